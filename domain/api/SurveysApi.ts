import { HttpApiGroup } from "effect/http-api"
import { surveyAdminEndpoints as a } from "./surveys/admin.ts"
import { mySurveyEndpoints as m } from "./surveys/learner.ts"
import { Authentication } from "./security.ts"

/**
 * Surveys (DESIGN §4.10): the learner's (`/api/me/surveys…`, always the token's user) and the
 * console's command and results routes. The console's list and editor use the `surveys` admin
 * resource like the others.
 */
export const SurveysApi = HttpApiGroup.make("surveys")
  .add(m.list, m.get, m.answer)
  .add(a.publish, a.unpublish, a.results, a.export)
  .middleware(Authentication)
