/**
 * Where messages to people leave (DESIGN §5.2): e-mail, SMS, WhatsApp. A port: the demo's
 * adapter keeps them in a local mailbox (localMailbox.ts) that an operator reads with
 * `vitrine outbox`; a provider's adapter (an SMTP relay, an SMS gateway) implements the same
 * method. `send` is synchronous and joins the caller's transaction when there is one, so a
 * message goes out with the change that asked for it, or not at all.
 */
export type Channel = "email" | "sms" | "whatsapp"

export interface OutgoingMessage {
  /** The account it is about, if any: an erasure deletes the messages of its holder. */
  readonly userId: string | null
  readonly channel: Channel
  /** An e-mail address or a phone number. */
  readonly recipient: string
  /** What it is: `set_password`, `recover_password`, `recovery_code`, `phone_code`. */
  readonly kind: string
  readonly locale: string
  readonly subject: string
  readonly body: string
}

export interface Outbox {
  readonly send: (message: OutgoingMessage) => void
}
