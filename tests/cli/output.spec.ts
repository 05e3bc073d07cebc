import { fc, test } from "@fast-check/vitest"
import { Writable } from "node:stream"
import { stripVTControlCharacters } from "node:util"
import { describe, expect, it } from "vitest"
import { LineWriter, printJsonRows, ReaderGone } from "../../cli/output.ts"
import { fitWidths, printTable, type Column } from "../../cli/table.ts"

/** A stream that keeps what it is given; as a terminal of `columns` characters when given. */
const collector = (columns?: number) => {
  let text = ""
  const stream: Writable & { isTTY?: boolean; columns?: number } = new Writable({
    write(chunk, _encoding, done) {
      text += String(chunk)
      done()
    }
  })
  if (columns !== undefined) Object.assign(stream, { isTTY: true, columns })
  return { stream, text: () => text }
}

describe("streamed output", () => {
  test.prop([fc.array(fc.dictionary(fc.string(), fc.oneof(fc.integer(), fc.string(), fc.constant(null))), { maxLength: 30 })])(
    "prints rows as the same document as JSON.stringify(rows, null, 2)",
    async (rows) => {
      const out = collector()
      await printJsonRows(rows, out.stream)
      expect(out.text()).toBe(`${JSON.stringify(rows, null, 2)}\n`)
    }
  )

  it("aligns columns measured over every row, numbers to the right", async () => {
    const out = collector()
    const rows = [
      { name: "a", n: 5 },
      { name: "a much longer name", n: 12345 }
    ]
    const count = await printTable(
      { title: "T", columns: [{ header: "name", cell: (r) => r.name }, { header: "n", cell: (r) => String(r.n), align: "right" }], rows: () => rows },
      out.stream
    )
    expect(count).toBe(2)
    expect(out.text()).toBe("T\nname                    n\na                       5\na much longer name  12345\n")
  })

  describe("on a terminal narrower than the table", () => {
    const columns: ReadonlyArray<Column<{ id: string; name: string; n: number }>> = [
      { header: "id", cell: (r) => r.id },
      { header: "name", cell: (r) => r.name, shrinkTo: 6 },
      { header: "n", cell: (r) => String(r.n), align: "right" }
    ]
    const rows = [
      { id: "c-1", name: "Campanha Verão 2026", n: 7 },
      { id: "c-22", name: "Short", n: 1234 }
    ]
    const print = async (width: number | undefined) => {
      const out = collector(width)
      await printTable({ columns, rows: () => rows }, out.stream)
      return stripVTControlCharacters(out.text())
    }

    it("prints whole rows when they fit, or to a pipe however long", async () => {
      const whole = "id    name                    n\nc-1   Campanha Verão 2026     7\nc-22  Short                1234\n"
      expect(await print(32)).toBe(whole)
      expect(await print(undefined)).toBe(whole)
    })

    it("cuts only the columns that may shrink, with …, to the terminal's width", async () => {
      expect(await print(18)).toBe("id    name       n\nc-1   Campa…     7\nc-22  Short   1234\n")
      expect(await print(25)).toBe("id    name              n\nc-1   Campanha Ver…     7\nc-22  Short          1234\n")
    })

    it("prints one record per row when even the cut table does not fit", async () => {
      expect(await print(17)).toBe(
        `─[ 1/2 ]${"─".repeat(9)}\nid    c-1\nname  Campanha Verão 2026\nn     7\n─[ 2/2 ]${"─".repeat(9)}\nid    c-22\nname  Short\nn     1234\n`
      )
    })

    test.prop([fc.array(fc.nat({ max: 60 }), { minLength: 1, maxLength: 6 }), fc.array(fc.option(fc.nat({ max: 20 }), { nil: undefined }), { minLength: 6, maxLength: 6 }), fc.nat({ max: 200 })])(
      "fitted widths fit, cut no column below its floor nor a column without one; none only when the floors cannot fit",
      (widths, floors, available) => {
        const cols = widths.map((_, i) => ({ header: "", cell: () => "", ...(floors[i] === undefined ? {} : { shrinkTo: floors[i] }) }))
        const total = (ws: ReadonlyArray<number>) => ws.reduce((a, b) => a + b, 0) + 2 * (ws.length - 1)
        const fitted = fitWidths(cols, widths, available)
        if (fitted === undefined) {
          expect(total(widths.map((w, i) => Math.min(w, floors[i] ?? w)))).toBeGreaterThan(available)
          return
        }
        expect(total(fitted)).toBeLessThanOrEqual(available)
        fitted.forEach((w, i) => {
          const floor = floors[i]
          if (floor === undefined) expect(w).toBe(widths[i])
          else expect(w).toBeGreaterThanOrEqual(Math.min(floor, widths[i]!))
          expect(w).toBeLessThanOrEqual(widths[i]!)
        })
      }
    )
  })

  it("stops with ReaderGone once the stream is destroyed (the reader of a pipe went away)", async () => {
    const out = collector()
    const writer = new LineWriter(out.stream)
    out.stream.destroy()
    await writer.line("x")
    await expect(writer.flush()).rejects.toBeInstanceOf(ReaderGone)
  })
})
