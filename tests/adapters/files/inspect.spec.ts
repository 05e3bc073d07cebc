import { Effect, Exit } from "effect"
import { PDFDocument, PDFName } from "pdf-lib"
import { crc32 } from "node:zlib"
import { describe, expect, it } from "vitest"
import { inspectUpload, maxImagePixels } from "../../../adapters/files/inspect.ts"
import { pdf, png } from "../../support/images.ts"

// Issue 41 item 7: a pixel bomb is refused from its header, before any pixel is decoded; a PDF
// loses its document information and XMP metadata (a phone's GPS position survived in XMP).

const chunk = (type: string, data: Buffer): Buffer => {
  const body = Buffer.concat([Buffer.from(type, "latin1"), data])
  const out = Buffer.alloc(body.length + 8)
  out.writeUInt32BE(data.length, 0)
  body.copy(out, 4)
  out.writeUInt32BE(crc32(body), body.length + 4)
  return out
}

/** A PNG of a few dozen bytes whose header declares `width` × `height` pixels. */
const pixelBomb = (width: number, height: number): Buffer => {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 0, 0, 0, 0], 8) // 8-bit greyscale, deflate, no filter, no interlace
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", header), chunk("IDAT", Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])), chunk("IEND", Buffer.alloc(0))])
}

const failureCode = (exit: Exit.Exit<unknown, { code: string }>) => (Exit.isFailure(exit) ? exit.cause.reasons.map((r) => (r._tag === "Fail" ? r.error.code : r._tag))[0] : "success")

describe("inspecting an upload", () => {
  it("refuses an image declaring more pixels than the limit, from its header", async () => {
    const exit = await Effect.runPromiseExit(inspectUpload(pixelBomb(16_000, 16_000)))
    expect(failureCode(exit)).toBe("file.image_too_large")
    if (Exit.isFailure(exit)) expect(JSON.stringify(exit.cause)).toContain(String(maxImagePixels))
  })

  it("still takes an ordinary photo", async () => {
    const exit = await Effect.runPromiseExit(inspectUpload(await png(1200, 900)))
    expect(failureCode(exit)).toBe("success")
  })

  it("strips a PDF's document information and XMP metadata (the GPS position with it), keeping its pages", async () => {
    const doc = await PDFDocument.create()
    doc.addPage([200, 200])
    doc.setAuthor("Maria da Silva")
    doc.setProducer("Scanner app 3.1")
    const xmp = `<?xpacket begin=""?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/"><exif:GPSLatitude>23,33.0S</exif:GPSLatitude><exif:GPSLongitude>46,38.0W</exif:GPSLongitude></rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>`
    const stream = doc.context.stream(xmp, { Type: "Metadata", Subtype: "XML" })
    doc.catalog.set(PDFName.of("Metadata"), doc.context.register(stream))
    const sent = await doc.save({ useObjectStreams: false })
    expect(Buffer.from(sent).toString("latin1")).toContain("GPSLatitude")
    const kept = await Effect.runPromise(inspectUpload(sent))
    const text = Buffer.from(kept.bytes).toString("latin1")
    expect(kept.contentType).toBe("application/pdf")
    expect(text).not.toContain("GPSLatitude")
    expect(text).not.toContain("Maria da Silva")
    expect(text).not.toContain("Scanner app")
    expect((await PDFDocument.load(kept.bytes)).getPageCount()).toBe(1)
  })

  it("keeps a PDF it cannot rewrite as sent, rather than fail (no catalogue: pdf-lib reads it, cannot save it)", async () => {
    const odd = Buffer.from("%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n")
    const kept = await Effect.runPromise(inspectUpload(odd))
    expect(Buffer.from(kept.bytes).equals(odd)).toBe(true)
  })

  it("keeps the smallest valid PDF a PDF", async () => {
    const kept = await Effect.runPromise(inspectUpload(pdf()))
    expect(Buffer.from(kept.bytes).toString("latin1").startsWith("%PDF-")).toBe(true)
  })
})
