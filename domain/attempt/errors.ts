import { Schema } from "effect"

const S = Schema.String
const N = Schema.Number

export class AttemptAlreadyExists extends Schema.TaggedError<AttemptAlreadyExists>()("AttemptAlreadyExists", { attemptId: S }) {
  get code() { return "attempt.already_exists" as const }
}
export class AttemptNotFound extends Schema.TaggedError<AttemptNotFound>()("AttemptNotFound", { attemptId: S }) {
  get code() { return "attempt.not_found" as const }
}
/** One attempt of a test at a time. */
export class AttemptAlreadyOpen extends Schema.TaggedError<AttemptAlreadyOpen>()("AttemptAlreadyOpen", { testId: S, attemptId: S }) {
  get code() { return "attempt.already_open" as const }
}
export class NoAttemptsLeft extends Schema.TaggedError<NoAttemptsLeft>()("NoAttemptsLeft", { testId: S, maxAttempts: N }) {
  get code() { return "attempt.no_attempts_left" as const }
}
export class AttemptClosed extends Schema.TaggedError<AttemptClosed>()("AttemptClosed", { attemptId: S }) {
  get code() { return "attempt.closed" as const }
}
export class AttemptStillRunning extends Schema.TaggedError<AttemptStillRunning>()("AttemptStillRunning", { attemptId: S }) {
  get code() { return "attempt.still_running" as const }
}
export class UnknownQuestion extends Schema.TaggedError<UnknownQuestion>()("UnknownQuestion", { attemptId: S, questionId: S }) {
  get code() { return "attempt.unknown_question" as const }
}
