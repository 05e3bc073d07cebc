import { Effect } from "effect"
import { randomUUID } from "node:crypto"
import type { ContactRequest } from "../../../domain/api/content/schemas.ts"
import type { Principal } from "../../../domain/api/security.ts"
import { timeZoneOf, type CountryCode } from "../../../domain/rules/countries.ts"
import { localDate } from "../../../domain/rules/dates.ts"
import { messageLocale } from "../../accounts/messages.ts"
import { answerDate, answerWorkingDays } from "../../support/answerDate.ts"
import { idFromKey, madeByCommand, submitAsMe } from "../me/submitAsMe.ts"
import { prepared } from "../statements.ts"
import { ServerContext } from "../ServerContext.ts"
import { notifySupport } from "./notifySupport.ts"

type Row = { messageId: string; subject: string; sentAt: string; answerBy: string }

/**
 * `POST /api/me/contact-messages`: SendContactMessage as myself, with the date the answer is due
 * (7 working days of my country from today there); the support team hears of it through the
 * outbox. `201` with what the learner is told.
 */
export const sendMyContactMessage = (user: Principal, request: typeof ContactRequest.Type, key: string | undefined) =>
  Effect.gen(function* () {
    const { programme, now, selfService } = yield* ServerContext
    const country = user.country as CountryCode
    const messageId = key === undefined ? `contact-${randomUUID()}` : idFromKey("contact", user, key)
    const answerBy = answerDate(country, localDate(now(), timeZoneOf(country)))
    const accepted = yield* submitAsMe(user, "SendContactMessage", { ...request, messageId, country, answerBy }, key)
    const row = prepared(
      programme.db,
      "SELECT message_id AS messageId, subject, sent_at AS sentAt, answer_by AS answerBy FROM contact_messages WHERE message_id = ? AND user_id = ?"
    ).get(messageId, user.userId) as Row | undefined
    const made = yield* madeByCommand(row)
    if (!accepted.repeated) {
      const person = selfService.people.byId(user.userId)
      notifySupport(selfService.outbox, { ...made, message: request.message, country, userId: user.userId, fullName: person?.fullName ?? user.userId, email: person?.email ?? "", locale: messageLocale(person?.language) })
    }
    return { ...made, workingDays: answerWorkingDays }
  })
