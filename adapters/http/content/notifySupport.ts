import type { Locale } from "../../../domain/i18n/catalogue.ts"
import type { Outbox } from "../../outbox/Outbox.ts"

/**
 * Where learners' messages go: the support team's mailbox. One address per deployment
 * (`VITRINE_SUPPORT_EMAIL`); the demo's outbox keeps the message for `vitrine outbox` to show.
 */
export const supportAddress = (): string => process.env["VITRINE_SUPPORT_EMAIL"] ?? "suporte@vitrine.example"

interface ContactMessage {
  readonly messageId: string
  readonly userId: string
  readonly fullName: string
  readonly email: string
  readonly country: string
  readonly subject: string
  readonly message: string
  readonly answerBy: string
  /** The learner's language: the team answers in it. */
  readonly locale: Locale
}

/**
 * The message to the support team, in the team's language (pt-BR, the programme's), with who
 * wrote, how to answer them and by when; sent in the transaction's wake, once per message.
 */
export const notifySupport = (outbox: Outbox, m: ContactMessage): void =>
  outbox.send({
    userId: m.userId,
    channel: "email",
    recipient: supportAddress(),
    kind: "contact_message",
    locale: "pt-BR",
    subject: `Vitrine — Fale conosco: ${m.subject}`,
    body: [
      `De: ${m.fullName} <${m.email}> (${m.userId}, ${m.country}, idioma ${m.locale})`,
      `Responder até: ${m.answerBy}`,
      `Mensagem ${m.messageId}:`,
      "",
      m.message
    ].join("\n")
  })
