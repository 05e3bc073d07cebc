import { Schema } from "effect"
import { Id } from "../shared/schemas.ts"
import { TestKind } from "../course/events.ts"

/** `text` is what the player shows; the rules read only ids and which options are correct. */
export const Question = Schema.Struct({
  questionId: Id,
  text: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(1000))),
  options: Schema.Array(Schema.Struct({ optionId: Id, text: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(1000))), correct: Schema.Boolean }))
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
