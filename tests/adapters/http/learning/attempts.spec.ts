import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { json, learnerNow } from "../../../support/learnerServer.ts"
import { rightAnswers, startLearningServer, wrongAnswers } from "../../../support/learningServer.ts"
import type { TestServer } from "../../../support/server.ts"

let s: TestServer
let now = learnerNow
beforeAll(async () => {
  s = await startLearningServer(() => now)
})
afterAll(() => s.close())

type Attempt = { attemptId: string; open: boolean; questions: Array<{ questionId: string; options: Array<Record<string, unknown>> }>; answers: Record<string, Array<string>>; score: number | null }
type Outcome = Attempt & { result: string; attemptsLeft: number | null; bestScore: number | null; courseStatus: string; passMark: number }

const post = async <A>(as: string, path: string, body: unknown, status: number, key?: string) => {
  const r = await s.fetch(path, json(as, "POST", body, key ? { "idempotency-key": key } : {}))
  const text = await r.text()
  expect(r.status, text).toBe(status)
  return JSON.parse(text) as A
}
const start = (as: string, testId: string) => post<Attempt>(as, "/api/me/attempts", { testId }, 201)
const submit = (as: string, id: string, answers: Record<string, ReadonlyArray<string>>) => post<Outcome>(as, `/api/me/attempts/${id}/submission`, { answers }, 200)

describe("an attempt of a test, as its learner", () => {
  beforeAll(async () => {
    await post("u1", "/api/me/courses/K-NB/enrolment", {}, 201)
    await post("u1", "/api/me/courses/K-NB/activities/v1/completion", {}, 200)
  })

  it("starts with the drawn questions and their options, never which are correct", async () => {
    const attempt = await start("u1", "T-NB")
    expect(attempt.open).toBe(true)
    expect(attempt.questions.map((q) => q.questionId).sort()).toEqual(["n1", "n2", "n3"])
    for (const q of attempt.questions) for (const o of q.options) expect(Object.keys(o).sort()).toEqual(["optionId", "text"])
    expect(JSON.stringify(attempt)).not.toMatch(/correct/)
    // One open attempt per test.
    const twice = await s.fetch("/api/me/attempts", json("u1", "POST", { testId: "T-NB" }))
    expect(twice.status).toBe(409)
    expect(((await twice.json()) as { code: string }).code).toBe("attempt.already_open")
  })

  it("saves answers, refusing a question not drawn (422 attempt.unknown_question), and submits: failed, one attempt left", async () => {
    const [open] = (await (await s.fetch("/api/me/attempts", { as: "u1" })).json()) as Array<{ attemptId: string }>
    const bad = await s.fetch(`/api/me/attempts/${open!.attemptId}/answers`, json("u1", "PUT", { answers: { zz: ["a"] } }))
    expect(bad.status).toBe(422)
    expect(await bad.json()).toEqual({ code: "attempt.unknown_question", message: "A pergunta zz não faz parte desta tentativa.", details: { attemptId: open!.attemptId, questionId: "zz" } })
    const saved = await s.fetch(`/api/me/attempts/${open!.attemptId}/answers`, json("u1", "PUT", { answers: { n1: ["b"] } }))
    expect(((await saved.json()) as Attempt).answers).toEqual({ n1: ["b"] })
    const outcome = await submit("u1", open!.attemptId, { n2: ["b"] })
    expect(outcome).toMatchObject({ open: false, score: 33, result: "failed", attemptsLeft: 1, passMark: 70, courseStatus: "in_progress" })
  })

  it("passes on the last attempt: the course is approved, the certificate is mine and publicly verifiable", async () => {
    const attempt = await start("u1", "T-NB")
    const outcome = await submit("u1", attempt.attemptId, rightAnswers)
    expect(outcome).toMatchObject({ score: 100, result: "passed", attemptsLeft: 0, bestScore: 100, courseStatus: "approved" })
    const certificates = (await (await s.fetch("/api/me/certificates", { as: "u1" })).json()) as Array<{ code: string; courseId: string }>
    expect(certificates.map((c) => c.courseId)).toEqual(["K-NB"])
    const verified = await fetch(`${s.url}/api/certificates/${certificates[0]!.code.toLowerCase()}`)
    expect(verified.status).toBe(200)
    expect(await verified.json()).toMatchObject({ code: certificates[0]!.code, courseTitle: "Processadores para notebooks", holderInitials: expect.stringMatching(/^([A-Z]\. ?)+$/) })
  })

  it("refuses a third attempt (422 attempt.no_attempts_left) — after a pass the count is still 2", async () => {
    const r = await s.fetch("/api/me/attempts", json("u1", "POST", { testId: "T-NB" }))
    expect(r.status).toBe(422)
    expect(((await r.json()) as { code: string }).code).toBe("attempt.no_attempts_left")
  })

  it("lists my results, newest first", async () => {
    const r = await s.fetch("/api/me/attempts", { as: "u1" })
    expect(r.headers.get("content-range")).toBe("attempts 0-1/2")
    expect(((await r.json()) as Array<{ score: number }>).map((a) => a.score)).toEqual([100, 33])
  })
})

