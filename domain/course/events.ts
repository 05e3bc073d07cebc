import { Schema } from "effect"
import { Id, LocalDate, NonEmptyText, Text } from "../shared/schemas.ts"
import { ActivityContent, SupportMaterial } from "./content.ts"

export const EnrolmentType = Schema.Literals(["open", "assigned"])
export type EnrolmentType = typeof EnrolmentType.Type

export const Activity = Schema.Struct({
  activityId: Id,
  title: Schema.optionalKey(Text),
  /** SPEC §3's activity types (pdf, video, scorm, conventional_test, reaction_evaluation, …). */
  type: Id,
  hierarchyOrder: Schema.Int,
  mandatory: Schema.Boolean,
  blocking: Schema.Boolean,
  /** Locked until a class's instructor opens it (DESIGN §4.9); only in a course with classes. */
  instructorAuthorized: Schema.optionalKey(Schema.Boolean),
  /** What the player shows (optional in fixtures: an activity without it shows its title only). */
  content: Schema.optionalKey(ActivityContent)
})
export type Activity = typeof Activity.Type

const draft = {
  courseId: Id,
  title: NonEmptyText,
  description: Schema.optionalKey(Schema.String),
  category: Schema.optionalKey(Text),
  tags: Schema.Array(Text),
  workloadHours: Schema.Number,
  enrolmentType: EnrolmentType,
  prerequisites: Schema.Array(Id),
  deadline: Schema.optionalKey(LocalDate),
  mandatory: Schema.Boolean,
  /** The catalogue's cover image and support materials (uploaded files). */
  coverFileId: Schema.optionalKey(Id),
  supportMaterials: Schema.optionalKey(Schema.Array(SupportMaterial)),
  /** Ordered by hierarchyOrder. */
  activities: Schema.Array(Activity)
}

export class CourseCreated extends Schema.TaggedClass<CourseCreated>()("CourseCreated", draft) {}

/**
 * A draft's new shape, whole. A test attached to an activity the edit removes, or turns into
 * another type than a test, is detached from the course (its stream stays, unused).
 */
export class CourseEdited extends Schema.TaggedClass<CourseEdited>()("CourseEdited", draft) {}

export const TestKind = Schema.Literals(["conventional", "block", "restart", "block_general", "restart_general", "evaluated_quiz", "unevaluated_quiz"])
export type TestKind = typeof TestKind.Type

/** The course's summary of a test attached to one of its activities (the questions live in the test's stream). */
export class TestAttached extends Schema.TaggedClass<TestAttached>()("TestAttached", {
  courseId: Id,
  activityId: Id,
  testId: Id,
  kind: TestKind,
  maxAttempts: Schema.NullOr(Schema.Int),
  passMark: Schema.Int
}) {}

export class CoursePublished extends Schema.TaggedClass<CoursePublished>()("CoursePublished", { courseId: Id }) {}
export class CourseArchived extends Schema.TaggedClass<CourseArchived>()("CourseArchived", { courseId: Id }) {}

export type CourseEvent = CourseCreated | CourseEdited | TestAttached | CoursePublished | CourseArchived
