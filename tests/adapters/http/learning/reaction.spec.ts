import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { json } from "../../../support/learnerServer.ts"
import { rightAnswers, startLearningServer } from "../../../support/learningServer.ts"
import type { TestServer } from "../../../support/server.ts"

/** K-NB: video v1 (blocking), test T-NB on t1, reaction r1; u2 is enrolled by the fixture. */
let s: TestServer
beforeAll(async () => {
  s = await startLearningServer()
})
afterAll(() => s.close())

type Detail = {
  progress: string
  activities: Array<{ activityId: string; completed: boolean; locked: boolean }>
  reaction: { activityId: string; unlocked: boolean; submitted: boolean; waitingFor: Array<string> } | null
}
const detail = async (courseId: string, as = "u2") => (await (await s.fetch(`/api/me/courses/${courseId}`, { as })).json()) as Detail
const react = (as: string, body: unknown, headers: Record<string, string> = {}, courseId = "K-NB") => s.fetch(`/api/me/courses/${courseId}/reaction`, json(as, "POST", body, headers))
const answers = { useful: 5, clear: true, comment: "Ótimo, mas curto", topics: ["cpu", "tdp"] }

describe("the reaction evaluation's unlock rule, in the course detail", () => {
  it("names what it waits for: every other activity not completed, in course order; null for a course without one", async () => {
    expect((await detail("K-NB")).reaction).toEqual({ activityId: "r1", unlocked: false, submitted: false, waitingFor: ["v1", "t1"] })
    expect((await detail("K-PDF")).reaction).toBeNull()
  })

  it("is refused while locked (422 course.activity_locked, in the asker's language), appending nothing", async () => {
    const before = s.programme.log.lastPosition()
    const r = await react("u2", { answers }, { "accept-language": "en-US" })
    expect(r.status).toBe(422)
    expect(await r.json()).toEqual({
      code: "course.activity_locked",
      message: "The activity r1 is still locked: complete v1 first.",
      details: { courseId: "K-NB", activityId: "r1", waitingFor: "v1" }
    })
    expect(s.programme.log.lastPosition()).toBe(before)
  })

  it("waits for the test once the video is done", async () => {
    await s.fetch("/api/me/courses/K-NB/activities/v1/completion", json("u2", "POST", {}))
    expect((await detail("K-NB")).reaction).toMatchObject({ unlocked: false, waitingFor: ["t1"] })
  })
})

describe("POST /api/me/courses/:id/reaction", () => {
  it("once every other activity is done: sent, the activity completed, and the result untouched", async () => {
    const started = (await (await s.fetch("/api/me/attempts", json("u2", "POST", { testId: "T-NB" }))).json()) as { attemptId: string }
    const outcome = (await (await s.fetch(`/api/me/attempts/${started.attemptId}/submission`, json("u2", "POST", { answers: rightAnswers }))).json()) as { courseStatus: string }
    expect(outcome.courseStatus).toBe("approved")
    expect((await detail("K-NB")).reaction).toEqual({ activityId: "r1", unlocked: true, submitted: false, waitingFor: [] })
    const before = s.programme.log.lastPosition()
    const r = await react("u2", { answers }, { "idempotency-key": "reaction-1" })
    expect(r.status).toBe(200)
    const sent = (await r.json()) as Detail
    expect(sent.reaction).toEqual({ activityId: "r1", unlocked: true, submitted: true, waitingFor: [] })
    expect(sent.activities.find((a) => a.activityId === "r1")).toMatchObject({ completed: true, locked: false })
    expect(sent.progress).toBe("approved")
    const events = s.programme.log.readStream("enrolment-K-NB:u2").filter((e) => e.position > before)
    expect(events.map((e) => e.type)).toEqual(["ReactionSubmitted", "ActivityCompleted"])
    expect(events[0]!.data).toMatchObject({ answers })
  })

  it("answers a repeated Idempotency-Key with the first outcome, and a second evaluation 409 enrolment.already_reacted", async () => {
    const position = s.programme.log.lastPosition()
    const again = await react("u2", { answers }, { "idempotency-key": "reaction-1" })
    expect(again.status).toBe(200)
    expect(((await again.json()) as Detail).reaction?.submitted).toBe(true)
    const second = await react("u2", { answers: { useful: 1 } }, { "idempotency-key": "reaction-2" })
    expect(second.status).toBe(409)
    expect(await second.json()).toEqual({
      code: "enrolment.already_reacted",
      message: "A avaliação de reação do curso K-NB já foi enviada.",
      details: { courseId: "K-NB", userId: "u2" }
    })
    expect(s.programme.log.lastPosition()).toBe(position)
  })

  it("is always the token's learner's: a userId in the body changes nothing", async () => {
    // u1 is not enrolled in K-NB: naming u2 (whose evaluation is open to send) does not act for u2.
    const r = await react("u1", { answers, userId: "u2" })
    expect(r.status).toBe(422)
    expect(await r.json()).toMatchObject({ code: "enrolment.not_enrolled", details: { courseId: "K-NB", userId: "u1" } })
  })

  it("refuses a course without a reaction evaluation (422), an unknown course (404) and malformed answers (400 with paths)", async () => {
    const before = s.programme.log.lastPosition()
    const none = await react("u2", { answers }, {}, "K-PDF")
    expect(none.status).toBe(422)
    expect(((await none.json()) as { code: string }).code).toBe("course.no_reaction_evaluation")
    const unknown = await react("u2", { answers }, {}, "nope")
    expect(unknown.status).toBe(404)
    expect(((await unknown.json()) as { code: string }).code).toBe("course.not_found")
    for (const body of [{}, { answers: [] }, { answers: { useful: { nested: 1 } } }, { answers: { "": 1 } }, { answers: { comment: "x".repeat(4001) } }]) {
      const bad = await react("u2", body)
      expect(bad.status, JSON.stringify(body).slice(0, 60)).toBe(400)
      const error = (await bad.json()) as { code: string; details: { issues: Array<{ path: string }> } }
      expect(error.code).toBe("input.invalid")
      expect(error.details.issues.length).toBeGreaterThan(0)
    }
    expect(s.programme.log.lastPosition()).toBe(before)
  })

  it("needs a token (401)", async () => {
    const r = await fetch(`${s.url}/api/me/courses/K-NB/reaction`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ answers }) })
    expect(r.status).toBe(401)
  })
})
