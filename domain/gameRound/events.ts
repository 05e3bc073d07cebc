import { Schema } from "effect"
import { Id } from "../shared/schemas.ts"

/** A finished round kept on the server; `round` counts the learner's rounds of the activity from 1. */
export class GameRoundRecorded extends Schema.TaggedClass<GameRoundRecorded>()("GameRoundRecorded", {
  courseId: Id,
  userId: Id,
  activityId: Id,
  roundId: Id,
  round: Schema.Int,
  score: Schema.Int,
  right: Schema.Int,
  errors: Schema.Int,
  won: Schema.Boolean
}) {}

export type GameRoundEvent = GameRoundRecorded
