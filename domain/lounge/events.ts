import { Schema } from "effect"
import { CountryCode } from "../rules/countries.ts"
import { Id, Text } from "../shared/schemas.ts"

export class LoungeOpened extends Schema.TaggedClass<LoungeOpened>()("LoungeOpened", {
  classId: Id,
  title: Text,
  streamUrl: Schema.String,
  countryId: CountryCode,
  startsAt: Schema.String
}) {}
export class LoungeClosed extends Schema.TaggedClass<LoungeClosed>()("LoungeClosed", { classId: Id }) {}

/** `at` is the business time it was written: the rate limit counts from it. */
export class LoungeMessagePosted extends Schema.TaggedClass<LoungeMessagePosted>()("LoungeMessagePosted", { classId: Id, messageId: Id, userId: Id, text: Schema.String, at: Schema.String }) {}
export class LoungeQuestionAsked extends Schema.TaggedClass<LoungeQuestionAsked>()("LoungeQuestionAsked", { classId: Id, questionId: Id, userId: Id, text: Schema.String, at: Schema.String }) {}
/** `askedBy` rides along so the asker's screen marks the answer as theirs without a lookup. */
export class LoungeQuestionAnswered extends Schema.TaggedClass<LoungeQuestionAnswered>()("LoungeQuestionAnswered", {
  classId: Id,
  questionId: Id,
  askedBy: Id,
  answer: Schema.String,
  answeredBy: Schema.String
}) {}

export class LoungeMessageHidden extends Schema.TaggedClass<LoungeMessageHidden>()("LoungeMessageHidden", { classId: Id, messageId: Id }) {}
export class LoungeQuestionHidden extends Schema.TaggedClass<LoungeQuestionHidden>()("LoungeQuestionHidden", { classId: Id, questionId: Id }) {}
export class LoungeLearnerBlocked extends Schema.TaggedClass<LoungeLearnerBlocked>()("LoungeLearnerBlocked", { classId: Id, learnerId: Id, reason: Schema.optionalKey(Text) }) {}
export class LoungeLearnerUnblocked extends Schema.TaggedClass<LoungeLearnerUnblocked>()("LoungeLearnerUnblocked", { classId: Id, learnerId: Id }) {}

export type LoungeEvent =
  | LoungeOpened
  | LoungeClosed
  | LoungeMessagePosted
  | LoungeQuestionAsked
  | LoungeQuestionAnswered
  | LoungeMessageHidden
  | LoungeQuestionHidden
  | LoungeLearnerBlocked
  | LoungeLearnerUnblocked
