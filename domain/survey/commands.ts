import { Schema } from "effect"
import { Id, Int, ListOf, LocalDate, maxItems, NonEmptyText, Text } from "../shared/schemas.ts"

/** SPEC §3's five question kinds; the `_justified` ones take a text beside the chosen options. */
export const questionKinds = ["alternatives", "alternatives_justified", "multiple_choice", "multiple_choice_justified", "essay"] as const
export type QuestionKind = (typeof questionKinds)[number]

/** What a survey is for: the console's choice, shown on the learner's screen. */
export const surveyTypes = ["satisfaction", "research", "evaluation"] as const

export const SurveyOption = Schema.Struct({ text: NonEmptyText })

export const SurveyQuestion = Schema.Struct({
  questionId: Id,
  kind: Schema.Literals(questionKinds),
  text: NonEmptyText,
  mandatory: Schema.Boolean,
  /** Choice questions only: at least two (survey.options_required); an essay has none. */
  options: Schema.optionalKey(ListOf(SurveyOption, 50))
})
export type SurveyQuestion = typeof SurveyQuestion.Type

/**
 * Creates a survey or replaces its definition (the console's editor saves it whole). Only its
 * owners change it once it exists; `permissions` names the other admins who may read its answers.
 */
export class SaveSurvey extends Schema.TaggedClass<SaveSurvey>()("SaveSurvey", {
  surveyId: Id,
  title: NonEmptyText,
  type: Schema.Literals(surveyTypes),
  /** Inclusive calendar dates, read in UTC: answers are taken from the first to the last. */
  startsOn: LocalDate,
  endsOn: LocalDate,
  /** Points the survey is worth, shown to the learner (a survey gives no points by itself yet). */
  score: Int.check(Schema.isBetween({ minimum: 0, maximum: 100_000 })),
  /** A mandatory survey comes before the home screen until answered (DESIGN §4.10). */
  mandatory: Schema.Boolean,
  owners: ListOf(Id, maxItems.ids),
  clients: ListOf(Id, maxItems.ids).check(Schema.isMinLength(1)),
  permissions: ListOf(Id, maxItems.ids),
  description: Schema.optionalKey(Text),
  questions: ListOf(SurveyQuestion, maxItems.answers).check(Schema.isMinLength(1))
}) {}

export class PublishSurvey extends Schema.TaggedClass<PublishSurvey>()("PublishSurvey", { surveyId: Id }) {}
export class UnpublishSurvey extends Schema.TaggedClass<UnpublishSurvey>()("UnpublishSurvey", { surveyId: Id }) {}

/** One question's answer: option indexes (0-based) for choice kinds, `text` for an essay or a justification. */
export const SurveyAnswer = Schema.Struct({
  questionId: Id,
  options: Schema.optionalKey(ListOf(Int.check(Schema.isGreaterThanOrEqualTo(0)), 50)),
  text: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(4000)))
})
export type SurveyAnswer = typeof SurveyAnswer.Type

export class AnswerSurvey extends Schema.TaggedClass<AnswerSurvey>()("AnswerSurvey", {
  surveyId: Id,
  userId: Id,
  answers: ListOf(SurveyAnswer, maxItems.answers)
}) {}
