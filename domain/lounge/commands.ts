import { Schema } from "effect"
import { Instant } from "../meetup/commands.ts"
import { CountryCode } from "../rules/countries.ts"
import { Id, NonEmptyText, Text } from "../shared/schemas.ts"

/** What a learner types in the chat or the questions queue: short, as a live chat's lines are. */
export const LoungeText = Schema.String.check(
  Schema.isMinLength(1),
  Schema.isMaxLength(500),
  Schema.makeFilter((s: string) => s.trim().length > 0 || "must not be blank")
)

/** The stream's address: http(s) only, so no `javascript:` link ever reaches a learner's screen. */
export const StreamUrl = Schema.String.check(
  Schema.isMaxLength(2048),
  Schema.makeFilter((s: string) => /^https?:\/\/[^\s]+$/i.test(s) || "must be an http(s) address")
)

/**
 * The lounge of a webinar (DESIGN §4.9), keyed by the webinar's class id: one `lounge-{classId}`
 * stream holds its chat, its questions and its moderation, so a block and a message are judged
 * on the same version.
 */
export class OpenLounge extends Schema.TaggedClass<OpenLounge>()("OpenLounge", {
  classId: Id,
  title: NonEmptyText,
  streamUrl: StreamUrl,
  countryId: CountryCode,
  startsAt: Instant
}) {}
export class CloseLounge extends Schema.TaggedClass<CloseLounge>()("CloseLounge", { classId: Id }) {}

/** A learner's line in the live chat. */
export class PostLoungeMessage extends Schema.TaggedClass<PostLoungeMessage>()("PostLoungeMessage", { classId: Id, messageId: Id, userId: Id, text: LoungeText }) {}
/** A learner's question to the instructor. */
export class AskLoungeQuestion extends Schema.TaggedClass<AskLoungeQuestion>()("AskLoungeQuestion", { classId: Id, questionId: Id, userId: Id, text: LoungeText }) {}

/** The instructor's (an admin's, until the classes bring the instructor role) answer, once. */
export class AnswerLoungeQuestion extends Schema.TaggedClass<AnswerLoungeQuestion>()("AnswerLoungeQuestion", { classId: Id, questionId: Id, answer: LoungeText }) {}

/** Moderation: a hidden line or question leaves every screen; a blocked learner watches but no longer writes. */
export class HideLoungeMessage extends Schema.TaggedClass<HideLoungeMessage>()("HideLoungeMessage", { classId: Id, messageId: Id }) {}
export class HideLoungeQuestion extends Schema.TaggedClass<HideLoungeQuestion>()("HideLoungeQuestion", { classId: Id, questionId: Id }) {}
export class BlockLoungeLearner extends Schema.TaggedClass<BlockLoungeLearner>()("BlockLoungeLearner", { classId: Id, learnerId: Id, reason: Schema.optionalKey(Text) }) {}
export class UnblockLoungeLearner extends Schema.TaggedClass<UnblockLoungeLearner>()("UnblockLoungeLearner", { classId: Id, learnerId: Id }) {}
