import { Schema } from "effect"

export class TrailAlreadyExists extends Schema.TaggedError<TrailAlreadyExists>()("TrailAlreadyExists", { trailId: Schema.String }) {
  get code() { return "trail.already_exists" as const }
}
/** A trail lists at least one course, each once. */
export class TrailCoursesInvalid extends Schema.TaggedError<TrailCoursesInvalid>()("TrailCoursesInvalid", { trailId: Schema.String }) {
  get code() { return "trail.invalid_courses" as const }
}
/** No such trail, or none a learner may see yet (a trail listing a draft course is not released). */
export class TrailNotFound extends Schema.TaggedError<TrailNotFound>()("TrailNotFound", { trailId: Schema.String }) {
  get code() { return "trail.not_found" as const }
}
