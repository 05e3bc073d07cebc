import { Schema } from "effect"
import { HttpApiEndpoint } from "effect/http-api"
import { CommandHeaders } from "../me/lists.ts"

const params = { id: Schema.String, activityId: Schema.String }

/** A learner's SCORM attempt as the player shows it: where to launch it, and its result so far. */
export const ScormAttemptView = Schema.Struct({
  version: Schema.Literals(["1.2", "2004"]),
  title: Schema.String,
  /** The package's launch page under its signed, expiring path (`/scorm/<packageId>/<token>/…`): the frame sends no token. */
  url: Schema.String,
  /** The last commit kept (0: never launched). */
  seq: Schema.Number,
  completion: Schema.String,
  success: Schema.String,
  score: Schema.NullOr(Schema.Number),
  /** Whether the activity is completed for this learner. */
  completed: Schema.Boolean
}).annotate({ identifier: "ScormAttemptView" })

/** What the runtime posts on LMSCommit/Commit and LMSFinish/Terminate (domain/scorm/commands.ts). */
export const ScormCommitBody = Schema.Struct({
  seq: Schema.Int.check(Schema.isGreaterThan(0)),
  values: Schema.Record(Schema.String.check(Schema.isMaxLength(256)), Schema.String.check(Schema.isMaxLength(70_000))),
  finished: Schema.Boolean
}).annotate({ identifier: "ScormCommitBody" })

const seconds = Schema.Number.check(Schema.isGreaterThanOrEqualTo(0), Schema.isLessThanOrEqualTo(86_400))

export const MediaPositionBody = Schema.Struct({ positionSeconds: seconds, durationSeconds: seconds.check(Schema.isGreaterThan(0)) }).annotate({ identifier: "MediaPositionBody" })

export const MediaPositionView = Schema.Struct({
  positionSeconds: Schema.Number,
  durationSeconds: Schema.NullOr(Schema.Number),
  completed: Schema.Boolean
}).annotate({ identifier: "MediaPositionView" })

export const scormEndpoints = {
  launch: HttpApiEndpoint.get("scormLaunch", "/api/me/courses/:id/activities/:activityId/scorm", { params, success: ScormAttemptView }),
  commit: HttpApiEndpoint.post("scormCommit", "/api/me/courses/:id/activities/:activityId/scorm/commits", {
    params,
    headers: CommandHeaders,
    payload: ScormCommitBody,
    success: ScormAttemptView
  }),
  position: HttpApiEndpoint.get("mediaPosition", "/api/me/courses/:id/activities/:activityId/position", { params, success: MediaPositionView }),
  savePosition: HttpApiEndpoint.put("saveMediaPosition", "/api/me/courses/:id/activities/:activityId/position", {
    params,
    headers: CommandHeaders,
    payload: MediaPositionBody,
    success: MediaPositionView
  })
}
