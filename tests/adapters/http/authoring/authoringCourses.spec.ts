import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { TestServer } from "../../../support/server.ts"
import { logLength, startAdminServer } from "../admin/adminServer.ts"
import { raClient } from "../admin/raClient.ts"

// Editing a draft course through react-admin's own client (PUT /api/admin/courses/:id → EditCourse),
// and building its test (POST /api/admin/tests → CreateTest), on the real server.
let s: TestServer
beforeAll(async () => {
  s = await startAdminServer()
})
afterAll(() => s.close())

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => ({ status: 200, code: "none", said: false }),
    (e: { status: number; body: { code: string; message: string } }) => ({ status: e.status, code: e.body.code, said: e.body.message !== "" })
  )

const activity = (activityId: string, type: string, order: number, extra: Record<string, unknown> = {}) => ({ activityId, title: `Atividade ${activityId}`, type, hierarchyOrder: order, mandatory: true, blocking: false, ...extra })

const draft = (courseId: string) => ({
  courseId,
  title: "Rascunho",
  workloadHours: 1,
  enrolmentType: "open",
  activities: [activity("a1", "html", 1, { content: { kind: "html", html: "<p>Um</p>" } }), activity("a2", "conventional_test", 2), activity("a3", "video", 3)]
})

const question = (questionId: string) => ({ questionId, text: `Pergunta ${questionId}`, options: [{ optionId: "a", text: "Certa", correct: true }, { optionId: "b", text: "Errada", correct: false }] })

describe("a draft course edited with ra-data-simple-rest's update", () => {
  it("answers the record as edited: title, catalogue fields, activities reordered, edited and removed", async () => {
    const ra = raClient(s, "root")
    await ra.create("courses", { data: draft("K-EDIT") })
    const before = (await ra.getOne("courses", { id: "K-EDIT" })).data
    const [a1, a2] = before["activities"] as Array<Record<string, unknown>>
    const data = {
      ...before,
      title: "Rascunho editado",
      description: "Sobre monitores",
      tags: ["monitor", "gamer"],
      activities: [
        { ...a2, hierarchyOrder: 1 },
        { ...a1, hierarchyOrder: 2, title: "Leitura", content: { kind: "html", html: "<p>Dois</p>" } }
      ]
    }
    const updated = await ra.update("courses", { id: "K-EDIT", data, previousData: before })
    expect(updated.data).toMatchObject({ id: "K-EDIT", title: "Rascunho editado", description: "Sobre monitores", tags: ["monitor", "gamer"], status: "draft" })
    const activities = updated.data["activities"] as Array<{ activityId: string; title: string; content?: { html: string } }>
    expect(activities.map((a) => a.activityId)).toEqual(["a2", "a1"])
    expect(activities[1]).toMatchObject({ title: "Leitura", content: { html: "<p>Dois</p>" } })
    expect((await ra.getOne("courses", { id: "K-EDIT" })).data).toMatchObject({ title: "Rascunho editado", tags: ["monitor", "gamer"] })
  })

  it("refuses a published course with course.not_draft and a message, appending nothing", async () => {
    const ra = raClient(s, "root")
    await ra.create("courses", { data: { ...draft("K-PUB"), activities: [activity("a1", "video", 1)] } })
    expect((await s.fetch("/api/admin/courses/K-PUB/publish", { method: "POST", as: "root" })).status).toBe(200)
    const before = (await ra.getOne("courses", { id: "K-PUB" })).data
    const length = logLength(s)
    expect(await refusal(ra.update("courses", { id: "K-PUB", data: { ...before, title: "Outro" }, previousData: before }))).toEqual({ status: 422, code: "course.not_draft", said: true })
    expect(logLength(s)).toBe(length)
  })

  it("answers malformed activities with 400 input.invalid, never a 500", async () => {
    const ra = raClient(s, "root")
    await ra.create("courses", { data: draft("K-BAD") })
    const before = (await ra.getOne("courses", { id: "K-BAD" })).data
    expect(await refusal(ra.update("courses", { id: "K-BAD", data: { ...before, activities: "nenhuma" }, previousData: before }))).toMatchObject({ status: 400, code: "input.invalid" })
    expect(await refusal(ra.update("courses", { id: "K-BAD", data: { ...before, activities: [] }, previousData: before }))).toMatchObject({ status: 422, code: "course.no_activities" })
  })
})

describe("a test built for a draft's test activity", () => {
  it("is created with its question bank, and the course then publishes", async () => {
    const ra = raClient(s, "root")
    await ra.create("courses", { data: draft("K-TEST") })
    const test = { testId: "T-K-TEST", courseId: "K-TEST", activityId: "a2", kind: "conventional", maxAttempts: 2, passMark: 50, questionCount: 2, questions: [question("q1"), question("q2")] }
    const created = await ra.create("tests", { data: test })
    expect(created.data).toMatchObject({ id: "T-K-TEST", courseId: "K-TEST", activityId: "a2", passMark: 50, questionCount: 2, maxAttempts: 2 })
    expect((await s.fetch("/api/admin/courses/K-TEST/publish", { method: "POST", as: "root" })).status).toBe(200)
  })

  it("refuses a pass mark over 100 and a question without a correct option, each with its code", async () => {
    const ra = raClient(s, "root")
    await ra.create("courses", { data: draft("K-TEST2") })
    const test = { testId: "T-K-TEST2", courseId: "K-TEST2", activityId: "a2", kind: "conventional", maxAttempts: null, passMark: 120, questionCount: 1, questions: [question("q1")] }
    expect(await refusal(ra.create("tests", { data: test }))).toEqual({ status: 422, code: "test.invalid_settings", said: true })
    const wrong = { ...question("q1"), options: [{ optionId: "a", text: "x", correct: false }] }
    expect(await refusal(ra.create("tests", { data: { ...test, passMark: 70, questions: [wrong] } }))).toEqual({ status: 422, code: "test.invalid_question", said: true })
  })
})
