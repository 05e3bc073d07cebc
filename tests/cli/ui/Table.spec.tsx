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
