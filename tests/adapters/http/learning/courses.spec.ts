import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { json } from "../../../support/learnerServer.ts"
import { startLearningServer } from "../../../support/learningServer.ts"
import type { TestServer } from "../../../support/server.ts"

let s: TestServer
beforeAll(async () => {
  s = await startLearningServer()
})
afterAll(() => s.close())

const ids = async (path: string, as = "u2") => {
  const r = await s.fetch(path, { as })
  expect(r.status).toBe(200)
  return ((await r.json()) as Array<{ courseId: string }>).map((c) => c.courseId)
}
const q = (o: Record<string, string>) => `/api/me/courses?${new URLSearchParams(o)}`

describe("GET /api/me/courses: the catalogue", () => {
  it("lists published courses by title with Content-Range; a draft never appears", async () => {
    const r = await s.fetch("/api/me/courses", { as: "u1" })
    expect(r.status).toBe(200)
    expect(r.headers.get("content-range")).toBe("courses 0-4/5")
    const titles = ((await r.json()) as Array<{ title: string; courseId: string }>).map((c) => c.courseId)
    expect(titles).toEqual(["K-PDF", "K-MN", "K-AS", "K-NB", "K-QZ"])
    expect(titles).not.toContain("K-DR")
  })

  it("filters by search (title, description, category, tags), category, tag, progress and enrolment", async () => {
    expect(await ids(q({ q: "NUCLEOS" }))).toEqual(["K-NB"]) // accents and case aside: search.spec.ts
    expect(await ids(q({ q: "núcleos" }))).toEqual(["K-NB"])
    expect(await ids(q({ q: "monitor" }))).toEqual(["K-MN", "K-QZ"])
    expect(await ids(q({ q: "loja" }))).toEqual(["K-AS"])
    expect(await ids(q({ category: "Produtos" }))).toEqual(["K-NB", "K-QZ"])
    expect(await ids(q({ tag: "cpu" }))).toEqual(["K-NB"])
    expect(await ids(q({ progress: "approved" }))).toEqual(["K-PDF"])
    expect(await ids(q({ progress: "not_enrolled" }))).toEqual(["K-MN", "K-AS", "K-QZ"])
    expect(await ids(q({ enrolled: "true" }))).toEqual(["K-PDF", "K-NB"])
    expect(await ids(q({ enrolled: "false" }))).toEqual(["K-MN", "K-AS", "K-QZ"])
  })

  it("pages and sorts as ra-data-simple-rest asks; an unknown sort field is 400 input.invalid naming sort", async () => {
    const r = await s.fetch(q({ range: "[1,2]", sort: '["workloadHours","DESC"]' }), { as: "u2" })
    expect(r.headers.get("content-range")).toBe("courses 1-2/5")
    expect(((await r.json()) as Array<{ courseId: string }>).map((c) => c.courseId)).toEqual(["K-MN", "K-AS"])
    const bad = await s.fetch(q({ sort: '["password","ASC"]' }), { as: "u2" })
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { details: { issues: Array<{ path: string }> } }).details.issues[0]!.path).toBe("sort")
  })

  it("shows my progress, grade and certificate code and nobody else's", async () => {
    const mine = (await (await s.fetch(q({ progress: "approved" }), { as: "u2" })).json()) as Array<{ certificateCode: string | null }>
    expect(mine[0]!.certificateCode).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/)
    expect(await ids(q({ progress: "approved" }), "u1")).toEqual([])
  })
})

describe("GET /api/me/courses/:id: activities and their lock state", () => {
  it("locks what follows a blocking activity not completed, and the reaction until every other activity is done", async () => {
    const r = await s.fetch("/api/me/courses/K-NB", { as: "u2" })
    const course = (await r.json()) as { activities: Array<{ activityId: string; locked: boolean; waitingFor: string | null; testId: string | null }> }
    expect(course.activities.map((a) => [a.activityId, a.locked, a.waitingFor, a.testId])).toEqual([
      ["v1", false, null, null],
      ["t1", true, "v1", "T-NB"],
      ["r1", true, "v1", null]
    ])
  })

  it("names prerequisites not approved yet", async () => {
    const r = await s.fetch("/api/me/courses/K-MN", { as: "u1" })
    expect(((await r.json()) as { missingPrerequisites: Array<string> }).missingPrerequisites).toEqual(["K-NB"])
  })

  it("answers a draft or unknown course 404 course.not_found, in the asker's language", async () => {
    for (const id of ["K-DR", "nope"]) {
      const r = await s.fetch(`/api/me/courses/${id}`, { as: "u1", headers: { "accept-language": "en-US" } })
      expect(r.status).toBe(404)
      expect(await r.json()).toEqual({ code: "course.not_found", message: `We couldn't find the course ${id}.`, details: { courseId: id } })
    }
  })
})

