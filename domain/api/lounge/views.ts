import { Schema } from "effect"
import { LoungeText } from "../../lounge/commands.ts"

/** A chat line as a viewer sees it; `mine` when I wrote it. */
export const LoungeMessageView = Schema.Struct({
  messageId: Schema.String,
  userId: Schema.String,
  authorName: Schema.String,
  mine: Schema.Boolean,
  text: Schema.String,
  at: Schema.String,
  position: Schema.Number
}).annotate({ identifier: "LoungeMessage" })

/** A question of the queue; `answer` once the instructor answered it. */
export const LoungeQuestionView = Schema.Struct({
  questionId: Schema.String,
  userId: Schema.String,
  authorName: Schema.String,
  mine: Schema.Boolean,
  text: Schema.String,
  at: Schema.String,
  position: Schema.Number,
  answer: Schema.NullOr(Schema.String)
}).annotate({ identifier: "LoungeQuestion" })

/**
 * A lounge on first load: the stream (framed only when its host is on the embed allow-list,
 * `embedUrl` null otherwise), the latest chat lines and the visible questions, and where the live
 * stream picks up: `eventsUrl` carries a signed ticket (an EventSource sends no bearer token) and
 * `position`, the last event the page holds, so nothing falls between the load and the stream.
 */
export const LoungeView = Schema.Struct({
  classId: Schema.String,
  title: Schema.String,
  streamUrl: Schema.String,
  embedUrl: Schema.NullOr(Schema.String),
  startsAt: Schema.String,
  status: Schema.Literals(["open", "closed"]),
  me: Schema.String,
  blocked: Schema.Boolean,
  messages: Schema.Array(LoungeMessageView),
  questions: Schema.Array(LoungeQuestionView),
  position: Schema.Number,
  eventsUrl: Schema.String
}).annotate({ identifier: "Lounge" })

/** A fresh ticket for the live stream, when the one in hand has expired. */
export const LoungeStreamTicket = Schema.Struct({ eventsUrl: Schema.String }).annotate({ identifier: "LoungeStreamTicket" })

export const LoungeLine = Schema.Struct({ text: LoungeText }).annotate({ identifier: "LoungeLine" })
export const LoungeAnswer = Schema.Struct({ answer: LoungeText }).annotate({ identifier: "LoungeAnswer" })
export const LoungeBlock = Schema.Struct({ learnerId: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(256)), reason: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(256))) }).annotate({
  identifier: "LoungeBlock"
})