describe("unlimited attempts of an evaluated quiz: what each grade means", () => {
  it("passed, improved, kept, failed; attempts left stays null", async () => {
    await post("u3", "/api/me/courses/K-QZ/enrolment", {}, 201)
    const results: Array<[string, number | null, number | null]> = []
    for (const answers of [{ n1: ["b"], n2: ["a"] }, rightAnswers, { n1: ["b"], n2: ["a"] }, wrongAnswers]) {
      const attempt = await start("u3", "T-QZ")
      const o = await submit("u3", attempt.attemptId, answers)
      results.push([o.result, o.attemptsLeft, o.bestScore])
    }
    expect(results).toEqual([
      ["passed", null, 67],
      ["improved", null, 100],
      ["kept", null, 100],
      ["failed", null, 100]
    ])
  })
})

describe("the time limit, server-side", () => {
  it("a save after the limit and its 30-second grace adds nothing; the attempt is graded on what was saved in time", async () => {
    await post("u4", "/api/me/courses/K-NB/enrolment", {}, 201)
    await post("u4", "/api/me/courses/K-NB/activities/v1/completion", {}, 200)
    const attempt = await start("u4", "T-NB")
    await s.fetch(`/api/me/attempts/${attempt.attemptId}/answers`, json("u4", "PUT", { answers: { n1: ["b"] } }))
    now = learnerNow + 630_000 + 1
    try {
      const late = await s.fetch(`/api/me/attempts/${attempt.attemptId}/answers`, json("u4", "PUT", { answers: rightAnswers }))
      const body = (await late.json()) as Attempt & { code?: string }
      const after = (await (await s.fetch(`/api/me/attempts/${attempt.attemptId}`, { as: "u4" })).json()) as Attempt & { closedBy: string }
      expect(after).toMatchObject({ open: false, answers: { n1: ["b"] }, score: 33, closedBy: "time_limit" })
      expect(body.code ?? "saved").toMatch(/^(saved|attempt.closed)$/)
    } finally {
      now = learnerNow
    }
  })

  it("a save at the last millisecond of the grace counts", async () => {
    // T-NB's limit (600 s, plus 30 s of grace), for u2 (enrolled in K-NB by the fixture).
    await post("u2", "/api/me/courses/K-NB/activities/v1/completion", {}, 200)
    const attempt = await start("u2", "T-NB")
    now = learnerNow + 630_000
    try {
      const saved = await s.fetch(`/api/me/attempts/${attempt.attemptId}/answers`, json("u2", "PUT", { answers: rightAnswers }))
      expect(saved.status).toBe(200)
      expect(((await saved.json()) as Attempt).answers).toEqual(rightAnswers)
    } finally {
      now = learnerNow
    }
  })
})
