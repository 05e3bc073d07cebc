import { execFileSync } from "node:child_process"
import { unzipSync } from "fflate"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { SCORM_COURSE } from "../../../../fixtures/demo/scorm.ts"
import { startDemoServer } from "../../../e2e/learner/support/demoServer.ts"
import type { TestServer } from "../../../support/server.ts"

// `GET …/offline2/scorm-package` (issue 48): what the learner app keeps to play a SCORM activity
// offline: the zip's signed link, its launch page and the runtime's state, for an enrolled
// learner only, on the demo's SCORM course (fixtures/demo/scorm.ts).
let s: TestServer
beforeAll(async () => {
  execFileSync(process.execPath, ["scripts/build-scorm-runtime.mjs"], { cwd: `${import.meta.dirname}/../../../..` })
  s = await startDemoServer(undefined, { media: true })
})
afterAll(() => s.close())

const courseId = SCORM_COURSE.courseId
const path = (activityId: string) => `/api/me/courses/${courseId}/activities/${activityId}/offline2/scorm-package`

interface Package {
  packageId: string
  url: string
  contentType: string
  size: number
  updatedAt: string
  launch: string
  state: { version: string; seq: number; cmi: Record<string, string> }
}

let n = 0
/** A BR learner of the demo not in the SCORM course yet, enrolled now (or only found, with `enrol` false). */
const learner = async (enrol = true): Promise<string> => {
  for (; n < 60; ) {
    const user = `br-${String(++n).padStart(3, "0")}`
    const detail = (await (await s.fetch(`/api/me/courses/${courseId}`, { as: user })).json()) as { enrolled: boolean; progress: string }
    if (detail.enrolled || detail.progress !== "not_enrolled") continue
    if (!enrol) return user
    const r = await s.fetch(`/api/me/courses/${courseId}/enrolment`, { method: "POST", as: user, headers: { "idempotency-key": `offline2-enrol-${user}` } })
    expect(r.status).toBeLessThan(300)
    return user
  }
  throw new Error("no BR learner left")
}

describe("GET /api/me/courses/:id/activities/:activityId/offline2/scorm-package", () => {
  it("gives an enrolled learner the zip's signed link, its launch page and the state a launch would hand the package", async () => {
    const user = await learner()
    const res = await s.fetch(path("s12"), { as: user })
    expect(res.status).toBe(200)
    const pkg = (await res.json()) as Package
    const stored = s.programme.db.prepare<[string], { size: number; createdAt: number }>("SELECT size, created_at AS createdAt FROM files WHERE file_id = ?").get("demo-scorm-12")!
    expect(pkg).toMatchObject({ packageId: "demo-scorm-12", contentType: "application/zip", size: stored.size, updatedAt: new Date(stored.createdAt).toISOString(), launch: "index.html" })
    expect(pkg.url).toMatch(/^\/api\/media\/demo-scorm-12\?expires=\d+&signature=/)
    expect(pkg.state).toMatchObject({ version: "1.2", seq: 0, cmi: { "cmi.core.student_id": user, "cmi.core.entry": "ab-initio", "cmi.core.lesson_status": "not attempted", "cmi.student_data.mastery_score": "80" } })
    // The link is the zip itself, whole, with its length: the app's progress bar counts its bytes.
    const zip = await s.fetch(pkg.url)
    expect(zip.status).toBe(200)
    expect(zip.headers.get("content-type")).toBe("application/zip")
    expect(Number(zip.headers.get("content-length"))).toBe(stored.size)
    const entries = unzipSync(new Uint8Array(await zip.arrayBuffer()))
    expect(Object.keys(entries)).toEqual(expect.arrayContaining(["imsmanifest.xml", "index.html", "sco.js"]))
  })

  it("hands the attempt as it is now: after a commit, its number and values", async () => {
    const user = await learner()
    const commit = await s.fetch(`/api/me/courses/${courseId}/activities/s12/scorm/commits`, {
      method: "POST",
      as: user,
      headers: { "content-type": "application/json", "idempotency-key": `offline2-commit-${user}` },
      body: JSON.stringify({ seq: 1, values: { "cmi.core.lesson_location": "2", "cmi.core.lesson_status": "incomplete" }, finished: false })
    })
    expect(commit.status).toBe(200)
    const pkg = (await (await s.fetch(path("s12"), { as: user })).json()) as Package
    expect(pkg.state).toMatchObject({ seq: 1, cmi: { "cmi.core.lesson_location": "2", "cmi.core.lesson_status": "incomplete" } })
    const v2004 = (await (await s.fetch(path("s2004"), { as: user })).json()) as Package
    expect(v2004).toMatchObject({ packageId: "demo-scorm-2004", state: { version: "2004", seq: 0 } })
  })

  it("is no one else's: not enrolled, an unknown activity or course is a 404 with its code and message; no token a 401", async () => {
    const stranger = await learner(false)
    for (const [as, url] of [
      [stranger, path("s12")],
      [await learner(), path("nope")],
      [stranger, `/api/me/courses/no-such-course/activities/s12/offline2/scorm-package`]
    ] as const) {
      const res = await s.fetch(url, { as })
      expect(res.status, url).toBe(404)
      const body = (await res.json()) as { code: string; message: string; details: unknown }
      expect(body.code).toMatch(/^(scorm|course)\./)
      expect(body.message.length).toBeGreaterThan(0)
    }
    expect((await s.fetch(path("s12"))).status).toBe(401)
  })
})
