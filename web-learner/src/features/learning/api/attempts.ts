import { useQuery } from "@tanstack/react-query"
import { api } from "../../../lib/api-client.ts"
import { learningApi } from "./paths.ts"
import type { Attempt, Outcome, Result } from "./types.ts"

export type Answers = Record<string, ReadonlyArray<string>>

/** `GET /api/me/attempts`: my attempts, open ones too (a learner who left mid-attempt resumes it). */
export const useResults = () => useQuery({ queryKey: ["learning", "results"], queryFn: () => api<Array<Result>>(learningApi.results) })

export const startAttempt = (testId: string) => api<Attempt>(learningApi.attempts, { method: "POST", idempotent: true, body: { testId } })
export const getAttempt = (id: string) => api<Attempt>(learningApi.attempt(id))
export const saveAnswers = (id: string, answers: Answers) => api<Attempt>(learningApi.answers(id), { method: "PUT", idempotent: true, body: { answers } })
export const submitAttempt = (id: string, answers: Answers) => api<Outcome>(learningApi.submission(id), { method: "POST", idempotent: true, body: { answers } })
