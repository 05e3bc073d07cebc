import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { SCORM_COURSE, SCORM_RESUMING_LEARNER } from "../../../../fixtures/demo/scorm.ts"
import { startDemoServer } from "../../../e2e/learner/support/demoServer.ts"
import type { TestServer } from "../../../support/server.ts"
import { raClient } from "../admin/raClient.ts"

// The console's SCORM attempts (resource `scorm-attempts`) through react-admin's real
// simple-rest client, over the demo: a BR and an AR learner commit to the 2004 module with an
// interaction and an objective, as our package does; each country's admin reads their own learners'.
let s: TestServer
const courseId = SCORM_COURSE.courseId
const page = { page: 1, perPage: 25 }

const enrol = async (user: string) => {
  const r = await s.fetch(`/api/me/courses/${courseId}/enrolment`, { method: "POST", as: user, headers: { "idempotency-key": `scorm-admin-enrol-${user}` } })
  expect(r.status, await r.clone().text()).toBeLessThan(300)
}
const commit = async (user: string, seq: number, values: Record<string, string>, finished = false) => {
  const r = await s.fetch(`/api/me/courses/${courseId}/activities/s2004/scorm/commits`, {
    method: "POST",
    as: user,
    headers: { "content-type": "application/json", "idempotency-key": `scorm-admin-${user}-${seq}` },
    body: JSON.stringify({ seq, values, finished })
  })
  expect(r.status, await r.clone().text()).toBe(200)
}

const br = "br-009"
const ar = "ar-001"
beforeAll(async () => {
  s = await startDemoServer(undefined, { media: true })
  for (const user of [br, ar]) {
    await enrol(user)
    await commit(user, 1, { "cmi.interactions.0.id": "gabinete-escritorio", "cmi.interactions.0.type": "choice", "cmi.interactions.0.learner_response": "compacto", "cmi.interactions.0.result": "correct" })
    await commit(user, 2, { "cmi.interactions.1.id": "monitores", "cmi.objectives.0.id": "estacao-de-trabalho", "cmi.objectives.0.success_status": "passed", "cmi.objectives.0.score.scaled": "0.9", "cmi.completion_status": "completed", "cmi.score.scaled": "0.9", "cmi.session_time": "PT2M30S", "cmi.exit": "normal" }, true)
  }
}, 120_000)
afterAll(() => s.close())

const idOf = (user: string, activityId = "s2004") => `${courseId}:${user}:${activityId}`

describe("SCORM attempts in the console (scorm-attempts)", () => {
  it("lists attempts per learner and activity, filtered by course and learner, both ways sorted", async () => {
    const ra = raClient(s, "admin")
    const list = await ra.getList("scorm-attempts", { pagination: page, sort: { field: "userId", order: "ASC" }, filter: { courseId, userId: [br, SCORM_RESUMING_LEARNER] } })
    expect(list.data.map((r) => r.id)).toEqual([idOf(SCORM_RESUMING_LEARNER, "s12"), idOf(br)])
    expect(list.total).toBe(2)
    const desc = await ra.getList("scorm-attempts", { pagination: page, sort: { field: "userId", order: "DESC" }, filter: { courseId, userId: [br, SCORM_RESUMING_LEARNER] } })
    expect(desc.data.map((r) => r.id)).toEqual([idOf(br), idOf(SCORM_RESUMING_LEARNER, "s12")])
    const none = await ra.getList("scorm-attempts", { pagination: page, sort: { field: "userId", order: "ASC" }, filter: { courseId: "no-such-course" } })
    expect(none.total).toBe(0)
    const many = await ra.getMany("scorm-attempts", { ids: [idOf(br), idOf(ar)] })
    expect(many.data.map((r) => r.id).sort()).toEqual([idOf(ar), idOf(br)])
  })

  it("shows an attempt's status, score, total time and last commit, with its interactions and objectives in index order", async () => {
    const { data } = await raClient(s, "admin").getOne("scorm-attempts", { id: idOf(br) })
    expect(data).toMatchObject({ courseId, courseTitle: SCORM_COURSE.title, activityId: "s2004", packageId: "demo-scorm-2004", userId: br, version: "2004", completion: "completed", success: "passed", score: 90, totalSeconds: 150, commits: 2 })
    expect(typeof data.updatedAt).toBe("string")
    expect(data.interactions).toEqual([
      { id: "gabinete-escritorio", type: "choice", learner_response: "compacto", result: "correct" },
      { id: "monitores" }
    ])
    expect(data.objectives).toEqual([{ id: "estacao-de-trabalho", success_status: "passed", "score.scaled": "0.9" }])
    // The demo's resuming learner: a 1.2 attempt with no interaction yet.
    const resuming = (await raClient(s, "admin").getOne("scorm-attempts", { id: idOf(SCORM_RESUMING_LEARNER, "s12") })).data
    expect(resuming).toMatchObject({ version: "1.2", completion: "incomplete", interactions: [] })
  })

  it("shows a country admin their own country's learners only: another country's attempt is not listed and is 404", async () => {
    const ids = async (as: string) => (await raClient(s, as).getList("scorm-attempts", { pagination: { page: 1, perPage: 100 }, sort: { field: "id", order: "ASC" }, filter: { courseId } })).data.map((r) => r.id)
    expect(await ids("admin-ar")).toEqual([idOf(ar)])
    expect(await ids("admin-mx")).toEqual([])
    expect(await ids("admin")).toEqual(expect.arrayContaining([idOf(ar), idOf(br)]))
    const r = await s.fetch(`/api/admin/scorm-attempts/${encodeURIComponent(idOf(br))}`, { as: "admin-ar" })
    expect(r.status).toBe(404)
    await expect(raClient(s, "admin-ar").getOne("scorm-attempts", { id: idOf(br) })).rejects.toMatchObject({ status: 404 })
  })

  it("refuses a learner's token (403)", async () => {
    expect((await s.fetch("/api/admin/scorm-attempts", { as: br })).status).toBe(403)
  })
})
