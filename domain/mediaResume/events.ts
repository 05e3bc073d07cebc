import { Schema } from "effect"
import { Id } from "../shared/schemas.ts"

/** Where a learner stopped in a video or audio activity: the next opening starts there. */
export class MediaPositionSaved extends Schema.TaggedClass<MediaPositionSaved>()("MediaPositionSaved", {
  courseId: Id,
  userId: Id,
  activityId: Id,
  positionSeconds: Schema.Number,
  durationSeconds: Schema.Number
}) {}

export type MediaResumeEvent = MediaPositionSaved
