import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { json } from "../../../support/learnerServer.ts"
import { startLearningServer } from "../../../support/learningServer.ts"
import type { TestServer } from "../../../support/server.ts"
import { adminResourceNames } from "../../../../domain/api/AdminResourcesApi.ts"
import { raClient } from "../admin/raClient.ts"

let s: TestServer
let open: string
beforeAll(async () => {
  s = await startLearningServer()
  await s.fetch("/api/me/courses/K-NB/activities/v1/completion", json("u2", "POST", {}))
  const started = await s.fetch("/api/me/attempts", json("u2", "POST", { testId: "T-NB" }))
  open = ((await started.json()) as { attemptId: string }).attemptId
  await s.fetch(`/api/me/attempts/${open}/answers`, json("u2", "PUT", { answers: { n1: ["b"] } }))
})
afterAll(() => s.close())

const page = { page: 1, perPage: 25 }

/** The learning resources through react-admin's simple-rest client, as the superuser. */
const cases: ReadonlyArray<{ resource: string; sort: string; filter: Record<string, unknown>; expected: ReadonlyArray<string> }> = [
  { resource: "courses", sort: "id", filter: { status: "published", category: "Produtos" }, expected: ["K-NB", "K-QZ"] },
  { resource: "courses", sort: "title", filter: { q: "rascunho" }, expected: ["K-DR"] },
  { resource: "tests", sort: "id", filter: { kind: ["conventional", "evaluated_quiz"] }, expected: ["T-NB", "T-QZ"] },
  { resource: "trails", sort: "id", filter: {}, expected: ["TR-1"] },
  { resource: "enrolments", sort: "id", filter: { userId: "u2" }, expected: ["K-NB:u2", "K-PDF:u2"] },
  { resource: "attempts", sort: "id", filter: { userId: "u2", testId: "T-NB" }, expected: [] },
  { resource: "certificates", sort: "courseId", filter: { userId: ["u2", "ar1"] }, expected: [] }
]

describe("learning admin resources through ra-data-simple-rest", () => {
  for (const c of cases) {
    it(`${c.resource} ${JSON.stringify(c.filter)}: getList both ways, getMany, getOne`, async () => {
      const expected = c.resource === "attempts" ? [open] : c.resource === "certificates" ? certificateIds() : c.expected
      const ra = raClient(s, "sup")
      const list = await ra.getList(c.resource, { pagination: page, sort: { field: c.sort, order: "ASC" }, filter: c.filter })
      expect(list.total).toBe(expected.length)
      expect(list.data.map((r) => r.id)).toEqual(expected)
      const desc = await ra.getList(c.resource, { pagination: page, sort: { field: c.sort, order: "DESC" }, filter: c.filter })
      expect(desc.data.map((r) => r.id)).toEqual([...expected].reverse())
      const many = await ra.getMany(c.resource, { ids: [...expected] })
      expect(many.data.map((r) => r.id).sort()).toEqual([...expected].sort())
      const one = await ra.getOne(c.resource, { id: expected[0]! })
      expect(one.data).toEqual(list.data[0])
    })
  }

  it("answers records with parsed JSON and booleans", async () => {
    const ra = raClient(s, "sup")
    const course = (await ra.getOne("courses", { id: "K-NB" })).data
    expect(course).toMatchObject({ mandatory: false, status: "published", prerequisites: [], enrolled: 1 })
    expect((course.activities as Array<{ activityId: string }>).map((a) => a.activityId)).toEqual(["v1", "t1", "r1"])
    const attempt = (await ra.getOne("attempts", { id: open })).data
    expect(attempt).toMatchObject({ userId: "u2", open: true, answers: { n1: ["b"] }, score: null })
  })
})

const certificateIds = () => s.programme.db.prepare<[], string>("SELECT code FROM certificates WHERE user_id IN ('u2', 'ar1') ORDER BY course_id, code").pluck().all()

describe("country scope: learning records by the learner's country", () => {
  it("shows each country's admin only their learners' enrolments, attempts and certificates; another's id is 404", async () => {
    const idsAs = async (as: string, resource: string) => ((await (await s.fetch(`/api/admin/${resource}?range=[0,99]`, { as })).json()) as Array<{ id: string }>).map((r) => r.id)
    expect(await idsAs("adm-ar", "enrolments")).toEqual(["K-PDF:ar1"])
    expect(await idsAs("adm", "enrolments")).not.toContain("K-PDF:ar1")
    expect(await idsAs("adm-ar", "attempts")).toEqual([])
    expect(await idsAs("adm", "attempts")).toEqual([open])
    const arCertificate = s.programme.db.prepare<[], string>("SELECT code FROM certificates WHERE user_id = 'u2'").pluck().get()!
    expect(await idsAs("adm-ar", "certificates")).not.toContain(arCertificate)
    for (const path of [`attempts/${open}`, "enrolments/K-NB:u2", `certificates/${arCertificate}`]) {
      const r = await s.fetch(`/api/admin/${path}`, { as: "adm-ar" })
      expect(r.status, path).toBe(404)
    }
    // The catalogue has no country: both admins read it.
    expect(await idsAs("adm-ar", "courses")).toContain("K-NB")
  })

  it("refuses a learner's token on every learning resource (403)", async () => {
    for (const r of ["courses", "trails", "tests", "enrolments", "attempts", "certificates"]) {
      const res = await s.fetch(`/api/admin/${r}`, { as: "u2" })
      expect(res.status, r).toBe(403)
    }
  })
})

describe("the correct options of an open attempt", () => {
  it("appear in no admin response either, the event log's included (TestCreated is shown without them)", async () => {
    for (const path of ["attempts", `attempts/${open}`, "tests", "tests/T-NB", "courses/K-NB", "enrolments/K-NB:u2", "events?range=[0,999]"]) {
      const r = await s.fetch(`/api/admin/${path}`, { as: "sup" })
      const text = await r.text()
      expect(r.status, path).toBe(200)
      expect(text, path).not.toMatch(/"correct"/)
    }
  })
})

describe("every admin resource, walked", () => {
  it("no resource, listed whole or read record by record, says which options are correct while an attempt is open", async () => {
    for (const resource of adminResourceNames) {
      const list = await s.fetch(`/api/admin/${resource}?range=[0,999]`, { as: "sup" })
      expect(list.status, resource).toBe(200)
      const text = await list.text()
      expect(text, resource).not.toMatch(/"correct"/)
      for (const record of (JSON.parse(text) as Array<{ id: string | number }>).slice(0, 50)) {
        const one = await s.fetch(`/api/admin/${resource}/${encodeURIComponent(String(record.id))}`, { as: "sup" })
        expect(await one.text(), `${resource}/${record.id}`).not.toMatch(/"correct"/)
      }
    }
  })
})

describe("the event log's TestCreated", () => {
  it("keeps the questions and options, only not which are correct", async () => {
    const r = await s.fetch(`/api/admin/events?filter=${encodeURIComponent(JSON.stringify({ type: "TestCreated", streamId: "test-T-NB" }))}`, { as: "sup" })
    const [event] = (await r.json()) as Array<{ data: { testId: string; questions: Array<{ questionId: string; text: string; options: Array<Record<string, unknown>> }> } }>
    expect(event!.data.testId).toBe("T-NB")
    expect(event!.data.questions.map((q) => q.questionId)).toEqual(["n1", "n2", "n3"])
    expect(event!.data.questions[0]!.options).toEqual([{ optionId: "a", text: "2" }, { optionId: "b", text: "10" }])
  })
})
