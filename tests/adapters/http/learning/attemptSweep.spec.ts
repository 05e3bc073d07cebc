import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { json, learnerFixture, learnerNow } from "../../../support/learnerServer.ts"
import { learningFixture } from "../../../support/learningServer.ts"
import { startTestServer, type TestServer } from "../../../support/server.ts"

/** The server's scheduled work closes an attempt left open past its limit and grace, with no learner command. */
let s: TestServer
let clock = learnerNow
beforeAll(async () => {
  s = await startTestServer({ fixture: [learnerFixture, learningFixture], now: () => clock, attemptSweepMs: 20 })
})
afterAll(() => s.close())

type Attempt = { attemptId: string; open: boolean; closesAt: string; score: number | null; closedBy: string | null }
const read = async (id: string) => (await (await s.fetch(`/api/me/attempts/${id}`, { as: "u2" })).json()) as Attempt
const settle = () => new Promise((resolve) => setTimeout(resolve, 200))

describe("attempts left open past the time limit", () => {
  it("stay open while in time, then are closed and graded by the programme on the answers saved in time", async () => {
    await s.fetch("/api/me/courses/K-NB/activities/v1/completion", json("u2", "POST", {}))
    const started = (await (await s.fetch("/api/me/attempts", json("u2", "POST", { testId: "T-NB" }))).json()) as Attempt
    await s.fetch(`/api/me/attempts/${started.attemptId}/answers`, json("u2", "PUT", { answers: { n1: ["b"], n2: ["a"] } }))
    // At the very end of the grace (10 minutes + 30 s) it is still running: several sweeps leave it open.
    clock = Date.parse(started.closesAt)
    await settle()
    expect(await read(started.attemptId)).toMatchObject({ open: true, score: null })
    clock = Date.parse(started.closesAt) + 1
    let attempt = await read(started.attemptId)
    for (let i = 0; i < 100 && attempt.open; i++) {
      await settle()
      attempt = await read(started.attemptId)
    }
    expect(attempt).toMatchObject({ open: false, score: 67, closedBy: "time_limit" })
    const closing = s.programme.log.readStream(`attempt-${started.attemptId}`).at(-1)!
    expect(closing.type).toBe("AttemptGraded")
    expect((closing.metadata as { actor?: unknown }).actor).toBe("system")
    expect(s.programme.db.prepare("SELECT attempts_used FROM enrolment_tests WHERE user_id = 'u2' AND test_id = 'T-NB'").pluck().get()).toBe(1)
  })
})
