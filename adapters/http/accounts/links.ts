import { Effect } from "effect"
import type { NewPasswordByLink } from "../../../domain/api/accounts/schemas.ts"
import { LinkExpired, LinkInvalid, PasswordMismatch } from "../../../domain/api/accounts/errors.ts"
import { PasswordTooWeak } from "../../../domain/account/errors.ts"
import { minPasswordLength, passwordShortfalls } from "../../../domain/rules/passwords.ts"
import { passwordPolicy } from "../../accounts/passwordPolicy.ts"
import type { LinkCheck } from "../../accounts/links.ts"
import { failureOf, requestLocale } from "../errors.ts"
import { ServerContext } from "../ServerContext.ts"

const usernameOf = (uidb64: string): string => {
  try {
    return Buffer.from(uidb64, "base64url").toString("utf8")
  } catch {
    return ""
  }
}

const valid = (checked: LinkCheck) =>
  checked.state === "valid"
    ? Effect.succeed(checked)
    : Effect.fail(failureOf(checked.state === "expired" ? new LinkExpired({}) : new LinkInvalid({})))

/** `GET /api/accounts/links/:uidb64/:token`: whether a link still works, before its form is shown. */
export const checkLink = (uidb64: string, token: string) =>
  Effect.gen(function* () {
    const { selfService: s } = yield* ServerContext
    const link = yield* valid(s.links.check({ username: usernameOf(uidb64), uidb64, token }))
    return {
      username: link.userId,
      purpose: link.purpose,
      expiresAt: new Date(link.expiresAt).toISOString(),
      passwordPolicy: passwordPolicy(s.people.strengthOf(link.userId), yield* requestLocale)
    }
  })

/** The new password's rules (SPEC §5): typed twice alike, and strong enough for the user's clients. */
export const checkNewPassword = (userId: string, password: string, confirmation: string) =>
  Effect.gen(function* () {
    const { selfService: s } = yield* ServerContext
    if (password !== confirmation) return yield* failureOf(new PasswordMismatch({}))
    const strength = s.people.strengthOf(userId)
    const missing = passwordShortfalls(password, strength)
    if (missing.length > 0) return yield* failureOf(new PasswordTooWeak({ strength, minLength: minPasswordLength(true), missing: [...missing] }))
  })

/** `POST /api/accounts/password`: sets the password through a link, which is spent; every session ends. */
export const setPasswordByLink = (p: typeof NewPasswordByLink.Type) =>
  Effect.gen(function* () {
    const { selfService: s, credentials, tokens } = yield* ServerContext
    const link = yield* valid(s.links.check({ username: p.username, uidb64: p.uidb64, token: p.token }))
    yield* checkNewPassword(link.userId, p.password, p.passwordConfirmation)
    // Spent before the slow hash: of two submissions of one link, the second finds it used.
    if (!s.links.spend(link.tokenHash)) return yield* failureOf(new LinkInvalid({}))
    yield* Effect.promise(() => credentials.setPassword(link.userId, p.password))
    tokens.revokeUser(link.userId)
    return { status: "password_set" as const, username: link.userId }
  })
