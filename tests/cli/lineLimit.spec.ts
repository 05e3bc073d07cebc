import { Readable } from "node:stream"
import { fc, test } from "@fast-check/vitest"
import { describe, expect } from "vitest"
import { cutMark, limitLines } from "../../cli/lineLimit.ts"

const read = async (chunks: ReadonlyArray<string>, max: number): Promise<string> => {
  let out = ""
  for await (const piece of limitLines(Readable.from(chunks, { objectMode: true }), max)) out += piece as string
  return out
}

/** What the limiter must give: each line as it is, or its first `max` characters and the mark. */
const expected = (text: string, max: number): string =>
  text
    .split("\n")
    .map((line) => (line.length > max ? `${line.slice(0, max)}${cutMark}` : line))
    .join("\n")

/** Text of short and long lines, cut into chunks anywhere. */
const chunked = fc
  .array(fc.oneof(fc.string({ maxLength: 8 }), fc.string({ minLength: 9, maxLength: 40 })), { maxLength: 12 })
  .chain((lines) => {
    const text = lines.join("\n")
    return fc.tuple(fc.constant(text), fc.uniqueArray(fc.integer({ min: 1, max: Math.max(1, text.length - 1) }), { maxLength: 10 }))
  })
  .map(([text, cuts]) => {
    const at = [0, ...[...cuts].filter((c) => c < text.length).sort((a, b) => a - b), text.length]
    return { text, chunks: at.slice(1).map((end, i) => text.slice(at[i], end)).filter((c) => c !== "") }
  })

describe("limitLines", () => {
  test.prop([chunked])("passes every line up to the limit unchanged and cuts a longer one, however the text is chunked", async ({ text, chunks }) => {
    expect(await read(chunks, 8)).toBe(expected(text, 8))
  })

  test.prop([fc.array(fc.string({ maxLength: 30 }), { maxLength: 10 })])("changes nothing when no line is over the limit", async (lines) => {
    const text = lines.join("\n")
    expect(await read([text], 1000)).toBe(text)
  })
})
