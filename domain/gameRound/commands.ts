import { Schema } from "effect"
import { Id } from "../shared/schemas.ts"

const Percent = Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 100 }))
const Count = Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 10_000 }))

/**
 * The player reports a finished round of a game activity (DESIGN §4.11): its score, the errors
 * made and whether it was won. `roundId` is drawn by the player once per round, so a repeat of
 * the same report (a retried request) records nothing more.
 */
export class RecordGameRound extends Schema.TaggedClass<RecordGameRound>()("RecordGameRound", {
  courseId: Id,
  userId: Id,
  activityId: Id,
  roundId: Id,
  score: Percent,
  right: Count,
  errors: Count,
  won: Schema.Boolean
}) {}
