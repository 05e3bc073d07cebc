import { existsSync } from "node:fs"
import { join } from "node:path"
import sharp from "sharp"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { filesDirBeside } from "../../../../adapters/files/localDisk.ts"
import type { TestServer } from "../../../support/server.ts"
import { json, startLearnerServer } from "../../../support/learnerServer.ts"
import { exe, hasGps, jpegWithGps, pdf, png, upload } from "../../../support/images.ts"

let s: TestServer
beforeAll(async () => {
  s = await startLearnerServer()
})
afterAll(() => s.close())

type Uploaded = { fileId: string; contentType: string; size: number; hasThumbnail: boolean }

const send = async (as: string, form: FormData, headers: Record<string, string> = {}) => {
  const res = await s.fetch("/api/files", { as, method: "POST", body: form, headers })
  return { status: res.status, body: (await res.json()) as Uploaded & { code: string; message: string; details: Record<string, unknown> } }
}

describe("POST /api/files", () => {
  it("keeps a JPEG without its GPS position, and makes a thumbnail", async () => {
    const original = await jpegWithGps()
    expect(await hasGps(original)).toBe(true)
    const { status, body } = await send("u1", upload(original, "nota.jpg", "image/jpeg"))
    expect(status).toBe(201)
    expect(body).toMatchObject({ contentType: "image/jpeg", hasThumbnail: true })
    const stored = new Uint8Array(await (await s.fetch(`/api/files/${body.fileId}`, { as: "u1" })).arrayBuffer())
    expect(stored.length).toBe(body.size)
    expect(await hasGps(stored)).toBe(false)
    expect((await sharp(stored).metadata()).exif).toBeUndefined()
    const thumbnail = await s.fetch(`/api/files/${body.fileId}/thumbnail`, { as: "u1" })
    expect(thumbnail.headers.get("content-type")).toBe("image/webp")
    const size = await sharp(new Uint8Array(await thumbnail.arrayBuffer())).metadata()
    expect([size.width, size.height]).toEqual([320, 240])
  })

  it("stores the bytes by content hash beside the database file", async () => {
    const image = await png(20, 20)
    const first = await send("u1", upload(image, "a.png"))
    const second = await send("u2", upload(image, "b.png"))
    expect(first.body.fileId).not.toBe(second.body.fileId)
    const rows = s.programme.db.prepare("SELECT hash FROM files WHERE file_id IN (?, ?)").pluck().all(first.body.fileId, second.body.fileId) as Array<string>
    expect(new Set(rows).size).toBe(1)
    expect(existsSync(join(filesDirBeside(s.programme.db.name), rows[0]!.slice(0, 2), rows[0]!))).toBe(true)
  })

  it("sniffs the content, not the name: a PDF named .png is a PDF, kept without a thumbnail", async () => {
    const { status, body } = await send("u1", upload(pdf(), "foto.png", "image/png"))
    expect(status).toBe(201)
    expect(body).toMatchObject({ contentType: "application/pdf", hasThumbnail: false })
    const res = await s.fetch(`/api/files/${body.fileId}`, { as: "u1" })
    expect(res.headers.get("content-type")).toBe("application/pdf")
    expect(res.headers.get("x-content-type-options")).toBe("nosniff")
    expect((await s.fetch(`/api/files/${body.fileId}/thumbnail`, { as: "u1" })).status).toBe(404)
  })

  it.each([
    ["an executable named .pdf", exe(), "nota.pdf", "application/x-msdownload"],
    ["a text file", Buffer.from("just some words, no image here\n"), "nota.jpg", "unknown"]
  ])("refuses %s with 415 file.unsupported_type, in the request's language", async (_, bytes, name, detected) => {
    const { status, body } = await send("u1", upload(bytes, name), { "accept-language": "en-US" })
    expect(status).toBe(415)
    expect(body.code).toBe("file.unsupported_type")
    expect(body.details).toMatchObject({ detected })
    expect(body.message).toBe(`This type of file isn't accepted (${detected}). Send an image (JPEG, PNG or WebP) or a PDF.`)
  })

  it("refuses an image it cannot decode with 422 file.image_unreadable", async () => {
    const truncated = (await jpegWithGps()).subarray(0, 200)
    const { status, body } = await send("u1", upload(truncated, "a.jpg"))
    expect([status, body.code]).toEqual([422, "file.image_unreadable"])
  })

  it("refuses 10 MB + 1 byte with 413, and a far larger body too", async () => {
    /** JPEG's first bytes, then filler: it passes the sniffing and fails to decode. */
    const jpegLike = (size: number) => Buffer.alloc(size, 0xff).fill(Buffer.from([0xff, 0xd8, 0xff, 0xe0]), 0, 4)
    const over = await send("u1", upload(jpegLike(10_000_001), "big.jpg"))
    expect([over.status, over.body.code, over.body.details]).toEqual([413, "http.payload_too_large", { limitBytes: 10_000_000 }])
    // Exactly 10 MB is read and judged by its content.
    const atLimit = await send("u1", upload(jpegLike(10_000_000), "limit.jpg"))
    expect([atLimit.status, atLimit.body.code]).toEqual([422, "file.image_unreadable"])
    const mebibytes = await send("u1", upload(jpegLike(10 * 1024 * 1024 + 1), "big.jpg"))
    expect(mebibytes.status).toBe(413)
    const huge = await send("u1", upload(Buffer.alloc(12 * 1024 * 1024), "huge.jpg"))
    expect([huge.status, huge.body.code]).toEqual([413, "http.payload_too_large"])
  })

  it("refuses a body without a file part (400 file.missing) and one that is not multipart (415)", async () => {
    const form = new FormData()
    form.append("other", "x")
    expect((await send("u1", form)).body.code).toBe("file.missing")
    const res = await s.fetch("/api/files", json("u1", "POST", { file: "x" }))
    expect([res.status, ((await res.json()) as { code: string }).code]).toEqual([415, "http.unsupported_media_type"])
  })

  it("takes a file part named otherwise when there is no `file` part", async () => {
    const form = new FormData()
    form.append("note", "nota fiscal")
    form.append("photo", new Blob([new Uint8Array(await png())]), "nf.png")
    const { status, body } = await send("u1", form)
    expect([status, body.contentType]).toEqual([201, "image/png"])
  })

  it("answers a repeated Idempotency-Key with the same file", async () => {
    const image = await png(24, 24)
    const first = await send("u1", upload(image, "a.png"), { "idempotency-key": "up-1" })
    const count = s.programme.db.prepare("SELECT count(*) FROM files").pluck().get()
    const again = await send("u1", upload(image, "a.png"), { "idempotency-key": "up-1" })
    expect([first.status, again.status]).toEqual([201, 201])
    expect(again.body).toEqual(first.body)
    expect(s.programme.db.prepare("SELECT count(*) FROM files").pluck().get()).toBe(count)
  })
})

