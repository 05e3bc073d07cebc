import { Effect, Layer, Redacted } from "effect"
import { HttpServerRequest } from "effect/http"
import { ApiFailure } from "../../domain/api/ApiFailure.ts"
import { Authentication, CurrentUser } from "../../domain/api/security.ts"
import { noteUserLanguage } from "./locale.ts"
import { defaultLanguageOf } from "./session.ts"
import { ServerContext } from "./ServerContext.ts"
import { maintenanceGate } from "./branding/maintenance.ts"

/** RFC 6750 §3: the same answer for a missing, unknown, expired or revoked token. */
export const invalidToken = new ApiFailure({
  status: 401,
  code: "http.invalid_token",
  details: {},
  headers: { "www-authenticate": 'Bearer error="invalid_token"' }
})

/**
 * Bearer tokens → the signed-in user. The account is read at every request, so a blocked or
 * erased account is refused at once; its tokens are revoked then, so an unblock starts afresh.
 */
export const AuthenticationLive = Layer.effect(
  Authentication,
  Effect.gen(function* () {
    const { tokens, principalOf, programme } = yield* ServerContext
    return {
      bearer: (httpEffect, { credential }) =>
        Effect.gen(function* () {
          const token = Redacted.value(credential)
          const userId = token === "" ? undefined : tokens.userOfAccessToken(token)
          if (userId === undefined) return yield* invalidToken
          const user = principalOf(userId)
          if (user === undefined) {
            tokens.revokeUser(userId)
            return yield* invalidToken
          }
          // The user's language as GET /api/me tells it: their choice, else their country's (DESIGN §5.4).
          noteUserLanguage(yield* HttpServerRequest.HttpServerRequest, user.language ?? defaultLanguageOf(user.country))
          const { language: _, ...principal } = user
          yield* maintenanceGate(programme.db, principal)
          return yield* Effect.provideService(httpEffect, CurrentUser, principal)
        })
    }
  })
)
