import type { Aggregate } from "../shared/decider.ts"
import { streamRef } from "../shared/decider.ts"
import { AnswersSaved, AttemptGraded, AttemptStarted, type AttemptEvent, type Answers } from "./events.ts"

export type AttemptState =
  | { readonly exists: false }
  | {
      readonly exists: true
      readonly started: Omit<AttemptStarted, "_tag">
      /** Answers saved in time, the latest per question. */
      readonly answers: Answers
      readonly graded: boolean
    }

export const Attempt: Aggregate<AttemptState, AttemptEvent> = {
  name: "attempt",
  initialState: { exists: false },
  evolve: (s, e) => {
    switch (e._tag) {
      case "AttemptStarted": {
        const { _tag, ...started } = e
        return { exists: true, started, answers: {}, graded: false }
      }
      case "AnswersSaved":
        return s.exists ? { ...s, answers: { ...s.answers, ...e.answers } } : s
      case "AttemptGraded":
        return s.exists ? { ...s, graded: true } : s
    }
  },
  events: [AttemptStarted, AnswersSaved, AttemptGraded],
  streamOf: (e) => `attempt-${e.attemptId}`
}

export const attempt = (attemptId: string) => streamRef(Attempt, attemptId)
