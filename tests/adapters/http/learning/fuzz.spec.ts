import fc from "fast-check"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { json } from "../../../support/learnerServer.ts"
import { startLearningServer } from "../../../support/learningServer.ts"
import type { TestServer } from "../../../support/server.ts"

/** The learning command routes under arbitrary input: never a 5xx, the error contract, nothing appended on a refusal. */
let s: TestServer
let attemptId: string
beforeAll(async () => {
  s = await startLearningServer()
  await s.fetch("/api/me/courses/K-NB/activities/v1/completion", json("u2", "POST", {}))
  attemptId = ((await (await s.fetch("/api/me/attempts", json("u2", "POST", { testId: "T-NB" }))).json()) as { attemptId: string }).attemptId
})
afterAll(() => s.close())

const runs = { numRuns: 50 }
const maybe = <T>(plausible: fc.Arbitrary<T>) => fc.oneof(plausible, fc.jsonValue())
const ids = fc.oneof(fc.constantFrom("T-NB", "T-QZ", "K-NB", "K-QZ", "n1", "n2", "a", "b", "", " x "), fc.string())
const answers = fc.dictionary(ids, maybe(fc.array(ids, { maxLength: 3 })), { maxKeys: 4 })
const bodyOf = (structured: fc.Arbitrary<unknown>) => fc.oneof(structured.map((b) => JSON.stringify(b)), fc.jsonValue().map((b) => JSON.stringify(b)), fc.string())

const sendAndCheck = async (method: string, path: string, body: string) => {
  const before = s.programme.log.lastPosition()
  const res = await s.fetch(path, { as: "u2", method, headers: { "content-type": "application/json" }, body })
  expect(res.status).toBeLessThan(500)
  if (res.status >= 400) {
    expect(Object.keys((await res.json()) as object).sort()).toEqual(["code", "details", "message"])
    expect(s.programme.log.lastPosition()).toBe(before)
  } else await res.arrayBuffer()
}

describe("learning command routes under arbitrary input", () => {
  it("POST /api/me/attempts", async () => {
    await fc.assert(fc.asyncProperty(bodyOf(fc.record({ testId: maybe(ids) }, { requiredKeys: [] })), (b) => sendAndCheck("POST", "/api/me/attempts", b)), runs)
  })

  it("PUT /api/me/attempts/:id/answers", async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.constant(attemptId), ids), bodyOf(fc.record({ answers: maybe(answers) }, { requiredKeys: [] })), (id, b) =>
        sendAndCheck("PUT", `/api/me/attempts/${encodeURIComponent(id)}/answers`, b)
      ),
      runs
    )
  })

  it("POST /api/me/attempts/:id/submission on another's or an unknown attempt", async () => {
    await fc.assert(
      fc.asyncProperty(ids, bodyOf(fc.record({ answers: maybe(answers) }, { requiredKeys: [] })), (id, b) =>
        sendAndCheck("POST", `/api/me/attempts/${encodeURIComponent(id === attemptId ? "x" : id)}/submission`, b)
      ),
      runs
    )
  })

  it("POST/DELETE /api/me/courses/:id/enrolment and activity completion", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom("POST", "DELETE"), ids, ids, fc.jsonValue().map((b) => JSON.stringify(b)), async (method, course, activity, b) => {
        await sendAndCheck(method, `/api/me/courses/${encodeURIComponent(course)}/enrolment`, b)
        await sendAndCheck("POST", `/api/me/courses/${encodeURIComponent(course)}/activities/${encodeURIComponent(activity)}/completion`, b)
      }),
      runs
    )
  })

  it("POST /api/me/courses/:id/reaction", async () => {
    const reaction = fc.dictionary(fc.oneof(ids, fc.string({ maxLength: 300 })), maybe(fc.oneof(fc.string(), fc.double(), fc.boolean(), fc.array(fc.string(), { maxLength: 3 }))), { maxKeys: 4 })
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.constantFrom("K-NB", "K-PDF"), ids), bodyOf(fc.record({ answers: maybe(reaction) }, { requiredKeys: [] })), (course, b) =>
        sendAndCheck("POST", `/api/me/courses/${encodeURIComponent(course)}/reaction`, b)
      ),
      runs
    )
  })
})

describe("learning lists under arbitrary query strings", () => {
  it("GET /api/me/trails and /api/me/courses: never a 5xx, and a refusal is the error contract", async () => {
    const value = fc.oneof(fc.string(), fc.constantFrom('["title","ASC"]', '["progress","DESC"]', "[0,1]", "[5,0]", "approved", "%", "ação"))
    const query = fc.dictionary(fc.constantFrom("q", "status", "sort", "range", "category", "tag", "progress", "enrolled", "other"), value, { maxKeys: 4 })
    await fc.assert(
      fc.asyncProperty(fc.constantFrom("/api/me/trails", "/api/me/courses"), query, async (path, q) => {
        const res = await s.fetch(`${path}?${new URLSearchParams(q)}`, { as: "u2" })
        expect(res.status).toBeLessThan(500)
        if (res.status >= 400) expect(Object.keys((await res.json()) as object).sort()).toEqual(["code", "details", "message"])
        else expect(res.headers.get("content-range")).toMatch(/^(trails|courses) /)
      }),
      runs
    )
  })
})
