import { Schema } from "effect"
import { Id } from "../shared/schemas.ts"

/** Chosen options per question id. */
export const Answers = Schema.Record(Schema.String, Schema.Array(Schema.String))
export type Answers = typeof Answers.Type

/** The draw is recorded with its seed, so the attempt can be replayed exactly. */
export class AttemptStarted extends Schema.TaggedClass<AttemptStarted>()("AttemptStarted", {
  attemptId: Id,
  testId: Id,
  courseId: Id,
  userId: Id,
  seed: Schema.Int,
  questionIds: Schema.Array(Id),
  startedAt: Schema.Number,
  /** The time limit plus the 30-second grace (epoch ms); null without a limit. */
  closesAt: Schema.NullOr(Schema.Number)
}) {}

export class AnswersSaved extends Schema.TaggedClass<AnswersSaved>()("AnswersSaved", { attemptId: Id, answers: Answers, savedAt: Schema.Number }) {}

/** `time_limit`: closed on answers saved in time, by whatever command touched it after. */
export class AttemptGraded extends Schema.TaggedClass<AttemptGraded>()("AttemptGraded", {
  attemptId: Id,
  right: Schema.Int,
  drawn: Schema.Int,
  score: Schema.Int,
  passed: Schema.Boolean,
  closedBy: Schema.Literals(["submission", "time_limit"]),
  gradedAt: Schema.Number
}) {}

export type AttemptEvent = AttemptStarted | AnswersSaved | AttemptGraded
