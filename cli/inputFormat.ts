import type { Readable } from "node:stream"
import { pipeline } from "node:stream"
import { createGunzip } from "node:zlib"
import { fileTypeFromBuffer } from "file-type"
import { CliError } from "./errors.ts"
import { t } from "./i18n/t.ts"

/**
 * What an input is, by its content (never its name). Exports reach operators gzipped as often as
 * plain; read as text, a compressed file became thousands of "not UTF-8" lines.
 */
export type InputFormat = "utf8" | "utf16le" | "gzip"

/**
 * Compressions and archives read by a tool the operator has, and the command that reads one into
 * a pipe. zstd is one: Node's decompressor ends at a file's first frame and drops the rest without
 * an error (nodejs/node#64741), so `cat a.zst b.zst` would import only a's lines.
 */
const readBy: Readonly<Record<string, { readonly format: string; readonly command: string }>> = {
  zst: { format: "zstd", command: "zstdcat" },
  xz: { format: "xz", command: "xzcat" },
  bz2: { format: "bzip2", command: "bzcat" },
  lz4: { format: "LZ4", command: "lz4cat" },
  "7z": { format: "7-Zip", command: "7z x -so" },
  rar: { format: "RAR", command: "unrar p -inul" }
}

/**
 * The format of an input from its first bytes (`file-type`, as uploads are sniffed); refuses, in
 * the operator's words, what it cannot read. `file` is undefined for standard input.
 */
export const formatOf = async (head: Uint8Array, file: string | undefined): Promise<InputFormat> => {
  // UTF-16 LE's byte-order mark: what Windows PowerShell's `>` and Excel's "Unicode text" write.
  if (head[0] === 0xff && head[1] === 0xfe) return "utf16le"
  const sniffed = await fileTypeFromBuffer(head)
  if (sniffed === undefined) return "utf8"
  const { ext } = sniffed
  if (ext === "gz") return "gzip"
  // A .zip holds files, not lines (an .xlsx or .ods spreadsheet is a ZIP too, and may read as one).
  if (ext === "zip") throw new CliError(file === undefined ? t("input.zipStdin") : t("input.zip", { file }))
  const reader = readBy[ext]
  if (reader !== undefined) {
    const { format, command } = reader
    throw new CliError(file === undefined ? t("input.compressedWithStdin", { format, command }) : t("input.compressedWith", { file, format, command }))
  }
  // A PDF, an image, a spreadsheet, the database itself: the wrong file, named for what it is.
  throw new CliError(file === undefined ? t("input.notTextStdin", { format: ext }) : t("input.notText", { file, format: ext }))
}

/** The bytes a format needs to be recognised (file-type reads up to 4,100). */
export const headLength = 4100

/**
 * The text of an input: decompressed when it is gzip (every member of a concatenated file),
 * decoded. An error of the raw stream (a file taken away) or of the decompression (a file cut
 * short, bytes after the end) surfaces on the text.
 */
export const textOf = (raw: Readable, format: InputFormat): Readable => {
  const text = format === "gzip" ? pipeline(raw, createGunzip(), () => {}) : raw
  text.setEncoding(format === "utf16le" ? "utf16le" : "utf8")
  return text
}

/** Whether a failure came from decompressing: the file is damaged or was cut short. */
export const isDecompressionError = (e: unknown): boolean => {
  const code = (e as { code?: unknown } | undefined)?.code
  return typeof code === "string" && code.startsWith("Z_")
}

/**
 * Peeks at a stream's first bytes and puts them back, for standard input, whose bytes come once.
 * Resolves with no bytes when the stream is empty: it has then ended.
 */
export const peek = (stream: Readable): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const settle = (): void => {
      stream.off("readable", onReadable)
      stream.off("error", onError)
    }
    const onError = (e: Error): void => {
      settle()
      reject(e)
    }
    const onReadable = (): void => {
      settle()
      const chunk = stream.read() as Buffer | null
      if (chunk !== null) stream.unshift(chunk)
      resolve(chunk ?? Buffer.alloc(0))
    }
    stream.on("readable", onReadable)
    stream.on("error", onError)
  })
