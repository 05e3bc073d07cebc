import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiSchema } from "effect/http-api"
import { CommandHeaders } from "../me/lists.ts"

/** What the player reports when a round ends (RecordGameRound's fields but the ids of the path and token). */
export const GameRoundReport = Schema.Struct({
  roundId: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(64)),
  score: Schema.Int,
  right: Schema.Int,
  errors: Schema.Int,
  won: Schema.Boolean
}).annotate({ identifier: "GameRoundReport" })

/** A finished round of mine, as my previous results list it. */
export const MyGameRound = Schema.Struct({
  id: Schema.String,
  courseId: Schema.String,
  activityId: Schema.String,
  activityTitle: Schema.NullOr(Schema.String),
  round: Schema.Number,
  score: Schema.Number,
  errors: Schema.Number,
  won: Schema.Boolean,
  recordedAt: Schema.String
}).annotate({ identifier: "MyGameRound" })

export const gameRoundEndpoints = {
  record: HttpApiEndpoint.post("recordMyGameRound", "/api/me/courses/:id/activities/:activityId/game-rounds", {
    params: { id: Schema.String, activityId: Schema.String },
    headers: CommandHeaders,
    payload: GameRoundReport,
    success: MyGameRound.pipe(HttpApiSchema.status(201))
  }),
  /** My rounds of one course's games, latest first (at most the last 100). */
  list: HttpApiEndpoint.get("myGameRounds", "/api/me/courses/:id/game-rounds", { params: { id: Schema.String }, success: Schema.Array(MyGameRound) })
}
