import { useMutation, useQueryClient } from "@tanstack/react-query"
import type { SurveyAnswerDone, SurveyAnswers } from "../../../../../domain/api/surveys/learner.ts"
import { apiPaths } from "../../../config/paths.ts"
import { api } from "../../../lib/api-client.ts"
import { meKey } from "../../session/api/getMe.ts"

/**
 * `POST /api/me/surveys/:id/answers`: once accepted, the session is read again, so a mandatory
 * survey answered no longer holds the learner before the home screen. The survey itself is not
 * read again here: the screen keeps its thanks rather than turning into "already answered".
 */
export const useAnswerSurvey = (surveyId: string) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (answers: (typeof SurveyAnswers.Type)["answers"]) =>
      api<typeof SurveyAnswerDone.Type>(apiPaths.surveyAnswers(surveyId), { method: "POST", body: { answers }, idempotent: true }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: meKey }), queryClient.invalidateQueries({ queryKey: ["surveys"], exact: true })])
  })
}
