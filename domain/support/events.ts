import { Schema } from "effect"
import { CountryCode } from "../rules/countries.ts"
import { Id, LocalDate, NonEmptyText } from "../shared/schemas.ts"

/** A message's text: a few paragraphs. */
export const MessageText = Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(5_000))

/**
 * A learner wrote to the support team (DESIGN §4.10). `country` is the learner's (the inbox of
 * that country's admins); `answerBy` is the date the learner was told, 7 working days of that
 * country later (adapters/support/answerDate.ts).
 */
export class ContactMessageSent extends Schema.TaggedClass<ContactMessageSent>()("ContactMessageSent", {
  messageId: Id,
  userId: Id,
  country: CountryCode,
  subject: NonEmptyText,
  message: MessageText,
  answerBy: LocalDate
}) {}

export type ContactMessageEvent = ContactMessageSent
