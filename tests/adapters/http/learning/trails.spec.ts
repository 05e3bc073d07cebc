import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { json } from "../../../support/learnerServer.ts"
import { rightAnswers, startLearningServer } from "../../../support/learningServer.ts"
import type { TestServer } from "../../../support/server.ts"

/**
 * TR-1 lists K-NB then K-MN (neither mandatory, so the trail asks for both); u2 is enrolled in
 * K-NB by the fixture, u1 in neither. Made here: TR-A (K-PDF, which u2 passed) and TR-D (with a
 * draft). The mandatory-course rule is the domain's (tests/domain/learning/trails.spec.ts).
 */
let s: TestServer
beforeAll(async () => {
  s = await startLearningServer()
  // A trail with a draft course (K-DR) is not released to learners.
  const draft = await s.fetch("/api/admin/trails", json("adm", "POST", { id: "TR-D", title: "Rascunho de trilha", courseIds: ["K-PDF", "K-DR"] }))
  expect(draft.status).toBe(201)
  const other = await s.fetch("/api/admin/trails", json("adm", "POST", { id: "TR-A", title: "Atendimento e ação na loja", courseIds: ["K-PDF"] }))
  expect(other.status).toBe(201)
})
afterAll(() => s.close())

type Trail = {
  id: string
  trailId: string
  title: string
  courses: Array<{ courseId: string; title: string; mandatory: boolean; available: boolean; enrolled: boolean; progress: string; grade: number | null; certificateCode: string | null }>
  coursesApproved: number
  courseCount: number
  progress: number
  status: string
}
const trails = async (as: string, query = "") => {
  const r = await s.fetch(`/api/me/trails${query}`, { as })
  expect(r.status).toBe(200)
  return { range: r.headers.get("content-range"), body: (await r.json()) as Array<Trail> }
}
const trail = async (as: string, id = "TR-1") => (await (await s.fetch(`/api/me/trails/${id}`, { as })).json()) as Trail

describe("GET /api/me/trails: my trails, their courses and my progress", () => {
  it("lists the released trails by title with Content-Range, each course in the trail's order with my state", async () => {
    const { range, body } = await trails("u2")
    expect(range).toBe("trails 0-1/2")
    expect(body.map((t) => t.id)).toEqual(["TR-A", "TR-1"])
    const tr1 = body[1]!
    expect(tr1).toEqual({
      id: "TR-1",
      trailId: "TR-1",
      title: "Trilha do vendedor de notebooks",
      courses: [
        { courseId: "K-NB", title: "Processadores para notebooks", mandatory: false, available: true, enrolled: true, progress: "not_started", grade: null, certificateCode: null },
        { courseId: "K-MN", title: "Como vender monitores gamer", mandatory: false, available: true, enrolled: false, progress: "not_enrolled", grade: null, certificateCode: null }
      ],
      coursesApproved: 0,
      courseCount: 2,
      progress: 0,
      status: "in_progress"
    })
  })

  it("shows each learner only their own standing", async () => {
    const mine = await trail("u1")
    expect(mine.status).toBe("not_started")
    expect(mine.courses.map((c) => [c.courseId, c.enrolled, c.progress])).toEqual([["K-NB", false, "not_enrolled"], ["K-MN", false, "not_enrolled"]])
    // u2 approved K-PDF (the fixture): TR-A is approved for u2, not for u1.
    expect((await trail("u2", "TR-A")).status).toBe("approved")
    expect((await trail("u1", "TR-A")).status).toBe("not_started")
  })

  it("follows the courses: half approved, then the whole trail", async () => {
    await s.fetch("/api/me/courses/K-NB/activities/v1/completion", json("u2", "POST", {}))
    const started = (await (await s.fetch("/api/me/attempts", json("u2", "POST", { testId: "T-NB" }))).json()) as { attemptId: string }
    await s.fetch(`/api/me/attempts/${started.attemptId}/submission`, json("u2", "POST", { answers: rightAnswers }))
    const half = await trail("u2")
    expect(half).toMatchObject({ coursesApproved: 1, courseCount: 2, progress: 50, status: "in_progress" })
    expect(half.courses[0]).toMatchObject({ courseId: "K-NB", progress: "approved", grade: 100 })
    expect(half.courses[0]!.certificateCode).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/)
    // K-MN needed K-NB approved: now it opens, and its one pdf approves it.
    expect((await s.fetch("/api/me/courses/K-MN/enrolment", json("u2", "POST", {}))).status).toBe(201)
    await s.fetch("/api/me/courses/K-MN/activities/p1/completion", json("u2", "POST", {}))
    expect(await trail("u2")).toMatchObject({ coursesApproved: 2, progress: 100, status: "approved" })
  })

  it("filters by status and by search, accents and case aside, on the trail's and its courses' titles", async () => {
    expect((await trails("u2", "?status=approved")).body.map((t) => t.id)).toEqual(["TR-A", "TR-1"])
    expect((await trails("u1", "?status=approved")).body).toEqual([])
    expect((await trails("u1", `?${new URLSearchParams({ q: "ACAO NA LOJA" })}`)).body.map((t) => t.id)).toEqual(["TR-A"])
    expect((await trails("u1", `?${new URLSearchParams({ q: "monitores" })}`)).body.map((t) => t.id)).toEqual(["TR-1"])
    const bad = await s.fetch("/api/me/trails?status=done", { as: "u1" })
    expect(bad.status).toBe(400)
  })

  it("pages and sorts as ra-data-simple-rest asks; an unknown sort field is 400 naming sort", async () => {
    const { range, body } = await trails("u1", `?${new URLSearchParams({ sort: '["trailId","DESC"]', range: "[1,1]" })}`)
    expect(range).toBe("trails 1-1/2")
    expect(body.map((t) => t.id)).toEqual(["TR-1"])
    const bad = await s.fetch(`/api/me/trails?${new URLSearchParams({ sort: '["secret","ASC"]' })}`, { as: "u1" })
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { details: { issues: Array<{ path: string }> } }).details.issues[0]!.path).toBe("sort")
  })

  it("answers a trail with a draft course, or an unknown one, 404 trail.not_found in the asker's language", async () => {
    for (const id of ["TR-D", "nope"]) {
      const r = await s.fetch(`/api/me/trails/${id}`, { as: "u1", headers: { "accept-language": "es-ES" } })
      expect(r.status).toBe(404)
      expect(await r.json()).toEqual({ code: "trail.not_found", message: `No encontramos la ruta ${id}.`, details: { trailId: id } })
    }
  })
})
