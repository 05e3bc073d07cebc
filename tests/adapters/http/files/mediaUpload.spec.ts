import { createHash } from "node:crypto"
import { existsSync, readdirSync, readFileSync } from "node:fs"
import { strToU8, zipSync } from "fflate"
import { scormPackage } from "../../../../fixtures/demo/learning/scormPackages.ts"
import { dirname, join } from "node:path"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { startLearnerServer } from "../../../support/learnerServer.ts"
import type { TestServer } from "../../../support/server.ts"

// Course media (DESIGN §4.8): streamed to disk, a configurable limit, sniffed by content.
let s: TestServer
beforeAll(async () => {
  s = await startLearnerServer()
})
afterAll(() => s.close())
afterEach(() => {
  delete process.env.VITRINE_MEDIA_MAX_BYTES
})

const video = readFileSync(join(import.meta.dirname, "..", "..", "..", "..", "fixtures", "demo", "learning", "media", "video.webm"))
const upload = (body: BodyInit | Uint8Array, as = "adm", headers: Record<string, string> = {}) =>
  s.fetch("/api/files/media", { method: "POST", as, body: body as BodyInit, headers: { "content-type": "application/octet-stream", ...headers }, duplex: "half" } as RequestInit & { as: string })

/** A body sent in chunks without Content-Length, as a browser streams a large file. */
const chunked = (bytes: Uint8Array, size = 16_384) => {
  let at = 0
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= bytes.length) return controller.close()
      controller.enqueue(bytes.subarray(at, (at += size)))
    }
  })
}

const leftovers = () => readdirSync(join(dirname(s.programme.db.name), "files")).filter((f) => f.endsWith(".tmp"))

describe("POST /api/files/media", () => {
  it("keeps an admin's video by its content, whatever it is called or declared as", async () => {
    const r = await upload(chunked(video), "adm", { "content-type": "text/plain", "idempotency-key": "media-1" })
    expect(r.status).toBe(201)
    const body = (await r.json()) as { fileId: string; contentType: string; size: number }
    expect(body).toMatchObject({ contentType: "video/webm", size: video.length })
    const back = await s.fetch(`/api/files/${body.fileId}`, { as: "adm" })
    expect(Buffer.from(await back.arrayBuffer()).equals(video)).toBe(true)
    // The refusal is answered before the stream closes; its temporary file goes once it has.
    await expect.poll(() => leftovers()).toEqual([])
  })

  it("refuses what is not a video, audio, image, PDF or zip (415), keeping nothing", async () => {
    const r = await upload(new TextEncoder().encode("just some text, called video.mp4"))
    expect(r.status).toBe(415)
    expect(await r.json()).toMatchObject({ code: "file.unsupported_media", details: { detected: "unknown" } })
    // The refusal is answered before the stream closes; its temporary file goes once it has.
    await expect.poll(() => leftovers()).toEqual([])
  })

  it("refuses a file over the configured limit with 413, declared or streamed, keeping nothing", async () => {
    process.env.VITRINE_MEDIA_MAX_BYTES = "10000"
    const declared = await upload(video)
    expect(declared.status).toBe(413)
    expect(await declared.json()).toMatchObject({ code: "http.payload_too_large", details: { limitBytes: 10000 } })
    const streamed = await upload(chunked(video, 4096))
    expect(streamed.status).toBe(413)
    // The refusal is answered before the stream closes; its temporary file goes once it has.
    await expect.poll(() => leftovers()).toEqual([])
  })

  it("is an admin's: a learner is refused (403)", async () => {
    const r = await upload(video, "u1")
    expect(r.status).toBe(403)
    expect(((await r.json()) as { code: string }).code).toBe("auth.forbidden")
  })
})

describe("POST /api/files/media with a SCORM zip", () => {
  const filesDir = () => join(dirname(s.programme.db.name), "files")

  it("unpacks our own 1.2 and 2004 packages by the zip's hash and answers their launch page", async () => {
    for (const version of ["1.2", "2004"] as const) {
      const zip = scormPackage(version)
      const r = await upload(zip)
      expect(r.status).toBe(201)
      expect(await r.json()).toMatchObject({ contentType: "application/zip", scorm: { version, launch: "index.html", title: `Módulo interativo (SCORM ${version})` } })
      const folder = join(filesDir(), "scorm", createHash("sha256").update(zip).digest("hex"))
      expect(readdirSync(folder).sort()).toEqual(["imsmanifest.xml", "index.html", "sco.js"])
    }
  })

  it("refuses a zip leaving its folder, a zip bomb and a zip that is not SCORM (422 scorm.refused, saying why), keeping nothing", async () => {
    const cases = [
      [zipSync({ "imsmanifest.xml": strToU8("<manifest/>"), "../../evil.html": strToU8("<script>x</script>") }), "path", "../../evil.html"],
      [zipSync({ "imsmanifest.xml": strToU8("<manifest/>"), "zeros.bin": new Uint8Array(20_000_000) }, { level: 9 }), "ratio", "zeros.bin"],
      [zipSync({ "index.html": strToU8("<h1>oi</h1>") }), "manifest", "imsmanifest.xml"]
    ] as const
    for (const [zip, reason, entry] of cases) {
      const r = await upload(zip, "adm", { "accept-language": "pt-BR" })
      expect(r.status).toBe(422)
      const body = (await r.json()) as { code: string; message: string; details: Record<string, unknown> }
      expect(body).toMatchObject({ code: "scorm.refused", details: { reason, entry } })
      expect(body.message).toContain(`Este pacote SCORM foi recusado (${reason} ${entry})`)
      expect(existsSync(join(filesDir(), "scorm", createHash("sha256").update(zip).digest("hex")))).toBe(false)
    }
    // The refusal is answered before the stream closes; its temporary file goes once it has.
    await expect.poll(() => leftovers()).toEqual([])
  })
})
