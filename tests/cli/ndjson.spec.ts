import { mkdtempSync, writeFileSync, createWriteStream, rmSync } from "node:fs"
import { gzipSync, zstdCompressSync } from "node:zlib"
import { once } from "node:events"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { maxLineLength } from "../../cli/lineLimit.ts"
import { openNdjson, type NdjsonItem } from "../../cli/ndjson.ts"

const dir = mkdtempSync(join(tmpdir(), "vitrine-ndjson-"))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const collect = async (files: string[]): Promise<NdjsonItem[]> => {
  const out: NdjsonItem[] = []
  for await (const item of await openNdjson(files)) out.push(item)
  return out
}

describe("openNdjson", () => {
  it("reports malformed lines with their line numbers and goes on", async () => {
    const file = join(dir, "bad.ndjson")
    writeFileSync(file, ['{"a":1}', "{oops", '{"a":3}', '{"a":4', '"just a string"'].join("\n"))
    const items = await collect([file])
    expect(items.map((i) => [i.line, "error" in i ? i.error : i.value])).toEqual([
      [1, { a: 1 }],
      [2, "bad_json"],
      [3, { a: 3 }],
      [4, "bad_json"],
      [5, "just a string"]
    ])
    const bad = items[1]!
    expect("message" in bad && bad.message.length > 0).toBe(true)
  })

  it("refuses a line with bytes that are not UTF-8, at the column where they start", async () => {
    const file = join(dir, "latin1.ndjson")
    writeFileSync(file, Buffer.concat([Buffer.from('{"name":"Ag\xeancia"}\n', "latin1"), Buffer.from('{"name":"Agência"}\n', "utf8")]))
    expect(await collect([file])).toEqual([
      { file, line: 1, error: "bad_encoding", column: 12 },
      { file, line: 2, value: { name: "Agência" } }
    ])
  })

  it("reads a file saved as UTF-16 with its mark (Windows PowerShell's >, Excel's Unicode text) as its text", async () => {
    const file = join(dir, "utf16.ndjson")
    writeFileSync(file, Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('{"name":"Agência"}\r\n\r\n{"n":2}\r\n', "utf16le")]))
    expect(await collect([file])).toEqual([
      { file, line: 1, value: { name: "Agência" } },
      { file, line: 3, value: { n: 2 } }
    ])
  })

  it("handles CRLF, a byte-order mark, blank and trailing blank lines, keeping editor line numbers", async () => {
    const file = join(dir, "crlf.ndjson")
    writeFileSync(file, '\uFEFF{"n":1}\r\n\r\n{"n":2}\r\n   \r\n{"n":3}\r\n\r\n\r\n')
    const items = await collect([file])
    expect(items).toEqual([
      { file, line: 1, value: { n: 1 } },
      { file, line: 3, value: { n: 2 } },
      { file, line: 5, value: { n: 3 } }
    ])
  })

  it("reads several files in order with per-file line numbers and full byte progress", async () => {
    const a = join(dir, "a.ndjson")
    const b = join(dir, "b.ndjson")
    writeFileSync(a, '{"f":"a"}\n{"f":"a2"}\n')
    writeFileSync(b, '{"f":"b"}')
    const stream = await openNdjson([a, b])
    const seen: Array<[string, number]> = []
    for await (const item of stream) seen.push([item.file, item.line])
    expect(seen).toEqual([[a, 1], [a, 2], [b, 1]])
    expect(stream.totalBytes).toBe(30)
    expect(stream.bytesRead()).toBe(stream.totalBytes)
  })

  it("reads a gzip file (every member of a concatenated one) as its lines, with its text's size for deciding how to import", async () => {
    const file = join(dir, "two-members.ndjson.gz")
    writeFileSync(file, Buffer.concat([gzipSync('{"n":1}\n\n{"n":2}\n'), gzipSync('{"n":3}\n')]))
    const stream = await openNdjson([file])
    const items: NdjsonItem[] = []
    for await (const item of stream) items.push(item)
    expect(items).toEqual([
      { file, line: 1, value: { n: 1 } },
      { file, line: 3, value: { n: 2 } },
      { file, line: 4, value: { n: 3 } }
    ])
    // Progress counts the compressed bytes read; the decision to pipeline weighs the text.
    expect(stream.bytesRead()).toBe(stream.totalBytes)
    const big = join(dir, "big-text.ndjson.gz")
    writeFileSync(big, gzipSync(`${'{"n":1}\n'.repeat(1_000_000)}`))
    const sized = await openNdjson([big])
    expect(sized.textBytes).toBe(8_000_000)
    expect(sized.totalBytes).toBeLessThan(100_000)
  })

  it("gives the lines of a gzip file cut short, then where it breaks off, instead of failing the whole read", async () => {
    const file = join(dir, "cut.ndjson.gz")
    writeFileSync(file, Buffer.concat([gzipSync('{"n":1}\n{"n":2}\n'), gzipSync('{"n":3}\n{"n":4}\n').subarray(0, 15)]))
    expect(await collect([file])).toEqual([
      { file, line: 1, value: { n: 1 } },
      { file, line: 2, value: { n: 2 } },
      { file, line: 3, error: "damaged" }
    ])
    const junk = join(dir, "junk-after.ndjson.gz")
    writeFileSync(junk, Buffer.concat([gzipSync('{"n":1}\n'), Buffer.from('{"n":2}\n')]))
    // Bytes after the last member are damage too (zlib may still hold the text before them).
    expect((await collect([junk])).at(-1)).toMatchObject({ file: junk, error: "damaged" })
  })

  it("refuses an archive or a compression it does not read, naming the command that does, before reading any file", async () => {
    const plain = join(dir, "first.ndjson")
    writeFileSync(plain, '{"n":1}\n')
    const cases: Array<[string, Buffer, RegExp]> = [
      ["export.zip", Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]), /ZIP.*unzip -p .*export\.zip \| vitrine import -/],
      ["sales.xlsx", Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]), /ZIP/],
      ["f.ndjson.zst", zstdCompressSync('{"n":1}\n'), /zstd.*zstdcat .*f\.ndjson\.zst/],
      ["f.ndjson.bz2", Buffer.from("BZh91AY&SY"), /bzip2.*bzcat/],
      ["f.ndjson.xz", Buffer.from([0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00, 0x00]), /xz.*xzcat/],
      ["f.7z", Buffer.from([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c, 0x00]), /7-Zip.*7z x -so/],
      // The wrong file altogether: an invoice, the database itself.
      ["invoice.pdf", Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n"), /invoice\.pdf is a file of type pdf, not NDJSON text/],
      ["vitrine.db", Buffer.from("SQLite format 3\0"), /vitrine\.db is a file of type sqlite, not NDJSON text/]
    ]
    for (const [name, bytes, said] of cases) {
      const file = join(dir, name)
      writeFileSync(file, bytes)
      // Refused when opened, so a list with it imports nothing, not its first files.
      await expect(openNdjson([plain, file])).rejects.toThrow(said)
    }
  })

  it("does not hold a line over 16 MB (a one-line JSON document), says so at its line number, and reads on", async () => {
    const file = join(dir, "long-line.ndjson")
    const array = `[${Array.from({ length: 1_500_000 }, (_, i) => `{"n":${i}}`).join(",")}]`
    expect(array.length).toBeGreaterThan(maxLineLength)
    writeFileSync(file, `{"n":1}\n${array}\n${"x".repeat(maxLineLength + 5)}\n{"n":4}`)
    expect(await collect([file])).toEqual([
      { file, line: 1, value: { n: 1 } },
      { file, line: 2, error: "too_long", array: true },
      { file, line: 3, error: "too_long", array: false },
      { file, line: 4, value: { n: 4 } }
    ])
  })

  it("streams a file of 1M lines with flat memory", async () => {
    const file = join(dir, "big.ndjson")
    const out = createWriteStream(file)
    const chunk: string[] = []
    for (let i = 1; i <= 1_000_000; i++) {
      chunk.push(`{"commandId":"c-${i}","n":${i}}`)
      if (chunk.length === 10_000) {
        if (!out.write(chunk.join("\n") + "\n")) await once(out, "drain")
        chunk.length = 0
      }
    }
    out.end()
    await once(out, "finish")

    const stream = await openNdjson([file])
    const base = process.memoryUsage().heapUsed
    let peak = 0
    let count = 0
    let last = 0
    for await (const item of stream) {
      count += 1
      if ("value" in item) last = (item.value as { n: number }).n
      if (count % 50_000 === 0) peak = Math.max(peak, process.memoryUsage().heapUsed - base)
    }
    console.log(`ndjson: 1M lines, ${(stream.totalBytes / 1e6).toFixed(1)} MB file, peak heap growth ${(peak / 1e6).toFixed(1)} MB`)
    expect(count).toBe(1_000_000)
    expect(last).toBe(1_000_000)
    // Holding the parsed lines would cost well over 100 MB; a streaming read stays near the GC's young generation.
    expect(peak).toBeLessThan(64e6)
  })
})
