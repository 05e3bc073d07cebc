import type { Aggregate } from "../shared/decider.ts"
import { streamRef } from "../shared/decider.ts"
import type { SurveyQuestion } from "./commands.ts"
import { SurveyAnswered, SurveyPublished, SurveySaved, SurveyUnpublished, type SurveyEvent, type SurveyResponseEvent } from "./events.ts"

/** SPEC §3: saved → published ⇄ unpublished. */
export type SurveyStatus = "saved" | "published" | "unpublished"

export type SurveyState =
  | { readonly exists: false }
  | {
      readonly exists: true
      readonly status: SurveyStatus
      readonly startsOn: string
      readonly endsOn: string
      readonly owners: ReadonlyArray<string>
      readonly clients: ReadonlyArray<string>
      readonly questions: ReadonlyArray<SurveyQuestion>
    }

export const evolve = (s: SurveyState, e: SurveyEvent): SurveyState => {
  switch (e._tag) {
    case "SurveySaved":
      return { exists: true, status: s.exists ? s.status : "saved", startsOn: e.startsOn, endsOn: e.endsOn, owners: e.owners, clients: e.clients, questions: e.questions }
    case "SurveyPublished":
      return s.exists ? { ...s, status: "published" } : s
    case "SurveyUnpublished":
      return s.exists ? { ...s, status: "unpublished" } : s
  }
}

export const Survey: Aggregate<SurveyState, SurveyEvent> = {
  name: "survey",
  initialState: { exists: false },
  evolve,
  events: [SurveySaved, SurveyPublished, SurveyUnpublished],
  streamOf: (e) => `survey-${e.surveyId}`
}

export const survey = (surveyId: string) => streamRef(Survey, surveyId)

/**
 * One learner's answer to one survey, its own stream: answers never contend with each other
 * on the survey's version, and the stream's existence is "already answered".
 */
export const SurveyResponse: Aggregate<{ readonly answered: boolean }, SurveyResponseEvent> = {
  name: "survey_response",
  initialState: { answered: false },
  evolve: () => ({ answered: true }),
  events: [SurveyAnswered],
  streamOf: (e) => `survey_response-${e.surveyId}:${e.userId}`
}

export const surveyResponse = (surveyId: string, userId: string) => streamRef(SurveyResponse, `${surveyId}:${userId}`)
