/** SPEC §3 "File kinds by extension": the kind a library file is shown and filtered as. */
export const fileKinds = ["video", "audio", "pdf", "image", "compressed", "excel", "document", "powerpoint", "other"] as const
export type FileKind = (typeof fileKinds)[number]

const byExtension: Readonly<Record<string, FileKind>> = {
  wmv: "video", mkv: "video", mov: "video", mp4: "video",
  wav: "audio", ogg: "audio", mp3: "audio",
  pdf: "pdf",
  png: "image", jpg: "image", jpeg: "image", bmp: "image", svg: "image", gif: "image",
  zip: "compressed", rar: "compressed", gzip: "compressed", tz: "compressed",
  xlsx: "excel", xls: "excel",
  docx: "document", txt: "document", doc: "document",
  pptx: "powerpoint", ppt: "powerpoint"
}

/** A file name's extension, lower-cased (`Relatório.PDF` → `pdf`); none for `README` or `.profile`. */
export const extensionOf = (fileName: string): string => {
  const dot = fileName.lastIndexOf(".")
  return dot <= 0 || dot === fileName.length - 1 ? "" : fileName.slice(dot + 1).toLowerCase()
}

/** The kind by the name's extension; any other extension (or none) is a generic file, `other`. */
export const kindOf = (fileName: string): FileKind => byExtension[extensionOf(fileName)] ?? "other"
