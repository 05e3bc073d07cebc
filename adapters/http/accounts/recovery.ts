import { Effect } from "effect"
import type { FirstAccessRequest, RecoveryCodeCheck, RecoveryCodeRequest, RecoveryRequest } from "../../../domain/api/accounts/schemas.ts"
import { CodeAttemptsExceeded, CodeCooldown, CodeInvalid } from "../../../domain/api/accounts/errors.ts"
import { codeLifetimeMs } from "../../../domain/account/selfService.ts"
import { samePhone } from "../../../domain/rules/phones.ts"
import { failureOf } from "../errors.ts"
import { ServerContext } from "../ServerContext.ts"
import { afterAnswer, clientAddress, countAgainst, tooSoon } from "./guards.ts"

// Every answer here is the same whether an account was found or not (DESIGN §5.2): the same
// lookup and the same token drawn and hashed either way; writing a link or a message, the one
// thing only a found account needs, happens after the answer has left.

const accepted = { status: "accepted" as const }
const keyOf = (by: string, value: string) => `${by}:${value.trim().toLowerCase()}`

/** `POST /api/accounts/first-access`: an approved account that never set a password gets a set-password link. */
export const firstAccess = (payload: typeof FirstAccessRequest.Type) =>
  Effect.gen(function* () {
    const { selfService: s, now } = yield* ServerContext
    yield* countAgainst(s.addresses, [yield* clientAddress], now())
    yield* countAgainst(s.requests, [`first-access:${payload.login.trim().toLowerCase()}`], now())
    const drawn = s.links.draw()
    const person = payload.country === undefined ? s.people.find("username", payload.login) : s.people.find("document", payload.login, payload.country)
    yield* afterAnswer(() => {
      if (person !== undefined && person.status === "approved" && !person.hasPassword) s.sendLink(person, "set_password", drawn)
    })
    return accepted
  })

/** `POST /api/accounts/password-recovery`: a recovery link to the account's e-mail. */
export const recoverPassword = (payload: typeof RecoveryRequest.Type) =>
  Effect.gen(function* () {
    const { selfService: s, now } = yield* ServerContext
    yield* countAgainst(s.addresses, [yield* clientAddress], now())
    yield* countAgainst(s.requests, [`recovery:${keyOf(payload.by, payload.value)}`], now())
    const drawn = s.links.draw()
    const person = s.people.find(payload.by, payload.value, payload.country)
    yield* afterAnswer(() => {
      if (person !== undefined && person.status === "approved") s.sendLink(person, "recover_password", drawn)
    })
    return accepted
  })

/**
 * `POST /api/accounts/password-recovery/code`: a code by SMS or WhatsApp, only to the phone
 * registered (SPEC §5). The 300-second cooldown is keyed by what was asked, so it answers
 * alike for an unknown account.
 */
export const sendRecoveryCode = (payload: typeof RecoveryCodeRequest.Type) =>
  Effect.gen(function* () {
    const { selfService: s, now } = yield* ServerContext
    const key = `code:${keyOf(payload.by, payload.value)}`
    const left = s.cooldowns.left(key, now())
    if (left > 0) return yield* tooSoon(new CodeCooldown({ retryAfterSeconds: left }), left)
    yield* countAgainst(s.addresses, [yield* clientAddress], now())
    s.cooldowns.start(key, now())
    // A new code starts a new count of wrong ones (the cooldown bounds how often).
    s.wrongCodes.forget(key)
    const person = s.people.find(payload.by, payload.value, payload.country)
    yield* afterAnswer(() => {
      if (person !== undefined && person.status === "approved" && person.phone !== null && samePhone(payload.phone, person.phone)) {
        s.sendCode(person, "recovery", person.phone, payload.channel)
      }
    })
    return { ...accepted, retryAfterSeconds: s.cooldowns.seconds, expiresInSeconds: codeLifetimeMs / 1000 }
  })

/**
 * `POST /api/accounts/password-recovery/code/verify`: the right code is exchanged for a recovery
 * link. Wrong codes count per value asked (an unknown account's too): past five, `429`.
 */
export const checkRecoveryCode = (payload: typeof RecoveryCodeCheck.Type) =>
  Effect.gen(function* () {
    const { selfService: s, now } = yield* ServerContext
    const key = `code:${keyOf(payload.by, payload.value)}`
    const wait = s.wrongCodes.retryAfter([key], now())
    if (wait !== undefined) return yield* tooSoon(new CodeAttemptsExceeded({}), wait)
    const person = s.people.find(payload.by, payload.value, payload.country)
    const checked = person === undefined ? ({ result: "invalid" } as const) : s.codes.check(person.userId, "recovery", payload.code)
    if (checked.result === "ok" && person !== undefined) {
      s.wrongCodes.forget(key)
      return s.links.keep(person.userId, "recover_password", s.links.draw())
    }
    // A fifth wrong code voids the code but answers as the others did: the limit shows on the next try.
    s.wrongCodes.fail([key], now())
    return yield* failureOf(new CodeInvalid({}))
  })
