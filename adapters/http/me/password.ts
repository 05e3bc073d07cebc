import { Effect } from "effect"
import { HttpServerRequest } from "effect/http"
import type { Principal } from "../../../domain/api/security.ts"
import type { PasswordChange } from "../../../domain/api/accounts/schemas.ts"
import { CurrentPasswordWrong } from "../../../domain/api/accounts/errors.ts"
import { passwordPolicy } from "../../accounts/passwordPolicy.ts"
import { checkNewPassword } from "../accounts/links.ts"
import { countAgainst } from "../accounts/guards.ts"
import { failureOf, requestLocale } from "../errors.ts"
import { ServerContext } from "../ServerContext.ts"

export const myPasswordPolicy = (user: Principal) =>
  Effect.gen(function* () {
    const { selfService } = yield* ServerContext
    return passwordPolicy(selfService.people.strengthOf(user.userId), yield* requestLocale)
  })

/**
 * `PUT /api/me/password`: with the current password (a stolen session alone cannot change it);
 * wrong ones are limited as logins are; my other sessions end, this one stays.
 */
export const changeMyPassword = (user: Principal, p: typeof PasswordChange.Type) =>
  Effect.gen(function* () {
    const { selfService: s, credentials, tokens, now } = yield* ServerContext
    const key = `password:${user.userId}`
    const wait = s.wrongPasswords.retryAfter([key], now())
    if (wait !== undefined) yield* countAgainst(s.wrongPasswords, [key], now())
    if ((yield* Effect.promise(() => credentials.login(user.userId, p.currentPassword))) !== user.userId) {
      s.wrongPasswords.fail([key], now())
      return yield* failureOf(new CurrentPasswordWrong({}))
    }
    yield* checkNewPassword(user.userId, p.password, p.passwordConfirmation)
    yield* Effect.promise(() => credentials.setPassword(user.userId, p.password))
    const bearer = (yield* HttpServerRequest.HttpServerRequest).headers["authorization"]?.replace(/^Bearer\s+/i, "") ?? ""
    tokens.revokeUserExcept(user.userId, bearer)
    return { status: "password_changed" as const }
  })
