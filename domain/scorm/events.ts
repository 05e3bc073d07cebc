import { Schema } from "effect"
import { Id } from "../shared/schemas.ts"

/**
 * A commit of a learner's SCORM attempt (one per enrolment and activity): the values it changed,
 * and the attempt's result after it (`completion`, `success`, `score`, read by outcome.ts).
 * `finished` when the package called LMSFinish/Terminate: the session's time then adds to the total.
 */
export class ScormCommitted extends Schema.TaggedClass<ScormCommitted>()("ScormCommitted", {
  courseId: Id,
  userId: Id,
  activityId: Id,
  packageId: Id,
  version: Schema.Literals(["1.2", "2004"]),
  seq: Schema.Number,
  values: Schema.Record(Schema.String, Schema.String),
  finished: Schema.Boolean,
  completion: Schema.String,
  success: Schema.String,
  score: Schema.NullOr(Schema.Number),
  /** The attempt's total time and next entry after this commit (evolve.ts), so its read model needs no read of its own. */
  totalSeconds: Schema.Number,
  entry: Schema.String
}) {}

export type ScormEvent = ScormCommitted
