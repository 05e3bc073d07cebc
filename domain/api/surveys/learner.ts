import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiSchema } from "effect/http-api"
import { CommandHeaders } from "../me/lists.ts"
import { SurveyAnswer, SurveyQuestion } from "../../survey/commands.ts"
import { ListOf, maxItems } from "../../shared/schemas.ts"

/** A survey as its learner sees it in a list: never its owners, permissions or others' answers. */
export const MySurveySummary = Schema.Struct({
  id: Schema.String,
  surveyId: Schema.String,
  title: Schema.String,
  type: Schema.String,
  startsOn: Schema.String,
  endsOn: Schema.String,
  score: Schema.Number,
  mandatory: Schema.Boolean,
  /** When I answered, or null: one answer per learner. */
  answeredAt: Schema.NullOr(Schema.String)
}).annotate({ identifier: "MySurveySummary" })

export const MySurvey = Schema.Struct({
  ...MySurveySummary.fields,
  description: Schema.NullOr(Schema.String),
  questions: Schema.Array(SurveyQuestion)
}).annotate({ identifier: "MySurvey" })

export const SurveyAnswers = Schema.Struct({ answers: ListOf(SurveyAnswer, maxItems.answers) }).annotate({ identifier: "SurveyAnswers" })

export const SurveyAnswerDone = Schema.Struct({ surveyId: Schema.String, answeredAt: Schema.String }).annotate({ identifier: "SurveyAnswerDone" })

/** The learner's surveys (`/api/me/…`, always the token's user): those of my client companies, published and in date. */
export const mySurveyEndpoints = {
  list: HttpApiEndpoint.get("mySurveys", "/api/me/surveys", { success: Schema.Array(MySurveySummary) }),
  get: HttpApiEndpoint.get("mySurvey", "/api/me/surveys/:id", { params: { id: Schema.String }, success: MySurvey }),
  answer: HttpApiEndpoint.post("answerSurvey", "/api/me/surveys/:id/answers", {
    params: { id: Schema.String },
    headers: CommandHeaders,
    payload: SurveyAnswers,
    success: SurveyAnswerDone.pipe(HttpApiSchema.status(201))
  })
}
