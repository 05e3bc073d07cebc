import { unzipSync } from "fflate"

/**
 * What a library upload really is (issue 46, library leftover): office documents and plain
 * archives are judged by their content against the extension they are named with, so a renamed
 * executable never passes for a `.docx`. OOXML and ODF are zips with known entries
 * (`[Content_Types].xml` and the part's folder; a `mimetype` entry naming the ODF type), the
 * legacy Office formats are OLE compound files (their 8-byte magic), text is UTF-8 without NUL.
 */
export type LibraryType = { readonly ok: true; readonly contentType: string } | { readonly ok: false; readonly detected: string }

const ooxml: Readonly<Record<string, { folder: string; contentType: string }>> = {
  docx: { folder: "word/", contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document" },
  xlsx: { folder: "xl/", contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" },
  pptx: { folder: "ppt/", contentType: "application/vnd.openxmlformats-officedocument.presentationml.presentation" }
}
const odf: Readonly<Record<string, string>> = {
  odt: "application/vnd.oasis.opendocument.text",
  ods: "application/vnd.oasis.opendocument.spreadsheet",
  odp: "application/vnd.oasis.opendocument.presentation"
}
const ole: Readonly<Record<string, string>> = { doc: "application/msword", xls: "application/vnd.ms-excel", ppt: "application/vnd.ms-powerpoint" }
const text: Readonly<Record<string, string>> = { txt: "text/plain", csv: "text/csv" }
/** Archives kept as they are: never unpacked, whatever they hold. */
const archives: Readonly<Record<string, ReadonlyArray<string>>> = {
  zip: ["application/zip"],
  rar: ["application/x-rar-compressed", "application/vnd.rar"],
  gzip: ["application/gzip"],
  tz: ["application/gzip"]
}

const oleMagic = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]

/** The extensions judged here; any other goes through the media rule (video, audio, image, PDF). */
export const isLibraryDocument = (extension: string): boolean =>
  extension in ooxml || extension in odf || extension in ole || extension in text || extension in archives

/** A zip's entry names, and the small `mimetype` entry's text, without inflating anything else. */
const zipEntries = (bytes: Uint8Array): { names: ReadonlyArray<string>; mimetype: string } | undefined => {
  const names: Array<string> = []
  try {
    const kept = unzipSync(bytes, {
      filter: (f) => {
        names.push(f.name)
        return f.name === "mimetype" && f.originalSize < 200
      }
    })
    return { names, mimetype: kept["mimetype"] ? new TextDecoder().decode(kept["mimetype"]).trim() : "" }
  } catch {
    return undefined
  }
}

const isUtf8Text = (head: Uint8Array): boolean => {
  if (head.includes(0)) return false
  try {
    // `stream`: the head may end inside a character; only a broken one before that refuses.
    new TextDecoder("utf-8", { fatal: true }).decode(head, { stream: true })
    return true
  } catch {
    return false
  }
}

/**
 * The content type to keep for a file named with `extension`, given what `file-type` sniffed from
 * its head and (for zips) its whole bytes; a refusal says what the content looked like instead.
 */
export const libraryTypeOf = (extension: string, sniffed: string | undefined, head: Uint8Array, whole: () => Uint8Array): LibraryType => {
  const refuse = (): LibraryType => ({ ok: false, detected: sniffed ?? "unknown" })
  const isZip = sniffed === "application/zip" || (sniffed ?? "").startsWith("application/vnd.openxmlformats") || (sniffed ?? "").startsWith("application/vnd.oasis")
  const office = ooxml[extension]
  if (office !== undefined) {
    const zip = isZip ? zipEntries(whole()) : undefined
    return zip !== undefined && zip.names.includes("[Content_Types].xml") && zip.names.some((n) => n.startsWith(office.folder)) ? { ok: true, contentType: office.contentType } : refuse()
  }
  const open = odf[extension]
  if (open !== undefined) {
    const zip = isZip ? zipEntries(whole()) : undefined
    return zip?.mimetype === open ? { ok: true, contentType: open } : refuse()
  }
  const legacy = ole[extension]
  if (legacy !== undefined) return oleMagic.every((b, i) => head[i] === b) ? { ok: true, contentType: legacy } : refuse()
  const plain = text[extension]
  if (plain !== undefined) return sniffed === undefined && isUtf8Text(head) ? { ok: true, contentType: plain } : refuse()
  const archive = archives[extension]
  if (archive !== undefined) return sniffed !== undefined && archive.includes(sniffed) ? { ok: true, contentType: sniffed } : refuse()
  return refuse()
}
