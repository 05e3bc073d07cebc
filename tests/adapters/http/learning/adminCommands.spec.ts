import fc from "fast-check"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { json } from "../../../support/learnerServer.ts"
import { startLearningServer } from "../../../support/learningServer.ts"
import type { TestServer } from "../../../support/server.ts"
import { execute } from "../../../support/oauth.ts"
import { raClient } from "../admin/raClient.ts"

let s: TestServer
beforeAll(async () => {
  s = await startLearningServer()
})
afterAll(() => s.close())

const send = async (as: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
  const r = await s.fetch(`/api/admin/${path}`, json(as, method, body ?? {}, headers))
  return { status: r.status, body: (await r.json()) as Record<string, unknown> }
}

const draft = {
  id: "K-NEW",
  title: "Monitores para escritório",
  workloadHours: 1,
  enrolmentType: "assigned",
  category: "Produtos",
  activities: [
    { activityId: "p1", type: "pdf", hierarchyOrder: 1, mandatory: true, blocking: true },
    { activityId: "t1", type: "conventional_test", hierarchyOrder: 2, mandatory: true, blocking: false }
  ]
}
const test = {
  id: "T-NEW",
  courseId: "K-NEW",
  activityId: "t1",
  kind: "block",
  maxAttempts: 1,
  passMark: 50,
  questionCount: 1,
  questions: [{ questionId: "q1", options: [{ optionId: "a", correct: true }, { optionId: "b", correct: false }] }]
}

describe("creating, publishing and archiving a course from the console", () => {
  it("creates a draft course (201), refuses to publish it while its test is missing, creates the test, publishes", async () => {
    const ra = raClient(s, "adm")
    const created = await ra.create("courses", { data: draft })
    expect(created.data).toMatchObject({ id: "K-NEW", status: "draft", enrolmentType: "assigned" })
    const missing = await send("adm", "POST", "courses/K-NEW/publish")
    expect(missing).toMatchObject({ status: 422, body: { code: "course.test_missing", details: { courseId: "K-NEW", activityId: "t1" } } })
    expect((await ra.create("tests", { data: test })).data).toMatchObject({ id: "T-NEW", kind: "block", maxAttempts: 1, passMark: 50 })
    const published = await send("adm", "POST", "courses/K-NEW/publish", {}, { "idempotency-key": "pub-1" })
    expect(published).toMatchObject({ status: 200, body: { id: "K-NEW", status: "published" } })
    const position = s.programme.log.lastPosition()
    expect(await send("adm", "POST", "courses/K-NEW/publish", {}, { "idempotency-key": "pub-1" })).toMatchObject({ status: 200 })
    expect(s.programme.log.lastPosition()).toBe(position)
    // A published course's tests are fixed.
    const late = await s.fetch("/api/admin/tests", json("adm", "POST", { ...test, id: "T-LATE", activityId: "p1" }))
    expect(((await late.json()) as { code: string }).code).toBe("course.not_draft")
  })

  it("creates a trail (201) and refuses one listing a course twice (422 trail.invalid_courses)", async () => {
    const ra = raClient(s, "adm")
    expect((await ra.create("trails", { data: { id: "TR-2", title: "Monitores", courseIds: ["K-MN", "K-NEW"] } })).data).toMatchObject({ courseIds: ["K-MN", "K-NEW"] })
    const bad = await s.fetch("/api/admin/trails", json("adm", "POST", { id: "TR-3", title: "x", courseIds: ["K-MN", "K-MN"] }))
    expect(bad.status).toBe(422)
    expect(await bad.json()).toEqual({ code: "trail.invalid_courses", message: "A trilha TR-3 precisa de pelo menos um curso, cada um uma só vez.", details: { trailId: "TR-3" } })
  })

  it("archives a course; an unknown course is 404 course.not_found", async () => {
    expect(await send("adm", "POST", "courses/K-QZ/archive")).toMatchObject({ status: 200, body: { status: "archived" } })
    expect(await send("adm", "POST", "courses/nope/archive")).toMatchObject({ status: 404, body: { code: "course.not_found" } })
  })
})

