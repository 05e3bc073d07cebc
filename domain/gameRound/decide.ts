import { Effect } from "effect"
import { defineCommand } from "../shared/decider.ts"
import type { Lookups } from "../lookups.ts"
import { course } from "../course/aggregate.ts"
import { UnknownActivity } from "../course/errors.ts"
import { enrolment } from "../enrolment/aggregate.ts"
import { requireEnrolled, requireRunning } from "../enrolment/guards.ts"
import { NotAGame, RoundAlreadyRecorded, RoundInconsistent } from "../game/errors.ts"
import { RecordGameRound } from "./commands.ts"
import { GameRoundRecorded } from "./events.ts"
import { gameRounds } from "./state.ts"

/** Whether a round's outcome is the one its errors make (DESIGN §4.11): won within the allowance, lost past it. */
const consistent = (won: boolean, errors: number, errorsAllowed: number | null) =>
  won ? errorsAllowed === null || errors <= errorsAllowed : errorsAllowed !== null && errors > errorsAllowed

/**
 * A finished round kept on the server, for the learner's previous results. The same round id
 * again records nothing (the player may retry); with another result it is refused.
 */
export const recordGameRound = defineCommand<RecordGameRound, Lookups>({
  schema: RecordGameRound,
  decide: (c, states) =>
    Effect.gen(function* () {
      const k = yield* requireRunning(c.courseId, states.of(course(c.courseId)), true)
      yield* requireEnrolled(c.courseId, c.userId, states.of(enrolment(c.courseId, c.userId)))
      const activity = k.activities.find((a) => a.activityId === c.activityId)
      if (!activity) return yield* new UnknownActivity({ courseId: c.courseId, activityId: c.activityId })
      if (activity.content?.kind !== "game") return yield* new NotAGame({ activityId: c.activityId })
      const { errorsAllowed } = activity.content.game
      if (!consistent(c.won, c.errors, errorsAllowed)) return yield* new RoundInconsistent({ activityId: c.activityId, errors: c.errors, errorsAllowed })
      const s = states.of(gameRounds(c.courseId, c.userId, c.activityId))
      const before = s.rounds.get(c.roundId)
      const { _tag, ...fields } = c
      if (before) {
        const same = before.score === c.score && before.right === c.right && before.errors === c.errors && before.won === c.won
        return same ? [] : yield* new RoundAlreadyRecorded({ activityId: c.activityId, roundId: c.roundId })
      }
      return [new GameRoundRecorded({ ...fields, round: s.rounds.size + 1 })]
    })
})
