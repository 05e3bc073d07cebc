import { Schema } from "effect"

const S = Schema.String

export class CourseAlreadyExists extends Schema.TaggedError<CourseAlreadyExists>()("CourseAlreadyExists", { courseId: S }) {
  get code() { return "course.already_exists" as const }
}
export class CourseNotFound extends Schema.TaggedError<CourseNotFound>()("CourseNotFound", { courseId: S }) {
  get code() { return "course.not_found" as const }
}
/** Activities and tests are fixed once published: a new version is a new course. */
export class CourseNotDraft extends Schema.TaggedError<CourseNotDraft>()("CourseNotDraft", { courseId: S, status: S }) {
  get code() { return "course.not_draft" as const }
}
export class CourseNotPublished extends Schema.TaggedError<CourseNotPublished>()("CourseNotPublished", { courseId: S, status: S }) {
  get code() { return "course.not_published" as const }
}
export class NoActivities extends Schema.TaggedError<NoActivities>()("NoActivities", { courseId: S }) {
  get code() { return "course.no_activities" as const }
}
export class DuplicateActivity extends Schema.TaggedError<DuplicateActivity>()("DuplicateActivity", { activityId: S }) {
  get code() { return "course.duplicate_activity" as const }
}
export class UnknownActivity extends Schema.TaggedError<UnknownActivity>()("UnknownActivity", { courseId: S, activityId: S }) {
  get code() { return "course.unknown_activity" as const }
}
export class PrerequisiteNotApproved extends Schema.TaggedError<PrerequisiteNotApproved>()("PrerequisiteNotApproved", { courseId: S, prerequisiteId: S }) {
  get code() { return "course.prerequisite_not_approved" as const }
}
export class DeadlinePassed extends Schema.TaggedError<DeadlinePassed>()("DeadlinePassed", { courseId: S, deadline: S, today: S }) {
  get code() { return "course.deadline_passed" as const }
}
/** A blocking activity before it is not completed, or (the reaction evaluation) another activity is not. */
export class ActivityLocked extends Schema.TaggedError<ActivityLocked>()("ActivityLocked", { courseId: S, activityId: S, waitingFor: S }) {
  get code() { return "course.activity_locked" as const }
}
export class TestMissing extends Schema.TaggedError<TestMissing>()("TestMissing", { courseId: S, activityId: S }) {
  get code() { return "course.test_missing" as const }
}
/** Tests complete through their attempts, the reaction evaluation through SubmitReaction. */
export class CompletesOtherwise extends Schema.TaggedError<CompletesOtherwise>()("CompletesOtherwise", { activityId: S }) {
  get code() { return "course.activity_completes_otherwise" as const }
}
export class NoReactionEvaluation extends Schema.TaggedError<NoReactionEvaluation>()("NoReactionEvaluation", { courseId: S }) {
  get code() { return "course.no_reaction_evaluation" as const }
}
/** An activity's content is not the kind its type plays (a pdf takes a file, a youtube activity a url…). */
export class ContentMismatch extends Schema.TaggedError<ContentMismatch>()("ContentMismatch", { activityId: S, type: S, kind: S }) {
  get code() { return "course.content_mismatch" as const }
}
/** An embed outside DESIGN §4.8's allow-list (YouTube, Vimeo, Wowza, SlideShare; https only). */
export class EmbedNotAllowed extends Schema.TaggedError<EmbedNotAllowed>()("EmbedNotAllowed", { activityId: S, host: S }) {
  get code() { return "course.embed_not_allowed" as const }
}
