import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib"
import QRCode from "qrcode"
import type { Locale } from "../../domain/i18n/catalogue.ts"
import { certificateLabels } from "./labels.ts"

export interface CertificateFacts {
  readonly holderName: string
  readonly courseTitle: string
  readonly workloadHours: number
  readonly issuedAt: string
  readonly code: string
  readonly verificationUrl: string
  readonly locale: Locale
}

const ink = rgb(0.13, 0.15, 0.2)
const accent = rgb(0.1, 0.33, 0.62)

// The standard fonts speak WinAnsi: Latin letters with accents (ç, ã, é, ñ) are there; a
// character outside it (a name in another script) becomes "?" rather than failing the PDF.
const printable = (font: PDFFont, text: string) => [...text].map((ch) => (font.getCharacterSet().includes(ch.codePointAt(0)!) ? ch : "?")).join("")

const centered = (page: PDFPage, font: PDFFont, text: string, y: number, size: number, color = ink) => {
  const safe = printable(font, text)
  const width = font.widthOfTextAtSize(safe, size)
  page.drawText(safe, { x: (page.getWidth() - width) / 2, y, size, font, color })
}

/** The QR code of the verification URL as squares: vector, sharp when printed, no image codec needed. */
const drawQr = (page: PDFPage, url: string, x: number, y: number, size: number) => {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: "M" })
  const cell = size / modules.size
  for (let row = 0; row < modules.size; row++)
    for (let col = 0; col < modules.size; col++)
      if (modules.get(row, col)) page.drawRectangle({ x: x + col * cell, y: y + size - (row + 1) * cell, width: cell, height: cell, color: ink })
}

/**
 * The certificate as a one-page landscape A4 PDF (DESIGN §4.8): the learner's name, the course,
 * its workload, the date, the verification code and a QR code of the public verification URL.
 */
export const certificatePdf = async (f: CertificateFacts): Promise<Uint8Array> => {
  const l = certificateLabels[f.locale]
  const doc = await PDFDocument.create()
  doc.setTitle(`${l.title} — ${f.courseTitle}`)
  doc.setCreator("Vitrine")
  const page = doc.addPage([842, 595])
  const regular = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  page.drawRectangle({ x: 24, y: 24, width: 794, height: 547, borderColor: accent, borderWidth: 3 })
  const number = new Intl.NumberFormat(f.locale, { maximumFractionDigits: 1 })
  const date = new Intl.DateTimeFormat(f.locale, { day: "2-digit", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(f.issuedAt))
  centered(page, bold, l.title, 480, 30, accent)
  centered(page, regular, l.certifies, 420, 14)
  centered(page, bold, f.holderName, 385, 26)
  centered(page, regular, l.completed, 345, 14)
  centered(page, bold, f.courseTitle, 312, 20)
  centered(page, regular, l.workload(number.format(f.workloadHours)), 280, 14)
  centered(page, regular, `${l.issued} ${date}`, 250, 12)
  drawQr(page, f.verificationUrl, 64, 56, 110)
  page.drawText(`${l.code}: ${f.code}`, { x: 190, y: 130, size: 12, font: bold, color: ink })
  page.drawText(printable(regular, `${l.verify} ${f.verificationUrl}`), { x: 190, y: 110, size: 10, font: regular, color: ink })
  return doc.save()
}
