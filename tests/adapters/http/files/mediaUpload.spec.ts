import { readdirSync, readFileSync } from "node:fs"
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
const upload = (body: BodyInit, as = "adm", headers: Record<string, string> = {}) =>
  s.fetch("/api/files/media", { method: "POST", as, body, headers: { "content-type": "application/octet-stream", ...headers }, duplex: "half" } as RequestInit & { as: string })

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
    expect(leftovers()).toEqual([])
  })

  it("refuses what is not a video, audio, image, PDF or zip (415), keeping nothing", async () => {
    const r = await upload(new TextEncoder().encode("just some text, called video.mp4"))
    expect(r.status).toBe(415)
    expect(await r.json()).toMatchObject({ code: "file.unsupported_media", details: { detected: "unknown" } })
    expect(leftovers()).toEqual([])
  })

  it("refuses a file over the configured limit with 413, declared or streamed, keeping nothing", async () => {
    process.env.VITRINE_MEDIA_MAX_BYTES = "10000"
    const declared = await upload(video)
    expect(declared.status).toBe(413)
    expect(await declared.json()).toMatchObject({ code: "http.payload_too_large", details: { limitBytes: 10000 } })
    const streamed = await upload(chunked(video, 4096))
    expect(streamed.status).toBe(413)
    expect(leftovers()).toEqual([])
  })

  it("is an admin's: a learner is refused (403)", async () => {
    const r = await upload(video, "u1")
    expect(r.status).toBe(403)
    expect(((await r.json()) as { code: string }).code).toBe("auth.forbidden")
  })
})
