import { execFileSync } from "node:child_process"
import fc from "fast-check"
import { request } from "node:http"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { SCORM_COURSE, SCORM_RESUMING_LEARNER } from "../../../../fixtures/demo/scorm.ts"
import { demoNow, startDemoServer } from "../../../e2e/learner/support/demoServer.ts"
import type { TestServer } from "../../../support/server.ts"

// The SCORM packages served from their own signed path with a sandboxing CSP (DESIGN §4.8), and the
// commits the player relays, on the demo (its SCORM course: fixtures/demo/scorm.ts).
let s: TestServer
let clock = demoNow
beforeAll(async () => {
  // The runtime script the pages load is a build of its own (scripts/build-scorm-runtime.mjs).
  execFileSync(process.execPath, ["scripts/build-scorm-runtime.mjs"], { cwd: `${import.meta.dirname}/../../../..` })
  s = await startDemoServer(() => clock, { media: true })
})
afterAll(() => s.close())

const courseId = SCORM_COURSE.courseId
type View = { version: string; url: string; seq: number; completion: string; success: string; score: number | null; completed: boolean }

let n = 0
/** A BR learner of the demo not in the SCORM course yet, enrolled now. */
const enrolled = async (): Promise<string> => {
  for (; n < 60; ) {
    const user = `br-${String(++n).padStart(3, "0")}`
    const r = await s.fetch(`/api/me/courses/${courseId}/enrolment`, { method: "POST", as: user, headers: { "idempotency-key": `scorm-enrol-${user}` } })
    if (r.status === 201 || r.status === 200) return user
  }
  throw new Error("no BR learner left to enrol")
}
const launch = async (user: string, activityId = "s12") => (await (await s.fetch(`/api/me/courses/${courseId}/activities/${activityId}/scorm`, { as: user })).json()) as View
const commit = (user: string, body: { seq: number; values: Record<string, string>; finished: boolean }, activityId = "s12") =>
  s.fetch(`/api/me/courses/${courseId}/activities/${activityId}/scorm/commits`, { method: "POST", as: user, headers: { "content-type": "application/json" }, body: JSON.stringify(body) })
/** The state a page is handed: the JSON the server injected into it. */
const stateIn = (html: string) => JSON.parse(/<script type="application\/json" id="vitrine-scorm-state">(.*?)<\/script>/.exec(html)![1]!) as { version: string; seq: number; cmi: Record<string, string> }

/** A request with the path exactly as written: fetch would resolve `..` before sending it. */
const raw = (path: string) =>
  new Promise<number>((resolve, reject) => {
    const u = new URL(s.url)
    const req = request({ host: u.hostname, port: u.port, path, method: "GET" }, (res) => {
      res.resume()
      resolve(res.statusCode ?? 0)
    })
    req.on("error", reject)
    req.end()
  })

