import { Schema } from "effect"
import { Id, ListOf, maxItems } from "../shared/schemas.ts"
import { TestKind } from "../course/events.ts"
import { Question } from "./events.ts"

export class CreateTest extends Schema.TaggedClass<CreateTest>()("CreateTest", {
  testId: Id,
  courseId: Id,
  activityId: Id,
  kind: TestKind,
  maxAttempts: Schema.NullOr(Schema.Int),
  passMark: Schema.Int,
  questionCount: Schema.Int,
  timeLimitSeconds: Schema.optionalKey(Schema.Int),
  questions: ListOf(Question, maxItems.questions)
}) {}
