import type { Lounge, Message, Question } from "./types.ts"

/** What the page holds of a lounge, moved on by each event of its live stream. */
export interface LiveLounge {
  readonly messages: ReadonlyArray<Message>
  readonly questions: ReadonlyArray<Question>
  readonly blocked: boolean
  readonly closed: boolean
  /** The last event applied: a reconnection resumes after it. */
  readonly position: number
}

export const liveOf = (l: Lounge): LiveLounge => ({ messages: l.messages, questions: l.questions, blocked: l.blocked, closed: l.status === "closed", position: l.position })

/** The chat keeps this many lines: a long webinar's page stays light. */
const keptLines = 300

type Data = Record<string, unknown> & { position: number }
const str = (d: Data, k: string) => String(d[k] ?? "")

/** One event of the stream applied; an event at or before `position` was applied already. */
export const applyEvent = (s: LiveLounge, type: string, d: Data, me: string): LiveLounge => {
  if (d.position <= s.position) return s
  const next = { ...s, position: d.position }
  const line = { userId: str(d, "userId"), authorName: str(d, "authorName"), mine: d["userId"] === me, text: str(d, "text"), at: str(d, "at"), position: d.position }
  switch (type) {
    case "LoungeMessagePosted":
      return { ...next, messages: [...s.messages, { messageId: str(d, "messageId"), ...line }].slice(-keptLines) }
    case "LoungeQuestionAsked":
      return { ...next, questions: [...s.questions, { questionId: str(d, "questionId"), ...line, answer: null }] }
    case "LoungeQuestionAnswered":
      return { ...next, questions: s.questions.map((q) => (q.questionId === d["questionId"] ? { ...q, answer: str(d, "answer") } : q)) }
    case "LoungeMessageHidden":
      return { ...next, messages: s.messages.filter((m) => m.messageId !== d["messageId"]) }
    case "LoungeQuestionHidden":
      return { ...next, questions: s.questions.filter((q) => q.questionId !== d["questionId"]) }
    case "LoungeLearnerBlocked":
      return d["learnerId"] === me ? { ...next, blocked: true } : next
    case "LoungeLearnerUnblocked":
      return d["learnerId"] === me ? { ...next, blocked: false } : next
    case "LoungeClosed":
      return { ...next, closed: true }
    default:
      return next
  }
}

export const eventTypes = [
  "LoungeMessagePosted",
  "LoungeQuestionAsked",
  "LoungeQuestionAnswered",
  "LoungeMessageHidden",
  "LoungeQuestionHidden",
  "LoungeLearnerBlocked",
  "LoungeLearnerUnblocked",
  "LoungeClosed"
] as const