describe("enrolment and activities as myself", () => {
  it("enrols (201, not started), refuses a second enrolment (409) and unenrols", async () => {
    const r = await s.fetch("/api/me/courses/K-QZ/enrolment", json("u1", "POST", {}))
    expect(r.status).toBe(201)
    expect(await r.json()).toMatchObject({ courseId: "K-QZ", enrolled: true, progress: "not_started" })
    const again = await s.fetch("/api/me/courses/K-QZ/enrolment", json("u1", "POST", {}))
    expect(again.status).toBe(409)
    expect(((await again.json()) as { code: string }).code).toBe("enrolment.already_enrolled")
    const out = await s.fetch("/api/me/courses/K-QZ/enrolment", { as: "u1", method: "DELETE" })
    expect(out.status).toBe(200)
    expect(await out.json()).toMatchObject({ enrolled: false, progress: "unenrolled" })
  })

  it("refuses an assigned course (422 enrolment.assigned_only) and a missing prerequisite (422, localized)", async () => {
    const before = s.programme.log.lastPosition()
    const assigned = await s.fetch("/api/me/courses/K-AS/enrolment", json("u1", "POST", {}))
    expect(assigned.status).toBe(422)
    expect(((await assigned.json()) as { code: string }).code).toBe("enrolment.assigned_only")
    const prereq = await s.fetch("/api/me/courses/K-MN/enrolment", json("u1", "POST", {}))
    expect(prereq.status).toBe(422)
    expect(await prereq.json()).toEqual({
      code: "course.prerequisite_not_approved",
      message: "Para fazer este curso, conclua antes com aprovação o curso K-NB.",
      details: { courseId: "K-MN", prerequisiteId: "K-NB" }
    })
    expect(s.programme.log.lastPosition()).toBe(before)
  })

  it("refuses re-enrolment once approved (409 enrolment.already_approved)", async () => {
    const r = await s.fetch("/api/me/courses/K-PDF/enrolment", json("u2", "POST", {}))
    expect(r.status).toBe(409)
    expect(((await r.json()) as { code: string }).code).toBe("enrolment.already_approved")
  })

  it("completes an activity; a test behind a blocking activity not done cannot start (422 course.activity_locked)", async () => {
    await s.fetch("/api/me/courses/K-NB/enrolment", json("u1", "POST", {}))
    const locked = await s.fetch("/api/me/attempts", json("u1", "POST", { testId: "T-NB" }))
    expect(locked.status).toBe(422)
    expect(((await locked.json()) as { code: string; details: unknown }).details).toEqual({ courseId: "K-NB", activityId: "t1", waitingFor: "v1" })
    const test = await s.fetch("/api/me/courses/K-NB/activities/t1/completion", json("u1", "POST", {}))
    expect(((await test.json()) as { code: string }).code).toBe("course.activity_completes_otherwise")
    const done = await s.fetch("/api/me/courses/K-NB/activities/v1/completion", json("u1", "POST", {}))
    expect(done.status).toBe(200)
    const course = (await done.json()) as { progress: string; activities: Array<{ activityId: string; completed: boolean; locked: boolean; waitingFor: string | null }> }
    expect(course.progress).toBe("in_progress")
    expect(course.activities.map((a) => [a.activityId, a.completed, a.locked, a.waitingFor])).toEqual([
      ["v1", true, false, null],
      ["t1", false, false, null],
      ["r1", false, true, "t1"]
    ])
  })

  it("refuses an activity before enrolment (422 enrolment.not_enrolled)", async () => {
    const r = await s.fetch("/api/me/courses/K-NB/activities/v1/completion", json("u3", "POST", {}))
    expect(r.status).toBe(422)
    expect(((await r.json()) as { code: string }).code).toBe("enrolment.not_enrolled")
  })

  it("answers a repeated Idempotency-Key with the first outcome and appends nothing more", async () => {
    const first = await s.fetch("/api/me/courses/K-PDF/enrolment", json("u3", "POST", {}, { "idempotency-key": "enrol-1" }))
    expect(first.status).toBe(201)
    const position = s.programme.log.lastPosition()
    const again = await s.fetch("/api/me/courses/K-PDF/enrolment", json("u3", "POST", {}, { "idempotency-key": "enrol-1" }))
    expect(again.status).toBe(201)
    expect(s.programme.log.lastPosition()).toBe(position)
  })
})
