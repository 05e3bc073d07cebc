import { Schema } from "effect"

const S = Schema.String

/** Only a video or an audio activity has a position to resume. */
export class NotMediaActivity extends Schema.TaggedError<NotMediaActivity>()("NotMediaActivity", { courseId: S, activityId: S }) {
  get code() { return "media.not_media_activity" as const }
}
