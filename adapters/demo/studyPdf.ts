import { PDFDocument, StandardFonts, rgb, type PDFFont } from "pdf-lib"

const margin = 56
const width = 595
const height = 842

/** Lines of at most `max` points at `size`, broken at spaces. */
const wrap = (font: PDFFont, text: string, size: number, max: number): Array<string> =>
  text.split(/\s+/).reduce<Array<string>>((lines, word) => {
    const last = lines[lines.length - 1]
    if (last !== undefined && font.widthOfTextAtSize(`${last} ${word}`, size) <= max) lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
    return lines
  }, [])

/**
 * A study document of the demo: a title page's heading and one numbered point per paragraph, on
 * as many A4 pages as it takes (made with pdf-lib at the demo's set-up, so nothing binary is
 * committed for it). Deterministic: no creation date, the same bytes every time.
 */
export const studyPdf = async (title: string, subtitle: string, points: ReadonlyArray<string>): Promise<Uint8Array> => {
  const doc = await PDFDocument.create()
  doc.setTitle(title)
  doc.setCreator("Vitrine")
  doc.setProducer("Vitrine")
  doc.setCreationDate(new Date(0))
  doc.setModificationDate(new Date(0))
  const regular = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  let page = doc.addPage([width, height])
  let y = height - margin
  const line = (text: string, font: PDFFont, size: number, color = rgb(0.13, 0.15, 0.2)) => {
    for (const l of wrap(font, text, size, width - 2 * margin)) {
      if (y < margin + size) {
        page = doc.addPage([width, height])
        y = height - margin
      }
      page.drawText(l, { x: margin, y: y - size, size, font, color })
      y -= size * 1.5
    }
  }
  line(title, bold, 22, rgb(0.1, 0.33, 0.62))
  line(subtitle, regular, 13)
  y -= 12
  points.forEach((p, i) => {
    line(`${i + 1}. ${p}`, regular, 13)
    y -= 6
  })
  return doc.save({ useObjectStreams: false })
}
