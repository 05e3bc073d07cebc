import { Schema } from "effect"

const S = Schema.String

export class LoungeNotFound extends Schema.TaggedError<LoungeNotFound>()("LoungeNotFound", { classId: S }) {
  get code() { return "lounge.not_found" as const }
}
export class LoungeAlreadyExists extends Schema.TaggedError<LoungeAlreadyExists>()("LoungeAlreadyExists", { classId: S }) {
  get code() { return "lounge.already_exists" as const }
}
/** A closed lounge is over: it takes no message, question, answer or moderation. */
export class LoungeClosedError extends Schema.TaggedError<LoungeClosedError>()("LoungeClosedError", { classId: S }) {
  get code() { return "lounge.closed" as const }
}
/** Who may enter is decided by `entryOf` (entry.ts): another country's learner is refused. */
export class LoungeEntryRefused extends Schema.TaggedError<LoungeEntryRefused>()("LoungeEntryRefused", { classId: S }) {
  get code() { return "lounge.entry_refused" as const }
}
/** A learner of the lounge's audience not subscribed to its webinar: the webinar's page subscribes them. */
export class LoungeNotSubscribed extends Schema.TaggedError<LoungeNotSubscribed>()("LoungeNotSubscribed", { classId: S }) {
  get code() { return "lounge.not_subscribed" as const }
}
export class LoungeBlocked extends Schema.TaggedError<LoungeBlocked>()("LoungeBlocked", { classId: S }) {
  get code() { return "lounge.blocked" as const }
}
/** More than `limit` lines in the window: the chat stays readable for everyone. */
export class LoungeTooFast extends Schema.TaggedError<LoungeTooFast>()("LoungeTooFast", { limit: Schema.Number, windowSeconds: Schema.Number, retryAfterSeconds: Schema.Number }) {
  get code() { return "lounge.too_fast" as const }
}
export class LoungeMessageNotFound extends Schema.TaggedError<LoungeMessageNotFound>()("LoungeMessageNotFound", { messageId: S }) {
  get code() { return "loungemessage.not_found" as const }
}
export class LoungeQuestionNotFound extends Schema.TaggedError<LoungeQuestionNotFound>()("LoungeQuestionNotFound", { questionId: S }) {
  get code() { return "loungequestion.not_found" as const }
}
export class LoungeItemAlreadyExists extends Schema.TaggedError<LoungeItemAlreadyExists>()("LoungeItemAlreadyExists", { id: S }) {
  get code() { return "lounge.item_already_exists" as const }
}
export class LoungeQuestionAlreadyAnswered extends Schema.TaggedError<LoungeQuestionAlreadyAnswered>()("LoungeQuestionAlreadyAnswered", { questionId: S }) {
  get code() { return "lounge.question_already_answered" as const }
}
export class LoungeLearnerAlreadyBlocked extends Schema.TaggedError<LoungeLearnerAlreadyBlocked>()("LoungeLearnerAlreadyBlocked", { learnerId: S }) {
  get code() { return "lounge.learner_already_blocked" as const }
}
export class LoungeLearnerNotBlocked extends Schema.TaggedError<LoungeLearnerNotBlocked>()("LoungeLearnerNotBlocked", { learnerId: S }) {
  get code() { return "lounge.learner_not_blocked" as const }
}
