import { Schema } from "effect"

const S = Schema.String

export class SurveyNotFound extends Schema.TaggedError<SurveyNotFound>()("SurveyNotFound", { surveyId: S }) {
  get code() { return "survey.not_found" as const }
}
/** Only a survey's owners change or publish it (DESIGN §4.10 "owners"). */
export class SurveyNotOwner extends Schema.TaggedError<SurveyNotOwner>()("SurveyNotOwner", { surveyId: S }) {
  get code() { return "survey.not_owner" as const }
}
export class SurveyEndsBeforeStart extends Schema.TaggedError<SurveyEndsBeforeStart>()("SurveyEndsBeforeStart", { startsOn: S, endsOn: S }) {
  get code() { return "survey.ends_before_start" as const }
}
/** A choice question offers two options or more; an essay offers none. */
export class SurveyOptionsRequired extends Schema.TaggedError<SurveyOptionsRequired>()("SurveyOptionsRequired", { questionId: S }) {
  get code() { return "survey.options_required" as const }
}
export class SurveyQuestionRepeated extends Schema.TaggedError<SurveyQuestionRepeated>()("SurveyQuestionRepeated", { questionId: S }) {
  get code() { return "survey.question_repeated" as const }
}
export class SurveyAlreadyPublished extends Schema.TaggedError<SurveyAlreadyPublished>()("SurveyAlreadyPublished", { surveyId: S }) {
  get code() { return "survey.already_published" as const }
}
/** Unpublishing, or answering, a survey that is not published. */
export class SurveyNotPublished extends Schema.TaggedError<SurveyNotPublished>()("SurveyNotPublished", { surveyId: S }) {
  get code() { return "survey.not_published" as const }
}
export class SurveyOutOfDate extends Schema.TaggedError<SurveyOutOfDate>()("SurveyOutOfDate", { surveyId: S, startsOn: S, endsOn: S }) {
  get code() { return "survey.out_of_date" as const }
}
/** The learner is in none of the survey's client companies. */
export class SurveyNotForYou extends Schema.TaggedError<SurveyNotForYou>()("SurveyNotForYou", { surveyId: S }) {
  get code() { return "survey.not_for_you" as const }
}
export class SurveyAlreadyAnswered extends Schema.TaggedError<SurveyAlreadyAnswered>()("SurveyAlreadyAnswered", { surveyId: S }) {
  get code() { return "survey.already_answered" as const }
}
/** A mandatory question left without an answer. */
export class SurveyAnswerRequired extends Schema.TaggedError<SurveyAnswerRequired>()("SurveyAnswerRequired", { questionId: S }) {
  get code() { return "survey.answer_required" as const }
}
/** A choice question answered without any option (SPEC §3: at least one option selected). */
export class SurveyOptionRequired extends Schema.TaggedError<SurveyOptionRequired>()("SurveyOptionRequired", { questionId: S }) {
  get code() { return "survey.option_required" as const }
}
/** An alternatives question takes exactly one option. */
export class SurveyOneOption extends Schema.TaggedError<SurveyOneOption>()("SurveyOneOption", { questionId: S }) {
  get code() { return "survey.one_option" as const }
}
/** An option index the question does not offer, or a question the survey does not have. */
export class SurveyAnswerUnknown extends Schema.TaggedError<SurveyAnswerUnknown>()("SurveyAnswerUnknown", { questionId: S }) {
  get code() { return "survey.answer_unknown" as const }
}
