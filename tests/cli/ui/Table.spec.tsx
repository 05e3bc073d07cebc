import { renderToString } from "ink"
import { render } from "ink-testing-library"
import { stripVTControlCharacters } from "node:util"
import { describe, expect, it } from "vitest"
import { KeyValueTable } from "../../../cli/ui/KeyValueTable.tsx"
import { Table } from "../../../cli/ui/Table.tsx"

const frame = (el: React.ReactElement): string[] => stripVTControlCharacters(render(el).lastFrame() ?? "").split("\n")

interface Row {
  readonly name: string
  readonly n: number
}

describe("Table", () => {
  it("aligns columns: text left, numbers right, with a title and a totals footer", () => {
    const lines = frame(
      <Table
        title="Stores"
        columns={[
          { header: "store", cell: (r: Row) => r.name },
          { header: "sales", cell: (r) => r.n.toLocaleString("en-US"), align: "right" }
        ]}
        rows={[
          { name: "Centro", n: 1234567 },
          { name: "Shopping Eldorado", n: 8 }
        ]}
        footer={["total", "1,234,575"]}
      />
    )
    expect(lines).toEqual([
      "Stores",
      "store                  sales",
      "Centro             1,234,567",
      "Shopping Eldorado          8",
      "─────────────────  ─────────",
      "total              1,234,575"
    ])
  })

  it("wraps a long last text column under itself on a narrow terminal, and keeps whole lines where there is room", () => {
    const table = (
      <Table
        columns={[
          { header: "line", cell: (r: Row) => String(r.n), align: "right" },
          { header: "why", cell: (r) => r.name }
        ]}
        rows={[
          { n: 7, name: "This document is already registered to another account" },
          { n: 12, name: "Short" }
        ]}
      />
    )
    expect(renderToString(table, { columns: 30 }).split("\n")).toEqual([
      "line  why",
      "   7  This document is already",
      "      registered to another",
      "      account",
      "  12  Short"
    ])
    expect(renderToString(table, { columns: 1_000 }).split("\n")).toEqual(["line  why", "   7  This document is already registered to another account", "  12  Short"])
  })

  it("shows the empty text when there are no rows", () => {
    expect(frame(<Table columns={[{ header: "a", cell: (r: Row) => r.name }]} rows={[]} empty="Nothing yet." />)).toEqual(["Nothing yet."])
  })
})

describe("KeyValueTable", () => {
  it("lines labels up and right-aligns numbers with thousands separators", () => {
    const lines = frame(
      <KeyValueTable
        title="Demo"
        entries={[
          { label: "users", value: 312 },
          { label: "sales reported", value: 12450 },
          { label: "database", value: "data/vitrine.db" }
        ]}
      />
    )
    expect(lines).toEqual(["Demo", "users              312", "sales reported  12,450", "database        data/vitrine.db"])
  })
})