describe("GET /scorm/<packageId>/<token>/…", () => {
  it("serves the launch page with the attempt's state and the runtime before the package's scripts, sandboxed", async () => {
    const user = await enrolled()
    const view = await launch(user)
    expect(view).toMatchObject({ version: "1.2", seq: 0, completion: "not attempted", completed: false })
    expect(view.url).toMatch(/^\/scorm\/demo-scorm-12\/[\w-]+\.[\w-]+\/index\.html$/)
    const page = await s.fetch(view.url)
    expect(page.status).toBe(200)
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8")
    expect(page.headers.get("content-security-policy")).toBe("sandbox allow-scripts allow-forms allow-popups")
    expect(page.headers.get("cache-control")).toBe("no-store")
    const html = await page.text()
    expect(html.indexOf('<script src="/scorm/runtime.js"></script>')).toBeGreaterThan(0)
    expect(html.indexOf('<script src="/scorm/runtime.js"></script>')).toBeLessThan(html.indexOf('<script src="sco.js"></script>'))
    expect(stateIn(html)).toMatchObject({ version: "1.2", seq: 0, cmi: { "cmi.core.entry": "ab-initio", "cmi.core.student_id": user, "cmi.core.lesson_status": "not attempted", "cmi.student_data.mastery_score": "80" } })
    const script = await s.fetch(view.url.replace("index.html", "sco.js"))
    expect(script.headers.get("content-type")).toBe("text/javascript; charset=utf-8")
    expect(script.headers.get("content-security-policy")).toBe("sandbox allow-scripts allow-forms allow-popups")
    const runtime = await s.fetch("/scorm/runtime.js")
    expect(runtime.status).toBe(200)
    expect(runtime.headers.get("content-type")).toBe("text/javascript; charset=utf-8")
    expect(await runtime.text()).toContain("LMSGetValue")
  })

  it("refuses a tampered token, another package's token and an expired one", async () => {
    const user = await enrolled()
    const { url } = await launch(user)
    const [, , pkg, token] = url.split("/")
    const [body, signature] = token!.split(".")
    const flipped = signature!.slice(0, -1) + (signature!.endsWith("A") ? "B" : "A")
    for (const bad of [`/scorm/${pkg}/${body}.${flipped}/index.html`, `/scorm/demo-scorm-2004/${token}/index.html`, `/scorm/${pkg}/${token}x/index.html`, `/scorm/${pkg}/${body}/index.html`]) {
      const r = await s.fetch(bad)
      expect(r.status, bad).toBe(404)
      expect(await r.json()).toMatchObject({ code: "http.not_found" })
    }
    expect((await s.fetch(url)).status).toBe(200)
    clock = demoNow + 7 * 3_600_000
    try {
      expect((await s.fetch(url)).status).toBe(404)
    } finally {
      clock = demoNow
    }
  })

  it("refuses every path that could leave the package's folder, never answering a file or a 500", async () => {
    const user = await enrolled()
    const { url } = await launch(user)
    const base = url.replace("index.html", "")
    const attempts = [
      `${base}../../../../etc/passwd`,
      `${base}%2e%2e/%2e%2e/%2e%2e/etc/passwd`,
      `${base}..%2f..%2f..%2fetc%2fpasswd`,
      `${base}..%5c..%5cimsmanifest.xml`,
      `${base}sub%2F..%2F..%2Fimsmanifest.xml`,
      `${base}/etc/passwd`,
      `${base}C:%5cwindows%5cwin.ini`,
      `${base}index.html%00.js`,
      `${base}%E0%A4%A`,
      `${base}`
    ]
    for (const path of attempts) expect(await raw(path), path).toBe(404)
    expect(await raw(`${base}imsmanifest.xml`)).toBe(200)
  })
})

