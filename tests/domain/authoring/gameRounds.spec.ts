import { afterEach, describe, expect, it } from "vitest"
import { GameRoundRecorded } from "../../../domain/gameRound/events.ts"
import { demoGame } from "../../../fixtures/demo/learning/games.ts"
import { scenario, type Scenario } from "../../support/scenario.ts"
import { standardProgramme } from "../../support/setup.ts"
import { createCourse, enrol, publish, unenrol } from "../learning/support.ts"

// A finished game round kept on the server (RecordGameRound): consistent with the game's errors, once per round id.
let s: Scenario
afterEach(() => s.close())

const pairs = { ...demoGame("find_pairs").game, errorsAllowed: 2 }
const unlimited = { ...demoGame("true_false").game, errorsAllowed: null }
const course = {
  activities: [
    { activityId: "g1", type: "find_pairs_game", hierarchyOrder: 1, mandatory: true, blocking: false, content: { kind: "game", game: pairs } },
    { activityId: "g2", type: "game", hierarchyOrder: 2, mandatory: true, blocking: false, content: { kind: "game", game: unlimited } },
    { activityId: "v1", type: "video", hierarchyOrder: 3, mandatory: true, blocking: false }
  ]
}
const round = (extra: Record<string, unknown> = {}, userId = "u1") => ({
  type: "RecordGameRound",
  payload: { courseId: "K1", userId, activityId: "g1", roundId: "r-a", score: 80, right: 4, errors: 1, won: true, ...extra },
  actor: `user:${userId}`
})
const playing = () => standardProgramme(scenario()).run(createCourse("K1", course), publish("K1"), enrol("K1"))

describe("RecordGameRound", () => {
  it("records a won round and a lost one, numbered from 1", () => {
    s = playing()
    s.when(round()).thenEvents(new GameRoundRecorded({ courseId: "K1", userId: "u1", activityId: "g1", roundId: "r-a", round: 1, score: 80, right: 4, errors: 1, won: true }))
    s.when(round({ roundId: "r-b", score: 25, right: 1, errors: 3, won: false })).thenEvents(
      new GameRoundRecorded({ courseId: "K1", userId: "u1", activityId: "g1", roundId: "r-b", round: 2, score: 25, right: 1, errors: 3, won: false })
    )
  })

  it("is idempotent: the same round again records nothing; with another result it is refused", () => {
    s = playing().run(round())
    s.when(round()).thenEvents()
    s.when(round({ score: 100, errors: 0 })).thenRejects("game.round_already_recorded", { activityId: "g1", roundId: "r-a" })
  })

  it("refuses a result its errors contradict: won past the allowance, lost within it, lost without a limit", () => {
    s = playing()
    s.when(round({ errors: 3 })).thenRejects("game.round_inconsistent", { activityId: "g1", errors: 3, errorsAllowed: 2 })
    s.when(round({ errors: 2, won: false })).thenRejects("game.round_inconsistent", { activityId: "g1", errors: 2, errorsAllowed: 2 })
    s.when(round({ activityId: "g2", errors: 9, won: false })).thenRejects("game.round_inconsistent", { activityId: "g2", errors: 9, errorsAllowed: null })
    expect(s.when(round({ activityId: "g2", errors: 9, won: true })).events).toHaveLength(1)
  })

  it("takes only a game activity of a course the learner is enrolled in", () => {
    s = playing()
    s.when(round({ activityId: "v1" })).thenRejects("game.not_a_game", { activityId: "v1" })
    s.when(round({ activityId: "zz" })).thenRejects("course.unknown_activity", { courseId: "K1", activityId: "zz" })
    s.run(unenrol("K1"))
    s.when(round()).thenRejects("enrolment.not_enrolled", { courseId: "K1", userId: "u1" })
  })
})
