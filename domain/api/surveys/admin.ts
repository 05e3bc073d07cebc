import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiSchema } from "effect/http-api"
import { AdminRecord } from "../AdminResourcesApi.ts"

const id = { id: Schema.String }

/** One option of a choice question with how many learners chose it. */
export const OptionCount = Schema.Struct({ text: Schema.String, count: Schema.Number })

/** A question's answers: counts per option, and the texts written (essays, justifications). */
export const QuestionResult = Schema.Struct({
  questionId: Schema.String,
  kind: Schema.String,
  text: Schema.String,
  mandatory: Schema.Boolean,
  answered: Schema.Number,
  options: Schema.Array(OptionCount),
  texts: Schema.Array(Schema.String)
})

export const SurveyResults = Schema.Struct({
  id: Schema.String,
  surveyId: Schema.String,
  title: Schema.String,
  status: Schema.String,
  answers: Schema.Number,
  questions: Schema.Array(QuestionResult)
}).annotate({ identifier: "SurveyResults" })

const Csv = Schema.String.pipe(HttpApiSchema.asText({ contentType: "text/csv" }))

/**
 * The console's survey routes besides the `surveys` resource (list, show, create, edit): publish
 * and unpublish by an owner; results and their CSV for its owners and the admins its
 * `permissions` name (another admin: `403 auth.forbidden`).
 */
export const surveyAdminEndpoints = {
  publish: HttpApiEndpoint.post("publishSurvey", "/api/admin/surveys/:id/publish", { params: id, success: AdminRecord }),
  unpublish: HttpApiEndpoint.post("unpublishSurvey", "/api/admin/surveys/:id/unpublish", { params: id, success: AdminRecord }),
  results: HttpApiEndpoint.get("surveyResults", "/api/admin/surveys/:id/results", { params: id, success: SurveyResults }),
  export: HttpApiEndpoint.get("surveyExport", "/api/admin/surveys/:id/export", { params: id, success: Csv })
}