describe("enrolling a learner in an assigned course", () => {
  it("enrols (the enrolment is marked assigned) and the learner sees it", async () => {
    const r = await send("adm", "POST", "courses/K-AS/enrolments", { userId: "u1" })
    expect(r).toMatchObject({ status: 200, body: { id: "K-AS:u1", assigned: true, enrolled: true, status: "not_started" } })
    const mine = await s.fetch("/api/me/courses/K-AS", { as: "u1" })
    expect(((await mine.json()) as { enrolled: boolean }).enrolled).toBe(true)
  })

  it("answers another country's learner 404 and a learner's token 403, appending nothing", async () => {
    const before = s.programme.log.lastPosition()
    expect(await send("adm-ar", "POST", "courses/K-AS/enrolments", { userId: "u2" })).toMatchObject({ status: 404, body: { code: "http.not_found" } })
    expect(await send("u2", "POST", "courses/K-AS/enrolments", { userId: "u2" })).toMatchObject({ status: 403, body: { code: "auth.forbidden" } })
    expect(await send("u2", "POST", "courses/K-AS/publish")).toMatchObject({ status: 403 })
    expect(await send("adm", "POST", "courses/K-DR/enrolments", { userId: "u3" })).toMatchObject({ status: 422, body: { code: "course.not_published" } })
    expect(s.programme.log.lastPosition()).toBe(before)
  })
})

describe("unenrolling a learner: POST /api/admin/enrolments/:id/unenrol", () => {
  it("unenrols (the record stays, unenrolled), answers a repeat with the first outcome, and the admin may enrol again", async () => {
    const ra = raClient(s, "adm")
    expect(await send("adm", "POST", "courses/K-AS/enrolments", { userId: "u3" })).toMatchObject({ status: 200 })
    const r = await send("adm", "POST", "enrolments/K-AS:u3/unenrol", {}, { "idempotency-key": "unenrol-1" })
    expect(r).toMatchObject({ status: 200, body: { id: "K-AS:u3", enrolled: false, status: "unenrolled" } })
    const position = s.programme.log.lastPosition()
    expect(await send("adm", "POST", "enrolments/K-AS:u3/unenrol", {}, { "idempotency-key": "unenrol-1" })).toMatchObject({ status: 200, body: { status: "unenrolled" } })
    expect(s.programme.log.lastPosition()).toBe(position)
    expect((await ra.getOne("enrolments", { id: "K-AS:u3" })).data).toMatchObject({ enrolled: false, status: "unenrolled" })
    const mine = (await (await s.fetch("/api/me/courses/K-AS", { as: "u3" })).json()) as { enrolled: boolean; progress: string }
    expect(mine).toMatchObject({ enrolled: false, progress: "unenrolled" })
    // Not enrolled any more: a second unenrolment is a rule's refusal; the admin may enrol again.
    expect(await send("adm", "POST", "enrolments/K-AS:u3/unenrol")).toMatchObject({ status: 422, body: { code: "enrolment.not_enrolled" } })
    expect(await send("adm", "POST", "courses/K-AS/enrolments", { userId: "u3" })).toMatchObject({ status: 200, body: { enrolled: true } })
  })

  it("unenrols from an open course too (the learner's own enrolment)", async () => {
    expect(await send("sup", "POST", "enrolments/K-NB:u2/unenrol")).toMatchObject({ status: 200, body: { id: "K-NB:u2", status: "unenrolled" } })
  })

  it("is an admin's: an auditor of the learner's country is 403, as on the other learning commands", async () => {
    execute(s.programme, "RegisterAccount", { userId: "aud-br", country: "BR", document: "935.411.347-80", email: "auditoria@example.com.br", fullName: "Beatriz Auditora", birthday: "1990-03-03", role: "auditor" })
    execute(s.programme, "ApproveAccount", { userId: "aud-br" })
    const before = s.programme.log.lastPosition()
    expect(await send("aud-br", "POST", "enrolments/K-PDF:u2/unenrol")).toMatchObject({ status: 403, body: { code: "auth.forbidden" } })
    expect(await send("aud-br", "POST", "courses/K-AS/enrolments", { userId: "u1" })).toMatchObject({ status: 403, body: { code: "auth.forbidden" } })
    expect(await send("aud-br", "POST", "courses/K-AS/archive")).toMatchObject({ status: 403, body: { code: "auth.forbidden" } })
    expect(s.programme.log.lastPosition()).toBe(before)
  })

  it("acts on the admin's own country only: another country's learner and an unknown enrolment are 404; a learner's token 403", async () => {
    const before = s.programme.log.lastPosition()
    expect(await send("adm-ar", "POST", "enrolments/K-PDF:u2/unenrol")).toMatchObject({ status: 404, body: { code: "http.not_found" } })
    expect(await send("adm", "POST", "enrolments/K-PDF:ar1/unenrol")).toMatchObject({ status: 404, body: { code: "http.not_found" } })
    expect(await send("adm", "POST", "enrolments/nope:u1/unenrol")).toMatchObject({ status: 404, body: { code: "http.not_found" } })
    expect(await send("ar1", "POST", "enrolments/K-PDF:ar1/unenrol")).toMatchObject({ status: 403, body: { code: "auth.forbidden" } })
    expect(s.programme.log.lastPosition()).toBe(before)
    expect(await send("adm-ar", "POST", "enrolments/K-PDF:ar1/unenrol")).toMatchObject({ status: 200, body: { id: "K-PDF:ar1", status: "unenrolled" } })
  })
})

