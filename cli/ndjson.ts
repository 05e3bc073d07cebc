import { createReadStream } from "node:fs"
import { open, stat } from "node:fs/promises"
import { createInterface } from "node:readline"
import { CliError } from "./errors.ts"
import { t } from "./i18n/t.ts"

/** One line of an NDJSON file: its parsed value, or why it could not be parsed. */
export type NdjsonItem =
  | { readonly file: string; readonly line: number; readonly value: unknown }
  | { readonly file: string; readonly line: number; readonly error: "bad_json"; readonly message: string; readonly text: string }
  /** Bytes that are not UTF-8, at this (1-based) column of the decoded line. */
  | { readonly file: string; readonly line: number; readonly error: "bad_encoding"; readonly column: number }

/** A streaming read over several files, with how far it has got in bytes (for an ETA). */
export interface NdjsonStream extends AsyncIterable<NdjsonItem> {
  /** Sum of the files' sizes when opened (0 for a pipe). */
  readonly totalBytes: number
  /** Whether every input has a size (a pipe has none): only then is `bytesRead / totalBytes` a share done. */
  readonly sized: boolean
  /** Bytes consumed so far across all files (runs ahead of the yielded line by one read buffer). */
  bytesRead(): number
}

/** The name that stands for standard input. */
export const STDIN = "-"

const sourceOf = (file: string): string => (file === STDIN ? "/dev/stdin" : file)

/** UTF-16 LE when the file starts with its byte-order mark (FF FE), else UTF-8. */
const encodingOf = async (file: string): Promise<BufferEncoding> => {
  const handle = await open(file, "r")
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(2), 0, 2, 0)
    return bytesRead === 2 && buffer[0] === 0xff && buffer[1] === 0xfe ? "utf16le" : "utf8"
  } finally {
    await handle.close()
  }
}

/**
 * Opens files for a line-by-line read: node:readline over fs streams, so a file of millions of
 * lines never sits in memory. Line numbers are 1-based per file and count blank lines, so they
 * match what an editor shows; blank lines (e.g. a trailing one) are skipped, CRLF and a UTF-8
 * byte-order mark are tolerated, a line that is not UTF-8 is refused. A file that starts with
 * UTF-16's little-endian mark (what Windows PowerShell's `>` and Excel's "Unicode text" write) is
 * read as UTF-16. `-` is standard input, as for cat or jq (`zcat f.gz | vitrine import -`).
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
  // Standard input is read as UTF-8: peeking at it could take bytes a pipe gives once.
  const encodings = await Promise.all(files.map((f, i) => (f !== STDIN && stats[i]!.isFile() ? encodingOf(f) : "utf8")))
  const sizes = stats.map((s) => (s.isFile() ? s.size : 0))
  const totalBytes = sizes.reduce((a, b) => a + b, 0)
  let done = 0
  let current: { bytesRead: number } | undefined

  async function* lines(): AsyncGenerator<NdjsonItem> {
    for (const [i, file] of files.entries()) {
      const stream = createReadStream(sourceOf(file), { highWaterMark: 256 * 1024, encoding: encodings[i] })
      current = stream
      const reader = createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY })
      let line = 0
      try {
        for await (const raw of reader) {
          line += 1
          const text = line === 1 && raw.charCodeAt(0) === 0xfeff ? raw.slice(1) : raw
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
    sized: stats.every((s) => s.isFile()),
    bytesRead: () => done + (current?.bytesRead ?? 0),
    [Symbol.asyncIterator]: lines
  }
}
