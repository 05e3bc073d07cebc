import { Schema } from "effect"
import { Id } from "../shared/schemas.ts"

const seconds = Schema.Number.check(Schema.isGreaterThanOrEqualTo(0), Schema.isLessThanOrEqualTo(86_400))

/** The player's report of where a learner is in a video or audio activity (every few seconds, on pause and on leaving). */
export class SaveMediaPosition extends Schema.TaggedClass<SaveMediaPosition>()("SaveMediaPosition", {
  courseId: Id,
  userId: Id,
  activityId: Id,
  positionSeconds: seconds,
  /** The media's length as the player read it from the file. */
  durationSeconds: seconds.check(Schema.isGreaterThan(0))
}) {}
