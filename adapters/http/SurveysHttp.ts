import { Effect } from "effect"
import { HttpServerResponse } from "effect/http"
import { HttpApiBuilder } from "effect/http-api"
import { VitrineApi } from "../../domain/api/Api.ts"
import { CurrentUser } from "../../domain/api/security.ts"
import { answerMySurvey, getMySurvey, listMySurveys } from "./surveys/mySurveys.ts"
import { moveSurvey, surveyExport, surveyResults } from "./surveys/results.ts"

/** Handlers of the surveys (domain/api/SurveysApi.ts): the learner's answers and the console's results. */
export const SurveysHttpLive = HttpApiBuilder.group(VitrineApi, "surveys", (handlers) =>
  handlers
    .handle("mySurveys", () => Effect.flatMap(CurrentUser, listMySurveys))
    .handle("mySurvey", ({ params }) => Effect.flatMap(CurrentUser, (user) => getMySurvey(user, params.id)))
    .handle("answerSurvey", ({ params, payload, headers }) =>
      Effect.flatMap(CurrentUser, (user) => answerMySurvey(user, params.id, payload.answers, headers["idempotency-key"]))
    )
    .handle("publishSurvey", ({ params }) => moveSurvey(params.id, "PublishSurvey"))
    .handle("unpublishSurvey", ({ params }) => moveSurvey(params.id, "UnpublishSurvey"))
    .handle("surveyResults", ({ params }) => surveyResults(params.id))
    .handle("surveyExport", ({ params }) =>
      Effect.map(surveyExport(params.id), (csv) =>
        HttpServerResponse.text(csv, {
          contentType: "text/csv; charset=utf-8",
          headers: { "content-disposition": `attachment; filename="survey-${encodeURIComponent(params.id)}.csv"` }
        })
      )
    )
)
