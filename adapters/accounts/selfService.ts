import type Database from "better-sqlite3"
import type { LinkPurpose } from "../../domain/account/selfService.ts"
import { makeLoginLimiter } from "../auth/loginLimiter.ts"
import type { Outbox } from "../outbox/Outbox.ts"
import { makeCodes } from "./codes.ts"
import { makeCooldowns } from "./cooldowns.ts"
import { makeLinks, pathOf } from "./links.ts"
import { composeMessage, messageLocale } from "./messages.ts"
import { makePeople, type Person } from "./people.ts"

export interface SelfServiceOptions {
  readonly db: Database.Database
  readonly outbox: Outbox
  readonly now: () => number
  /**
   * The address links in messages start with. Never the request's Host header: a forged Host
   * would send a victim a link to someone else's site (password-reset poisoning).
   */
  readonly baseUrl: () => string
}

/**
 * Everything self-service keeps outside the log: accounts found by login, links, codes,
 * cooldowns, the limits against abuse, and the outbox its messages leave through.
 */
export const makeSelfService = (o: SelfServiceOptions) => {
  const people = makePeople(o.db)
  const links = makeLinks(o.db, o.now)
  const codes = makeCodes(o.db, o.now)
  return {
    people,
    links,
    codes,
    outbox: o.outbox,
    now: o.now,
    cooldowns: makeCooldowns(),
    /** Sign-ups per address: 10 an hour. */
    signUps: makeLoginLimiter({ limit: 10, windowMs: 60 * 60 * 1000 }),
    /** Recovery and first-access requests, per value asked: 5 in 15 minutes. */
    requests: makeLoginLimiter({ limit: 5 }),
    /** The same per address (an office behind one address asks for several people): 30 in 15 minutes. */
    addresses: makeLoginLimiter({ limit: 30 }),
    /** Wrong codes, per value asked (whether or not an account is behind it): 5 in 15 minutes. */
    wrongCodes: makeLoginLimiter({ limit: 5 }),
    /** Wrong current passwords on a change: 5 in 15 minutes, as logins. */
    wrongPasswords: makeLoginLimiter({ limit: 5 }),
    /** Keeps a drawn link for a person and sends it to their e-mail in their language. */
    sendLink: (person: Person, purpose: LinkPurpose, drawn: { token: string; tokenHash: string }): void => {
      const parts = links.keep(person.userId, purpose, drawn)
      const locale = messageLocale(person.language)
      const text = composeMessage(purpose, locale, { name: person.fullName, link: `${o.baseUrl()}${pathOf(purpose, parts)}` })
      o.outbox.send({ userId: person.userId, channel: "email", recipient: person.email, kind: purpose, locale, ...text })
    },
    /** Issues a code and sends it to a phone by SMS or WhatsApp. */
    sendCode: (person: Person, purpose: "recovery" | "phone", phone: string, channel: "sms" | "whatsapp"): void => {
      const code = codes.issue(person.userId, purpose, phone, channel)
      const locale = messageLocale(person.language)
      const text = composeMessage(purpose === "recovery" ? "recovery_code" : "phone_code", locale, { code })
      o.outbox.send({ userId: person.userId, channel, recipient: phone, kind: purpose === "recovery" ? "recovery_code" : "phone_code", locale, ...text })
    }
  }
}
export type SelfService = ReturnType<typeof makeSelfService>