describe("POST …/scorm/commits", () => {
  it("keeps suspend_data and the location for the next launch, a commit sent twice once, and resumes after a suspend", async () => {
    const user = await enrolled()
    const r = await commit(user, { seq: 1, values: { "cmi.core.lesson_location": "2", "cmi.suspend_data": "seen=1,2", "cmi.core.exit": "suspend", "cmi.core.session_time": "0000:00:42" }, finished: true })
    expect(r.status).toBe(200)
    expect(await r.json()).toMatchObject({ seq: 1, completed: false })
    // The same number again, with other values: already kept, nothing changes.
    expect(await (await commit(user, { seq: 1, values: { "cmi.suspend_data": "lost" }, finished: false })).json()).toMatchObject({ seq: 1 })
    const state = stateIn(await (await s.fetch((await launch(user)).url)).text())
    expect(state).toMatchObject({ seq: 1, cmi: { "cmi.core.lesson_location": "2", "cmi.suspend_data": "seen=1,2", "cmi.core.entry": "resume", "cmi.core.total_time": "0000:00:42" } })
    // Write-only elements are never handed back.
    expect(state.cmi["cmi.core.exit"]).toBeUndefined()
    expect(state.cmi["cmi.core.session_time"]).toBeUndefined()
  })

  it("refuses what the data model refuses with the SCORM error, and keeps nothing of it", async () => {
    const user = await enrolled()
    const cases: ReadonlyArray<[Record<string, string>, string, number]> = [
      [{ "cmi.suspend_data": "x".repeat(4097) }, "cmi.suspend_data", 405],
      [{ "cmi.core.score.raw": "101" }, "cmi.core.score.raw", 405],
      [{ "cmi.core.student_id": "someone-else" }, "cmi.core.student_id", 403],
      [{ "cmi.core.lesson_status": "aced" }, "cmi.core.lesson_status", 405]
    ]
    for (const [values, element, scormError] of cases) {
      const r = await commit(user, { seq: 1, values, finished: false })
      expect(r.status, element).toBe(422)
      expect(await r.json()).toMatchObject({ code: "scorm.value_refused", details: { element, scormError } })
    }
    expect((await launch(user)).seq).toBe(0)
    const bad = await commit(user, { seq: 0, values: {}, finished: false })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ code: "input.invalid" })
  })

  it("completes the activity when the package passes by the manifest's mastery score, not when it fails it", async () => {
    const failing = await enrolled()
    const failed = (await (await commit(failing, { seq: 1, values: { "cmi.core.lesson_status": "completed", "cmi.core.score.raw": "50" }, finished: true })).json()) as View
    expect(failed).toMatchObject({ completion: "failed", success: "failed", score: 50, completed: false })
    const passing = await enrolled()
    const passed = (await (await commit(passing, { seq: 1, values: { "cmi.core.lesson_status": "completed", "cmi.core.score.raw": "90" }, finished: true })).json()) as View
    expect(passed).toMatchObject({ completion: "passed", success: "passed", score: 90, completed: true })
    const detail = (await (await s.fetch(`/api/me/courses/${courseId}`, { as: passing })).json()) as { activities: Array<{ activityId: string; completed: boolean }> }
    expect(detail.activities.find((a) => a.activityId === "s12")?.completed).toBe(true)
    // SCORM 2004: success by score.scaled against the manifest's 0.8.
    const done = (await (await commit(passing, { seq: 1, values: { "cmi.completion_status": "completed", "cmi.score.scaled": "0.85" }, finished: true }, "s2004")).json()) as View
    expect(done).toMatchObject({ version: "2004", completion: "completed", success: "passed", score: 85, completed: true })
  })

  it("answers a learner not enrolled, and hands the demo's resuming learner their place", async () => {
    const r = await s.fetch(`/api/me/courses/${courseId}/activities/s12/scorm`, { as: "br-060" })
    expect(r.status).toBe(404)
    expect(await r.json()).toMatchObject({ code: "scorm.not_found" })
    const video = await s.fetch("/api/me/courses/br-processadores-notebooks/activities/v1/scorm", { as: "br-001" })
    expect(video.status).toBe(404)
    const resuming = stateIn(await (await s.fetch((await launch(SCORM_RESUMING_LEARNER)).url)).text())
    expect(resuming.cmi).toMatchObject({ "cmi.core.entry": "resume", "cmi.core.lesson_location": "2", "cmi.suspend_data": '{"seen":[1,2]}' })
  })
})

describe("POST …/scorm/commits under arbitrary input", () => {
  it("never answers a 5xx, keeps the error contract, and appends nothing on a refusal", async () => {
    const user = await enrolled()
    const elements = fc.oneof(fc.constantFrom("cmi.core.lesson_status", "cmi.core.score.raw", "cmi.suspend_data", "cmi.core.lesson_location", "cmi.core.exit", "cmi.core.student_id", "cmi.location", "cmi.core._children"), fc.string())
    const values = fc.dictionary(elements, fc.oneof(fc.constantFrom("passed", "incomplete", "90", "101", "-1", "", "suspend"), fc.string()), { maxKeys: 5 })
    const body = fc.oneof(
      fc.record({ seq: fc.oneof(fc.integer({ min: -2, max: 50 }), fc.double()), values, finished: fc.boolean() }).map((b) => JSON.stringify(b)),
      fc.jsonValue().map((b) => JSON.stringify(b)),
      fc.string()
    )
    await fc.assert(
      fc.asyncProperty(body, async (text) => {
        const before = s.programme.log.lastPosition()
        const r = await s.fetch(`/api/me/courses/${courseId}/activities/s12/scorm/commits`, { method: "POST", as: user, headers: { "content-type": "application/json" }, body: text })
        expect(r.status).toBeLessThan(500)
        if (r.status >= 400) {
          expect(Object.keys((await r.json()) as object).sort()).toEqual(["code", "details", "message"])
          expect(s.programme.log.lastPosition()).toBe(before)
        } else await r.arrayBuffer()
      }),
      { numRuns: 60 }
    )
  })
})
