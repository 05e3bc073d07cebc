import { readFileSync } from "node:fs"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startDemoServer } from "../../../e2e/learner/support/demoServer.ts"
import type { TestServer } from "../../../support/server.ts"

// The demo's courses with their content (fixtures/demo/learning/content.ts) and files (adapters/demo/learningMedia.ts).
let s: TestServer
beforeAll(async () => {
  s = await startDemoServer(undefined, { media: true })
})
afterAll(() => s.close())

const course = "br-processadores-notebooks"
type Activity = { activityId: string; locked: boolean; content: { kind: string; url?: string; contentType?: string | null; html?: string } | null }
type Detail = { enrolled: boolean; activities: Array<Activity>; supportMaterials: Array<{ title: string; url: string; contentType: string | null }> }
const detail = async (user: string, id = course) => (await (await s.fetch(`/api/me/courses/${id}`, { as: user })).json()) as Detail

/** An academy learner of the demo not enrolled in the course. */
const newcomer = async (id = course): Promise<string> => {
  for (let n = 1; n <= 40; n++) {
    const user = `br-${String(n).padStart(3, "0")}`
    if (!(await detail(user, id)).enrolled) return user
  }
  throw new Error(`every BR learner is enrolled in ${id}`)
}

const video = readFileSync(join(import.meta.dirname, "..", "..", "..", "..", "fixtures", "demo", "learning", "media", "video.webm"))

describe("activity content in the course detail", () => {
  it("is handed out once the learner is enrolled, and only for unlocked activities", async () => {
    const user = await newcomer()
    expect((await detail(user)).activities.every((a) => a.content === null)).toBe(true)
    const r = await s.fetch(`/api/me/courses/${course}/enrolment`, { method: "POST", as: user, headers: { "idempotency-key": `enrol-${user}` } })
    expect(r.status).toBe(201)
    const after = await detail(user)
    const [v1, p1] = after.activities
    expect(v1).toMatchObject({ activityId: "v1", locked: false, content: { kind: "file", contentType: "video/webm" } })
    // Issue 48: the size a download for offline use expects, and when the file was stored (a later one outdates a copy).
    const stored = s.programme.db.prepare<[], { size: number; createdAt: number }>("SELECT size, created_at AS createdAt FROM files WHERE file_id = 'demo-br-processadores-notebooks-v1'").get()!
    expect(v1!.content).toMatchObject({ size: video.length, updatedAt: new Date(stored.createdAt).toISOString() })
    expect(stored.size).toBe(video.length)
    // v1 is blocking: the pdf waits for it, and so does its link.
    expect(p1).toMatchObject({ activityId: "p1", locked: true, content: null })
    expect(after.supportMaterials).toEqual([{ title: "Processadores para notebooks", url: expect.stringMatching(/^\/api\/media\//), contentType: "application/pdf" }])
  })

  it("embeds the player page of an allowed host", async () => {
    const user = await newcomer("br-lancamentos-trimestre")
    await s.fetch("/api/me/courses/br-lancamentos-trimestre/enrolment", { method: "POST", as: user, headers: { "idempotency-key": `enrol-lan-${user}` } })
    expect((await detail(user, "br-lancamentos-trimestre")).activities[0]!.content).toEqual({ kind: "embed", url: "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ" })
  })
})

describe("GET /api/media/:id (signed links, range requests)", () => {
  const videoUrl = async () => {
    const user = await newcomer()
    await s.fetch(`/api/me/courses/${course}/enrolment`, { method: "POST", as: user, headers: { "idempotency-key": `enrol-m-${user}` } })
    return (await detail(user)).activities[0]!.content!.url!
  }

  it("answers the whole file, and a range with 206 and its Content-Range", async () => {
    const url = await videoUrl()
    const whole = await s.fetch(url)
    expect(whole.status).toBe(200)
    expect(whole.headers.get("accept-ranges")).toBe("bytes")
    expect(whole.headers.get("content-type")).toBe("video/webm")
    expect(Buffer.from(await whole.arrayBuffer()).equals(video)).toBe(true)

    // A download stopped half-way resumes from where it stopped.
    const half = Math.floor(video.length / 2)
    const rest = await s.fetch(url, { headers: { range: `bytes=${half}-` } })
    expect(rest.status).toBe(206)
    expect(rest.headers.get("content-range")).toBe(`bytes ${half}-${video.length - 1}/${video.length}`)
    expect(Buffer.concat([video.subarray(0, half), Buffer.from(await rest.arrayBuffer())]).equals(video)).toBe(true)

    const span = await s.fetch(url, { headers: { range: "bytes=100-199" } })
    expect(span.status).toBe(206)
    expect(Buffer.from(await span.arrayBuffer()).equals(video.subarray(100, 200))).toBe(true)
    const last = await s.fetch(url, { headers: { range: "bytes=-10" } })
    expect(Buffer.from(await last.arrayBuffer()).equals(video.subarray(video.length - 10))).toBe(true)

    const beyond = await s.fetch(url, { headers: { range: `bytes=${video.length}-` } })
    expect(beyond.status).toBe(416)
    expect(beyond.headers.get("content-range")).toBe(`bytes */${video.length}`)
  })

  it("answers a forged, altered or expired link as an unknown file", async () => {
    const url = new URL(await videoUrl(), "http://x")
    const forged = new URL(url)
    forged.searchParams.set("signature", `${url.searchParams.get("signature")!.slice(0, -2)}AA`)
    const moved = new URL(url)
    moved.searchParams.set("expires", String(Number(url.searchParams.get("expires")) + 3_600_000))
    const other = new URL(url)
    other.pathname = "/api/media/demo-br-protecao-dados-p1"
    const expired = new URL(url)
    expired.searchParams.set("expires", "1")
    for (const u of [forged, moved, other, expired]) {
      const r = await s.fetch(`${u.pathname}${u.search}`)
      expect(r.status).toBe(404)
      expect(((await r.json()) as { code: string }).code).toBe("file.not_found")
    }
  })
})
