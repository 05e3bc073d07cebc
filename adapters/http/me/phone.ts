import { Effect } from "effect"
import type { Principal } from "../../../domain/api/security.ts"
import type { PhoneVerificationRequest } from "../../../domain/api/accounts/schemas.ts"
import { CodeAttemptsExceeded, CodeCooldown, CodeInvalid, NoPhone } from "../../../domain/api/accounts/errors.ts"
import { InvalidPhone } from "../../../domain/account/errors.ts"
import { codeLifetimeMs } from "../../../domain/account/selfService.ts"
import { isValidPhone, maskPhone, normalizePhone } from "../../../domain/rules/phones.ts"
import { tooSoon } from "../accounts/guards.ts"
import { failureOf } from "../errors.ts"
import { ServerContext } from "../ServerContext.ts"

const cooldownKey = (userId: string) => `phone:${userId}`

/** `GET /api/me/phone`: my phone, whether verified, a change waiting for its code, and the countdown. */
export const myPhone = (user: Principal) =>
  Effect.gen(function* () {
    const { selfService: s, programme, now } = yield* ServerContext
    const row = programme.db
      .prepare<[string], { phone: string | null; verifiedAt: number | null }>("SELECT phone, phone_verified_at AS verifiedAt FROM personal_data WHERE user_id = ?")
      .get(user.userId)
    const pending = s.codes.current(user.userId, "phone")
    const pendingPhone = pending !== undefined && pending.expiresAt > now() && pending.phone !== row?.phone ? pending.phone : null
    return {
      phone: row?.phone ?? null,
      verified: row?.verifiedAt != null,
      pendingPhone,
      retryAfterSeconds: s.cooldowns.left(cooldownKey(user.userId), now())
    }
  })

/**
 * `POST /api/me/phone/verification`: a code to my phone, or to a new one (changing phone: it
 * replaces mine once its code is confirmed). SPEC §4: the next code waits 300 seconds.
 */
export const sendPhoneCode = (user: Principal, p: typeof PhoneVerificationRequest.Type) =>
  Effect.gen(function* () {
    const { selfService: s, now } = yield* ServerContext
    const person = s.people.byId(user.userId)
    const phone = p.phone ?? person?.phone ?? undefined
    if (person === undefined || phone === undefined || phone.trim() === "") return yield* failureOf(new NoPhone({}))
    if (!isValidPhone(phone)) return yield* failureOf(new InvalidPhone({}))
    const left = s.cooldowns.left(cooldownKey(user.userId), now())
    if (left > 0) return yield* tooSoon(new CodeCooldown({ retryAfterSeconds: left }), left)
    s.cooldowns.start(cooldownKey(user.userId), now())
    s.wrongCodes.forget(cooldownKey(user.userId))
    s.sendCode(person, "phone", normalizePhone(phone), p.channel)
    return { sentTo: maskPhone(phone), channel: p.channel, expiresInSeconds: codeLifetimeMs / 1000, retryAfterSeconds: s.cooldowns.seconds }
  })

/** `POST /api/me/phone/verification/confirm`: the right code verifies the phone it went to. */
export const confirmPhone = (user: Principal, code: string) =>
  Effect.gen(function* () {
    const { selfService: s, programme, now } = yield* ServerContext
    const checked = s.codes.check(user.userId, "phone", code)
    if (checked.result === "ok") {
      programme.db.prepare("UPDATE personal_data SET phone = ?, phone_verified_at = ? WHERE user_id = ?").run(checked.phone!, now(), user.userId)
      return yield* myPhone(user)
    }
    if (checked.result === "exhausted") return yield* tooSoon(new CodeAttemptsExceeded({}), s.cooldowns.left(cooldownKey(user.userId), now()))
    return yield* failureOf(new CodeInvalid({}))
  })
