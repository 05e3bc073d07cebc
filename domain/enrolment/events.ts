import { Schema } from "effect"
import { Id } from "../shared/schemas.ts"

const ids = { courseId: Id, userId: Id }

/** A (re-)enrolment starts the course afresh: progress, attempts and outcome are those of this run. */
export class Enrolled extends Schema.TaggedClass<Enrolled>()("Enrolled", { ...ids, assigned: Schema.Boolean }) {}
export class Unenrolled extends Schema.TaggedClass<Unenrolled>()("Unenrolled", ids) {}
export class ActivityCompleted extends Schema.TaggedClass<ActivityCompleted>()("ActivityCompleted", { ...ids, activityId: Id }) {}
/** An attempt of one of the course's tests began: it counts against the test's attempts. */
export class AttemptOpened extends Schema.TaggedClass<AttemptOpened>()("AttemptOpened", { ...ids, testId: Id, attemptId: Id }) {}
/** An attempt's grade, as the enrolment counts it (`improved`: passed before, and higher than the best). */
export class TestGraded extends Schema.TaggedClass<TestGraded>()("TestGraded", {
  ...ids,
  testId: Id,
  attemptId: Id,
  score: Schema.Int,
  passed: Schema.Boolean,
  improved: Schema.Boolean
}) {}
export class CourseApproved extends Schema.TaggedClass<CourseApproved>()("CourseApproved", { ...ids, certificateCode: Id }) {}
/** A graded test failed on its last attempt: reproved (conventional, evaluated quiz), blocked or restarted by its kind. */
export class CourseReproved extends Schema.TaggedClass<CourseReproved>()("CourseReproved", { ...ids, testId: Id }) {}
export class CourseBlocked extends Schema.TaggedClass<CourseBlocked>()("CourseBlocked", { ...ids, testId: Id }) {}
export class CourseRestarted extends Schema.TaggedClass<CourseRestarted>()("CourseRestarted", { ...ids, testId: Id }) {}
export class ReactionSubmitted extends Schema.TaggedClass<ReactionSubmitted>()("ReactionSubmitted", {
  ...ids,
  activityId: Id,
  answers: Schema.Record(Schema.String, Schema.Unknown)
}) {}

export type EnrolmentEvent =
  | Enrolled
  | Unenrolled
  | ActivityCompleted
  | AttemptOpened
  | TestGraded
  | CourseApproved
  | CourseReproved
  | CourseBlocked
  | CourseRestarted
  | ReactionSubmitted
