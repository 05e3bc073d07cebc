import { Schema } from "effect"
import { CountryCode } from "../rules/countries.ts"
import { Id, LocalDate, NonEmptyText } from "../shared/schemas.ts"
import { MessageText } from "./events.ts"

/** The learner's own message; the server adds their country and the answer date it computed. */
export class SendContactMessage extends Schema.TaggedClass<SendContactMessage>()("SendContactMessage", {
  messageId: Id,
  userId: Id,
  country: CountryCode,
  subject: NonEmptyText,
  message: MessageText,
  answerBy: LocalDate
}) {}