describe("learning command routes under arbitrary input", () => {
  const ids = fc.oneof(fc.constantFrom("K-AS", "K-DR", "K-NB", "u1", "u3", "ar1", ""), fc.string())
  const bodies = fc.oneof(fc.jsonValue().map((b) => JSON.stringify(b)), fc.string(), fc.record({ userId: fc.oneof(ids, fc.jsonValue()) }, { requiredKeys: [] }).map((b) => JSON.stringify(b)))
  const routes = fc.constantFrom("enrolments", "publish", "archive", "unenrol")

  it("never answers 5xx, always the error contract, and appends nothing on a refusal", async () => {
    await fc.assert(
      fc.asyncProperty(ids, routes, bodies, fc.constantFrom("adm", "adm-ar"), async (course, route, body, as) => {
        const before = s.programme.log.lastPosition()
        const path = route === "unenrol" ? `enrolments/${encodeURIComponent(`${course}:${course}`)}/unenrol` : `courses/${encodeURIComponent(course)}/${route}`
        const r = await s.fetch(`/api/admin/${path}`, { as, method: "POST", headers: { "content-type": "application/json" }, body })
        expect(r.status).toBeLessThan(500)
        if (r.status >= 400) {
          expect(Object.keys((await r.json()) as object).sort()).toEqual(["code", "details", "message"])
          expect(s.programme.log.lastPosition()).toBe(before)
        } else await r.arrayBuffer()
      }),
      { numRuns: 60 }
    )
  })

  it("POST /api/admin/courses with any body: no 5xx, nothing appended unless created", async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.jsonValue().map((b) => JSON.stringify(b)), fc.string()), async (body) => {
        const before = s.programme.log.lastPosition()
        const r = await s.fetch("/api/admin/courses", { as: "adm", method: "POST", headers: { "content-type": "application/json" }, body })
        expect(r.status).toBeLessThan(500)
        if (r.status !== 201) expect(s.programme.log.lastPosition()).toBe(before)
        await r.arrayBuffer()
      }),
      { numRuns: 40 }
    )
  })
})
