import { Schema } from "effect"
import { Id } from "../shared/schemas.ts"
import { TestKind } from "../course/events.ts"

export const Question = Schema.Struct({
  questionId: Id,
  options: Schema.Array(Schema.Struct({ optionId: Id, correct: Schema.Boolean }))
})
export type Question = typeof Question.Type

/** A test or quiz with its question bank; stream `test-<testId>`. */
export class TestCreated extends Schema.TaggedClass<TestCreated>()("TestCreated", {
  testId: Id,
  courseId: Id,
  activityId: Id,
  kind: TestKind,
  /** Null: unlimited. */
  maxAttempts: Schema.NullOr(Schema.Int),
  passMark: Schema.Int,
  questionCount: Schema.Int,
  timeLimitSeconds: Schema.optionalKey(Schema.Int),
  questions: Schema.Array(Question)
}) {}

export type TestEvent = TestCreated
