import { useQuery } from "@tanstack/react-query"
import type { MySurvey, MySurveySummary } from "../../../../../domain/api/surveys/learner.ts"
import { apiPaths } from "../../../config/paths.ts"
import { api } from "../../../lib/api-client.ts"

export type SurveySummary = typeof MySurveySummary.Type
export type Survey = typeof MySurvey.Type
export type Question = Survey["questions"][number]

/** `GET /api/me/surveys`: my client's surveys open now, mandatory first. */
export const useSurveys = () => useQuery({ queryKey: ["surveys"], queryFn: () => api<ReadonlyArray<SurveySummary>>(apiPaths.surveys) })
