import { Effect, Option } from "effect"
import { HttpServerRequest } from "effect/http"
import { ApiFailure } from "../../../domain/api/ApiFailure.ts"
import type { DomainError } from "../../../domain/shared/errors.ts"
import type { LoginLimiter } from "../../auth/loginLimiter.ts"
import { failureOf, localizedMessage } from "../errors.ts"

/** The client's address, as the login limits key it. */
export const clientAddress = Effect.map(HttpServerRequest.HttpServerRequest, (r) => Option.getOrElse(r.remoteAddress, () => "unknown"))

/** `429 http.too_many_requests` with `Retry-After` when any key is over its limit; otherwise the request counts. */
export const countAgainst = (limiter: LoginLimiter, keys: ReadonlyArray<string>, now: number) =>
  Effect.suspend(() => {
    const wait = limiter.retryAfter(keys, now)
    if (wait !== undefined) {
      return Effect.fail(
        new ApiFailure({ status: 429, code: "http.too_many_requests", details: { retryAfterSeconds: wait }, headers: { "retry-after": String(wait) } })
      )
    }
    limiter.fail(keys, now)
    return Effect.void
  })

/** A rule's failure with `Retry-After` (a cooldown, an attempt limit): 429 whatever its code's shape. */
export const tooSoon = (e: DomainError, retryAfterSeconds: number) =>
  Effect.fail(new ApiFailure({ ...failureOf(e), status: 429, headers: { "retry-after": String(retryAfterSeconds) } }))

/**
 * `account.form_invalid` with each field's message in the request's language, so a form shows
 * them beside their fields without a catalogue of its own.
 */
export const withFieldMessages = <A, R>(self: Effect.Effect<A, ApiFailure, R>): Effect.Effect<A, ApiFailure, R> =>
  Effect.catchIf(
    self,
    (f) => f.code === "account.form_invalid",
    (f) =>
      Effect.gen(function* () {
        const fields = (f.details["fields"] ?? []) as ReadonlyArray<{ field: string; code: string }>
        const withMessages = yield* Effect.forEach(fields, (x) => Effect.map(localizedMessage(x.code, {}), (message) => ({ ...x, message })))
        return yield* new ApiFailure({ ...f, details: { ...f.details, fields: withMessages } })
      })
  )

/**
 * Work done after the answer has left: what differs between an existing and an unknown account
 * (writing a link, sending a message) must not change how long the answer takes.
 */
export const afterAnswer = (work: () => void) =>
  Effect.sync(() => {
    setImmediate(() => {
      try {
        work()
      } catch (e) {
        // A message that could not be written is logged, never shown to the one who asked.
        console.error("self-service: deferred work failed", e)
      }
    })
  })