describe("A sale's invoice photo", () => {
  it("is a file I uploaded: the sale carries it, and my sales list shows it", async () => {
    const { body: file } = await send("u1", upload(await png(), "nf.png"))
    const sale = { campaignId: "BR-Q2", invoiceNumber: "PH-1", saleDate: "2026-04-19", storeId: "st1", lines: [{ sku: "MN-300", quantity: 1 }], invoicePhotoFileId: file.fileId }
    const res = await s.fetch("/api/me/sales", json("u1", "POST", sale))
    expect(res.status).toBe(201)
    expect(await res.json()).toMatchObject({ invoicePhotoFileId: file.fileId })
    const mine = (await (await s.fetch("/api/me/sales", { as: "u1" })).json()) as Array<{ invoiceNumber: string; invoicePhotoFileId: string | null }>
    expect(mine.find((x) => x.invoiceNumber === "PH-1")!.invoicePhotoFileId).toBe(file.fileId)
  })

  it("is refused when the file is someone else's, appending nothing", async () => {
    const { body: theirs } = await send("u2", upload(await png(), "nf.png"))
    const before = s.programme.log.lastPosition()
    const sale = { campaignId: "BR-Q2", invoiceNumber: "PH-2", saleDate: "2026-04-19", storeId: "st1", lines: [{ sku: "MN-300", quantity: 1 }], invoicePhotoFileId: theirs.fileId }
    const res = await s.fetch("/api/me/sales", json("u1", "POST", sale, { "accept-language": "es-ES" }))
    expect(res.status).toBe(422)
    expect(await res.json()).toMatchObject({ code: "sale.invoice_photo_unknown", message: `La foto de la factura (${theirs.fileId}) no es un archivo que hayas subido.` })
    expect(s.programme.log.lastPosition()).toBe(before)
  })
})
