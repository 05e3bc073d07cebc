import { Schema } from "effect"

const S = Schema.String
const N = Schema.Number

export class TestAlreadyExists extends Schema.TaggedError<TestAlreadyExists>()("TestAlreadyExists", { testId: S }) {
  get code() { return "test.already_exists" as const }
}
export class TestNotFound extends Schema.TaggedError<TestNotFound>()("TestNotFound", { testId: S }) {
  get code() { return "test.not_found" as const }
}
export class ActivityHasTest extends Schema.TaggedError<ActivityHasTest>()("ActivityHasTest", { activityId: S, testId: S }) {
  get code() { return "test.activity_taken" as const }
}
/** The draw needs as many distinct questions in the bank as each attempt asks. */
export class NotEnoughQuestions extends Schema.TaggedError<NotEnoughQuestions>()("NotEnoughQuestions", { questionCount: N, bank: N }) {
  get code() { return "test.not_enough_questions" as const }
}
/** A question repeated, or with no correct option (nobody could get it right). */
export class InvalidQuestion extends Schema.TaggedError<InvalidQuestion>()("InvalidQuestion", { questionId: S }) {
  get code() { return "test.invalid_question" as const }
}
/** The pass mark is 0–100, attempts at least one (or null: unlimited), a time limit positive. */
export class InvalidTestSettings extends Schema.TaggedError<InvalidTestSettings>()("InvalidTestSettings", { field: S }) {
  get code() { return "test.invalid_settings" as const }
}
