import { fc, test } from "@fast-check/vitest"
import { Writable } from "node:stream"
import { describe, expect, it } from "vitest"
import { LineWriter, printJsonRows, ReaderGone } from "../../cli/output.ts"
import { printTable } from "../../cli/table.ts"

/** A stream that keeps what it is given. */
const collector = () => {
  let text = ""
  const stream = new Writable({
    write(chunk, _encoding, done) {
      text += String(chunk)
      done()
    }
  })
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

  it("stops with ReaderGone once the stream is destroyed (the reader of a pipe went away)", async () => {
    const out = collector()
    const writer = new LineWriter(out.stream)
    out.stream.destroy()
    await writer.line("x")
    await expect(writer.flush()).rejects.toBeInstanceOf(ReaderGone)
  })
})
