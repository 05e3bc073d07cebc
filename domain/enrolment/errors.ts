import { Schema } from "effect"

const S = Schema.String

export class AlreadyEnrolled extends Schema.TaggedError<AlreadyEnrolled>()("AlreadyEnrolled", { courseId: S, userId: S }) {
  get code() { return "enrolment.already_enrolled" as const }
}
export class NotEnrolled extends Schema.TaggedError<NotEnrolled>()("NotEnrolled", { courseId: S, userId: S }) {
  get code() { return "enrolment.not_enrolled" as const }
}
/** Re-enrolment is allowed unless the course is approved. */
export class CourseAlreadyApproved extends Schema.TaggedError<CourseAlreadyApproved>()("CourseAlreadyApproved", { courseId: S, userId: S }) {
  get code() { return "enrolment.already_approved" as const }
}
/** An `assigned` course: only an admin enrols (or unenrols) the learner. */
export class AssignedOnly extends Schema.TaggedError<AssignedOnly>()("AssignedOnly", { courseId: S }) {
  get code() { return "enrolment.assigned_only" as const }
}
export class ReactionAlreadySubmitted extends Schema.TaggedError<ReactionAlreadySubmitted>()("ReactionAlreadySubmitted", { courseId: S, userId: S }) {
  get code() { return "enrolment.already_reacted" as const }
}
