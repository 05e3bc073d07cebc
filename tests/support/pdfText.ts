import { createRequire } from "node:module"
import { dirname, join } from "node:path"
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs"

// The 14 standard fonts' metrics, which our certificates use (Helvetica): PDF.js reads them from its package.
const standardFontDataUrl = `${join(dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json")), "standard_fonts")}/`

/** The text of every page of a PDF, joined by spaces, as PDF.js reads it (a real extractor, not our own writer). */
export const pdfText = async (bytes: Uint8Array): Promise<string> => {
  const task = getDocument({ data: bytes, useSystemFonts: false, standardFontDataUrl })
  const doc = await task.promise
  const pages: Array<string> = []
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent()
    pages.push(content.items.map((i) => ("str" in i ? i.str : "")).join(" "))
  }
  await task.destroy()
  return pages.join(" ").replace(/\s+/g, " ")
}
