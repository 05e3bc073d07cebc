import { createReadStream } from "node:fs"
import { open, stat } from "node:fs/promises"
import { createInterface } from "node:readline"
import { Readable } from "node:stream"
import { CliError } from "./errors.ts"
import { t } from "./i18n/t.ts"
import { cutMark, limitLines } from "./lineLimit.ts"
import { formatOf, headLength, type InputFormat, isDecompressionError, peek, textOf } from "./inputFormat.ts"

/** One line of an NDJSON file: its parsed value, or why it could not be parsed. */
export type NdjsonItem =
  | { readonly file: string; readonly line: number; readonly value: unknown }
  | { readonly file: string; readonly line: number; readonly error: "bad_json"; readonly message: string; readonly text: string }
  /** Bytes that are not UTF-8, at this (1-based) column of the decoded line. */
  | { readonly file: string; readonly line: number; readonly error: "bad_encoding"; readonly column: number }
  /** A line longer than `maxLineLength`, not read whole; `array` when it opens a JSON array. */
  | { readonly file: string; readonly line: number; readonly error: "too_long"; readonly array: boolean }
  /** A compressed file that ends early or is corrupt here: nothing from this line on could be read. */
  | { readonly file: string; readonly line: number; readonly error: "damaged" }

/** A streaming read over several files, with how far it has got in bytes (for an ETA). */
export interface NdjsonStream extends AsyncIterable<NdjsonItem> {
  /** Sum of the files' sizes when opened (0 for a pipe). */
  readonly totalBytes: number
  /** The text the files hold, decompressed: what decides how to import them (estimated for gzip). */
  readonly textBytes: number
  /** Whether every input has a size (a pipe has none): only then is `bytesRead / totalBytes` a share done. */
  readonly sized: boolean
  /** Bytes consumed so far across all files (runs ahead of the yielded line by one read buffer). */
  bytesRead(): number
  /** Closes the input being read: a read still waiting on a pipe then ends, and the lines with it. */
  close(): void
}

/** The name that stands for standard input. */
export const STDIN = "-"

const sourceOf = (file: string): string => (file === STDIN ? "/dev/stdin" : file)

/** A file's first bytes, and for gzip its last four: the size of the text it holds. */
const sniffFile = async (file: string, size: number): Promise<{ format: InputFormat; textBytes: number }> => {
  const handle = await open(file, "r")
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(headLength), 0, headLength, 0)
    const format = await formatOf(buffer.subarray(0, bytesRead), file)
    if (format !== "gzip" || size < 18) return { format, textBytes: size }
    // gzip's trailer holds the text's size modulo 4 GiB: NDJSON compresses about tenfold, so a
    // size below five times the file's has wrapped around.
    const trailer = await handle.read(Buffer.alloc(4), 0, 4, size - 4)
    return { format, textBytes: Math.max(trailer.buffer.readUInt32LE(0), size * 5) }
  } finally {
    await handle.close()
  }
}

/**
 * Opens files for a line-by-line read: node:readline over fs streams, so a file of millions of
 * lines never sits in memory. Line numbers are 1-based per file and count blank lines, so they
 * match what an editor shows; blank lines (e.g. a trailing one) are skipped, CRLF and a UTF-8
 * byte-order mark are tolerated, a line that is not UTF-8 is refused. A file that starts with
 * UTF-16's little-endian mark is read as UTF-16; a gzip file is decompressed on the way
 * (`inputFormat.ts`). `-` is standard input, as for cat or jq (`zcat f.gz | vitrine import -`).
 */
export const openNdjson = async (files: ReadonlyArray<string>): Promise<NdjsonStream> => {
  const stats = await Promise.all(
    files.map(async (f) => {
      const s = await stat(sourceOf(f))
      // Reading a directory fails only later, half-way into the import: refuse it here.
      if (s.isDirectory() && f === STDIN) throw new CliError(t("import.stdinIsDirectory"))
      if (s.isDirectory()) throw Object.assign(new Error(`${f} is a directory`), { code: "EISDIR", path: f })
      return s
    })
  )
  // Every file is recognised before the first line is imported: a .zip third in the list is
  // refused before the first two are half-way in.
  const sniffed = await Promise.all(
    files.map((f, i) => (f !== STDIN && stats[i]!.isFile() ? sniffFile(f, stats[i]!.size) : undefined))
  )
  const sizes = stats.map((s) => (s.isFile() ? s.size : 0))
  const totalBytes = sizes.reduce((a, b) => a + b, 0)
  let done = 0
  let current: { readonly bytesRead: number; destroy(): void } | undefined

  /** The text of one input; standard input (or a named pipe) is recognised by the bytes it gives first. */
  const openText = async (file: string, i: number): Promise<Readable> => {
    // A compressed chunk holds ten times its text: read less ahead, so the bar follows the lines.
    // Standard input as Node's own stream: a pipe's read then waits in the event loop, where
    // closing it ends it, not in a thread that only the pipe's next byte releases.
    const raw =
      file === STDIN ? (process.stdin as Readable & { readonly bytesRead: number }) : createReadStream(sourceOf(file), { highWaterMark: sniffed[i]?.format === "gzip" ? 32 * 1024 : 256 * 1024 })
    current = raw
    const known = sniffed[i]?.format
    if (known !== undefined) return textOf(raw, known)
    const head = await peek(raw)
    // Already ended, and its "end" already emitted: a reader attached now would wait for ever.
    if (head.length === 0) {
      raw.destroy()
      return Readable.from([])
    }
    return textOf(raw, await formatOf(head, file === STDIN ? undefined : file))
  }

  async function* lines(): AsyncGenerator<NdjsonItem> {
    for (const [i, file] of files.entries()) {
      const stream = await openText(file, i)
      const reader = createInterface({ input: limitLines(stream), crlfDelay: Number.POSITIVE_INFINITY })
      let line = 0
      try {
        for await (const raw of reader) {
          line += 1
          const text = line === 1 && raw.charCodeAt(0) === 0xfeff ? raw.slice(1) : raw
          if (text.endsWith(cutMark)) {
            yield { file, line, error: "too_long", array: text.trimStart().startsWith("[") }
            continue
          }
          if (text.trim() === "") continue
          // Bytes that are not UTF-8 decode to U+FFFD. Parsed as they are, a name saved as Latin-1
          // would enter the log, which is never rewritten, as "Ag�ncia Sul".
          const replaced = text.indexOf("\uFFFD")
          if (replaced >= 0) {
            yield { file, line, error: "bad_encoding", column: replaced + 1 }
            continue
          }
          try {
            yield { file, line, value: JSON.parse(text) as unknown }
          } catch (e) {
            yield { file, line, error: "bad_json", message: (e as Error).message, text }
          }
        }
      } catch (e) {
        if (!isDecompressionError(e)) throw e
        // An outcome of the file, as a malformed line is: what came before is still imported.
        yield { file, line: line + 1, error: "damaged" }
      } finally {
        reader.close()
        stream.destroy()
      }
      done += sizes[i] ?? 0
      current = undefined
    }
  }

  return {
    totalBytes,
    textBytes: sniffed.reduce((sum, s, i) => sum + (s?.textBytes ?? sizes[i] ?? 0), 0),
    sized: stats.every((s) => s.isFile()),
    bytesRead: () => done + (current?.bytesRead ?? 0),
    close: () => current?.destroy(),
    [Symbol.asyncIterator]: lines
  }
}
