import type { Aggregate } from "../shared/decider.ts"
import { streamRef } from "../shared/decider.ts"
import {
  LoungeClosed,
  LoungeLearnerBlocked,
  LoungeLearnerUnblocked,
  LoungeMessageHidden,
  LoungeMessagePosted,
  LoungeOpened,
  LoungeQuestionAnswered,
  LoungeQuestionAsked,
  LoungeQuestionHidden,
  type LoungeEvent
} from "./events.ts"

export interface QuestionState {
  readonly askedBy: string
  readonly answered: boolean
  readonly hidden: boolean
}

export type LoungeState =
  | { readonly exists: false }
  | {
      readonly exists: true
      readonly countryId: string
      readonly closed: boolean
      /** Message ids with whether each is hidden. */
      readonly messages: ReadonlyMap<string, boolean>
      readonly questions: ReadonlyMap<string, QuestionState>
      readonly blocked: ReadonlySet<string>
      /** Each learner's latest lines (messages and questions), epoch ms, for the rate limit. */
      readonly recent: ReadonlyMap<string, ReadonlyArray<number>>
    }

/** Only as many times as the rate limit looks at are kept: the state stays small in a long webinar. */
export const KEPT_TIMES = 10

const wrote = (recent: ReadonlyMap<string, ReadonlyArray<number>>, userId: string, at: string) =>
  new Map(recent).set(userId, [...(recent.get(userId) ?? []), Date.parse(at)].slice(-KEPT_TIMES))

export const evolve = (s: LoungeState, e: LoungeEvent): LoungeState => {
  if (e._tag === "LoungeOpened") {
    return { exists: true, countryId: e.countryId, closed: false, messages: new Map(), questions: new Map(), blocked: new Set(), recent: new Map() }
  }
  if (!s.exists) return s
  switch (e._tag) {
    case "LoungeClosed":
      return { ...s, closed: true }
    case "LoungeMessagePosted":
      return { ...s, messages: new Map(s.messages).set(e.messageId, false), recent: wrote(s.recent, e.userId, e.at) }
    case "LoungeQuestionAsked":
      return { ...s, questions: new Map(s.questions).set(e.questionId, { askedBy: e.userId, answered: false, hidden: false }), recent: wrote(s.recent, e.userId, e.at) }
    case "LoungeQuestionAnswered": {
      const q = s.questions.get(e.questionId)
      return q === undefined ? s : { ...s, questions: new Map(s.questions).set(e.questionId, { ...q, answered: true }) }
    }
    case "LoungeMessageHidden":
      return { ...s, messages: new Map(s.messages).set(e.messageId, true) }
    case "LoungeQuestionHidden": {
      const q = s.questions.get(e.questionId)
      return q === undefined ? s : { ...s, questions: new Map(s.questions).set(e.questionId, { ...q, hidden: true }) }
    }
    case "LoungeLearnerBlocked":
      return { ...s, blocked: new Set(s.blocked).add(e.learnerId) }
    case "LoungeLearnerUnblocked": {
      const blocked = new Set(s.blocked)
      blocked.delete(e.learnerId)
      return { ...s, blocked }
    }
  }
}

/** One stream per webinar's lounge, `lounge-{classId}`: the id the classes' webinar page links to. */
export const Lounge: Aggregate<LoungeState, LoungeEvent> = {
  name: "lounge",
  initialState: { exists: false },
  evolve,
  events: [
    LoungeOpened,
    LoungeClosed,
    LoungeMessagePosted,
    LoungeQuestionAsked,
    LoungeQuestionAnswered,
    LoungeMessageHidden,
    LoungeQuestionHidden,
    LoungeLearnerBlocked,
    LoungeLearnerUnblocked
  ],
  streamOf: (e) => `lounge-${e.classId}`
}

export const lounge = (classId: string) => streamRef(Lounge, classId)
