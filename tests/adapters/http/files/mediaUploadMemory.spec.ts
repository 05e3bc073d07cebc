import { readFileSync } from "node:fs"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startLearnerServer } from "../../../support/learnerServer.ts"
import type { TestServer } from "../../../support/server.ts"

// A file of its own: the worker's memory high-water mark is this test's alone.
let s: TestServer
beforeAll(async () => {
  s = await startLearnerServer()
})
afterAll(() => s.close())

/** Linux's VmHWM: the peak resident memory of this process so far, in bytes. */
const peak = () => Number(/^VmHWM:\s+(\d+) kB$/m.exec(readFileSync("/proc/self/status", "utf8"))![1]) * 1024

const head = readFileSync(join(import.meta.dirname, "..", "..", "..", "..", "fixtures", "demo", "learning", "media", "video.webm")).subarray(0, 8192)

describe("a 500 MB media upload", () => {
  it("is streamed to disk: the server's memory grows by less than 50 MB", async () => {
    const total = 500 * 1024 * 1024
    const chunk = new Uint8Array(256 * 1024)
    let sent = 0
    // A video's first bytes, then zeros: generated as sent, so the client holds one chunk at a time.
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= total) return controller.close()
        const piece = sent === 0 ? new Uint8Array([...head, ...chunk.subarray(head.length)]) : chunk.subarray(0, Math.min(chunk.length, total - sent))
        sent += piece.length
        controller.enqueue(piece)
      }
    })
    // Warm up the path (modules, statements, the token) so only the upload's own memory is measured.
    await s.fetch("/api/files/media", { method: "POST", as: "adm", body: head, headers: { "idempotency-key": "warm" } })
    const before = peak()
    const r = await s.fetch("/api/files/media", { method: "POST", as: "adm", body, duplex: "half", headers: { "idempotency-key": "big" } } as RequestInit & { as: string })
    expect(r.status).toBe(201)
    expect(await r.json()).toMatchObject({ contentType: "video/webm", size: total })
    expect(peak() - before).toBeLessThan(50 * 1024 * 1024)
  }, 300_000)
})
