import { useQuery } from "@tanstack/react-query"
import { apiPaths } from "../../../config/paths.ts"
import { api } from "../../../lib/api-client.ts"
import type { Survey } from "./getSurveys.ts"

/** `GET /api/me/surveys/:id`: one of my surveys with its questions. */
export const useSurvey = (surveyId: string) => useQuery({ queryKey: ["surveys", surveyId], queryFn: () => api<Survey>(apiPaths.survey(surveyId)) })
