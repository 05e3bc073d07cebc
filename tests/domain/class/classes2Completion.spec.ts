import { afterEach, describe, expect, it } from "vitest"
import { ActivityCompleted, ReactionSubmitted } from "../../../domain/enrolment/events.ts"
import { scenario, type Scenario } from "../../support/scenario.ts"
import { classesWorld, move, schedule, subscribe, toOpen } from "./support.ts"

let s: Scenario
afterEach(() => s.close())

// k1: 2026-03-10 19:00–21:00 in Brasília (UTC−3), so it ends at 2026-03-11T00:00Z.
const complete = (activityId: string, extra: Record<string, unknown> = {}, userId = "u1") => ({
  type: "CompleteActivity",
  payload: { courseId: "pc1", userId, activityId, ...extra },
  actor: `user:${userId}`
})
const react = (extra: Record<string, unknown> = {}) => ({ type: "SubmitReaction", payload: { courseId: "pc1", userId: "u1", answers: { q: 5 }, ...extra }, actor: "user:u1" })
const unlock = { type: "UnlockClassActivity", payload: { classId: "k1", activityId: "lab" }, actor: "admin:i1" }

describe("CompleteActivity of an activity the instructor unlocks (DESIGN §4.9)", () => {
  it("is refused until the learner's class has unlocked it, then recorded", () => {
    s = scenario().at("2026-03-10T22:30:00Z").run(...classesWorld, schedule(), ...toOpen(), subscribe("u1"), move("in_progress"))
    s.when(complete("lab")).thenRejects("class.activity_locked", { classId: "", activityId: "lab" })
    s.when(complete("lab", { classId: "k1" })).thenRejects("class.activity_locked", { classId: "k1", activityId: "lab" })
    s.run(unlock)
    s.when(complete("lab", { classId: "k1" })).thenEvents(new ActivityCompleted({ courseId: "pc1", userId: "u1", activityId: "lab" }))
  })

  it("the unlock is the class's: a class of another course, or one I hold no seat in, does not open it", () => {
    s = scenario().at("2026-03-10T22:30:00Z").run(...classesWorld, schedule(), ...toOpen(), subscribe("u1"), unlock)
    s.run({ type: "Enrol", payload: { courseId: "pc1", userId: "u2" }, actor: "user:u2" })
    s.when(complete("lab", { classId: "k1" }, "u2")).thenRejects("class.not_found", { classId: "k1" })
    s.when(complete("lab", { classId: "nope" })).thenRejects("class.not_found", { classId: "nope" })
  })

  it("an activity not waiting for the instructor completes without a class, as before", () => {
    s = scenario().run(...classesWorld, schedule(), ...toOpen(), subscribe("u1"))
    s.when(complete("intro")).thenEvents(new ActivityCompleted({ courseId: "pc1", userId: "u1", activityId: "intro" }))
  })
})

describe("SubmitReaction after a class (DESIGN §4.9)", () => {
  const done = () => scenario().at("2026-03-10T22:30:00Z").run(...classesWorld, schedule(), ...toOpen(), subscribe("u1"), move("in_progress"), unlock, complete("intro"), complete("lab", { classId: "k1" }))

  it("is refused before the class's end time on the server's clock, offered after it", () => {
    s = done()
    s.when(react({ classId: "k1" })).thenRejects("class.reaction_not_yet", { classId: "k1", endsAt: "2026-03-11T00:00:00.000Z" })
    s.at("2026-03-10T23:59:59Z")
    s.when(react({ classId: "k1" })).thenRejects("class.reaction_not_yet")
    s.at("2026-03-11T00:00:00Z")
    const ids = { courseId: "pc1", userId: "u1", activityId: "reaction" }
    s.when(react({ classId: "k1" })).thenEvents(new ReactionSubmitted({ ...ids, answers: { q: 5 } }), new ActivityCompleted(ids))
  })

  it("opens as soon as the instructor moves the class to finished, before its end time", () => {
    s = done().run(move("finished"))
    expect(s.when(react({ classId: "k1" })).events.map((e) => e._tag)).toEqual(["ReactionSubmitted", "ActivityCompleted"])
  })

  it("a canceled class never ends: its reaction stays closed", () => {
    s = done().run(move("canceled")).at("2026-03-12T00:00:00Z")
    s.when(react({ classId: "k1" })).thenRejects("class.reaction_not_yet")
  })
})

describe("SubmitReaction after a recurring class", () => {
  // Weekly, three sessions: 10, 17 and 24 March 19:00–21:00 in Brasília; the last ends 25 March 00:00Z.
  const series = () =>
    scenario()
      .at("2026-03-10T22:30:00Z")
      .run(...classesWorld, schedule({ recurrence: { freq: "weekly", count: 3 } }), ...toOpen(), subscribe("u1"), move("in_progress"), unlock, complete("intro"), complete("lab", { classId: "k1" }))

  it("waits for the end of the last session, not the first", () => {
    s = series().at("2026-03-11T00:00:00Z")
    s.when(react({ classId: "k1" })).thenRejects("class.reaction_not_yet", { classId: "k1", endsAt: "2026-03-25T00:00:00.000Z" })
    s.at("2026-03-25T00:00:00Z")
    expect(s.when(react({ classId: "k1" })).events.map((e) => e._tag)).toEqual(["ReactionSubmitted", "ActivityCompleted"])
  })
})
