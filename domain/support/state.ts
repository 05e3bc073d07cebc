import type { Aggregate } from "../shared/decider.ts"
import { streamRef } from "../shared/decider.ts"
import { ContactMessageSent, type ContactMessageEvent } from "./events.ts"

export interface ContactMessageState {
  readonly sent: boolean
}

/** A contact message (DESIGN §4.10): stream `contact-message-<messageId>`. */
export const ContactMessage: Aggregate<ContactMessageState, ContactMessageEvent> = {
  name: "contact-message",
  initialState: { sent: false },
  evolve: () => ({ sent: true }),
  events: [ContactMessageSent],
  streamOf: (e) => `contact-message-${e.messageId}`
}

export const contactMessage = (messageId: string) => streamRef(ContactMessage, messageId)
