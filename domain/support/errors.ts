import { Schema } from "effect"

/** A message id is used once: a second message under it would overwrite what support read. */
export class ContactMessageExists extends Schema.TaggedError<ContactMessageExists>()("ContactMessageExists", { messageId: Schema.String }) {
  get code() { return "support.message_already_sent" as const }
}
