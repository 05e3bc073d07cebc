import { Schema } from "effect"
import { Id, Int, ListOf, Text } from "../shared/schemas.ts"
import { SurveyAnswer, SurveyQuestion, surveyTypes } from "./commands.ts"

/** The whole definition, as saved: a replay needs no earlier version to know the survey. */
export class SurveySaved extends Schema.TaggedClass<SurveySaved>()("SurveySaved", {
  surveyId: Id,
  title: Text,
  type: Schema.Literals(surveyTypes),
  startsOn: Schema.String,
  endsOn: Schema.String,
  score: Int,
  mandatory: Schema.Boolean,
  owners: Schema.Array(Id),
  clients: Schema.Array(Id),
  permissions: Schema.Array(Id),
  description: Schema.optionalKey(Text),
  questions: Schema.Array(SurveyQuestion)
}) {}

export class SurveyPublished extends Schema.TaggedClass<SurveyPublished>()("SurveyPublished", { surveyId: Id }) {}
export class SurveyUnpublished extends Schema.TaggedClass<SurveyUnpublished>()("SurveyUnpublished", { surveyId: Id }) {}

export class SurveyAnswered extends Schema.TaggedClass<SurveyAnswered>()("SurveyAnswered", {
  surveyId: Id,
  userId: Id,
  answers: ListOf(SurveyAnswer, 1_000)
}) {}

export type SurveyEvent = SurveySaved | SurveyPublished | SurveyUnpublished
export type SurveyResponseEvent = SurveyAnswered
