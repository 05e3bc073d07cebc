import { Cause, Effect, SchemaIssue } from "effect"
import { HttpServerRequest, HttpServerResponse } from "effect/http"
import { HttpApiError } from "effect/http-api"
import { ApiFailure, type ErrorBody } from "../../domain/api/ApiFailure.ts"
import { defaultLocale, locales, type Locale } from "../../domain/i18n/catalogue.ts"
import { translate } from "../../domain/i18n/translate.ts"
import { errorDetails, isDomainError, type DomainError } from "../../domain/shared/errors.ts"
import { acceptedLocale, userLanguageOf } from "./locale.ts"

/** The status of a domain rejection (DESIGN §5.4): the code's shape decides it. */
export const statusOfCode = (code: string): number => {
  if (code.startsWith("input.")) return 400
  if (code === "http.invalid_token") return 401
  if (code === "auth.forbidden") return 403
  if (code.endsWith(".not_found")) return 404
  if (code === "store.concurrency_conflict" || code === "store.duplicate_event_id" || /\.already_/.test(code)) return 409
  if (code === "http.payload_too_large") return 413
  if (code === "http.unsupported_media_type") return 415
  if (code === "http.too_many_requests" || code === "lounge.too_fast") return 429
  if (code === "http.internal_error") return 500
  if (code === "http.busy") return 503
  return 422
}

/** An ApiFailure from a domain error (or one of domain/api/errors.ts), its status by its code. */
export const failureOf = (e: DomainError, headers?: Record<string, string>): ApiFailure =>
  new ApiFailure({ status: statusOfCode(e.code), code: e.code, details: errorDetails(e), ...(headers ? { headers } : {}) })

/** A rule's rejection of a command (an outcome, not a throw) as the client's answer. */
export const refusalOf = (code: string, details: Readonly<Record<string, unknown>>): ApiFailure =>
  new ApiFailure({ status: statusOfCode(code), code, details: { ...details } })

/** A thrown domain error as the client's answer (by its code); anything else is our bug. */
export const domainFailureOrDie = (e: unknown): Effect.Effect<never, ApiFailure> => (isDomainError(e) ? Effect.fail(failureOf(e)) : Effect.die(e))

/** Maps a domain error channel to the API's: for handlers, `.pipe(orApiFailure)`. */
export const orApiFailure = <A, E extends DomainError, R>(self: Effect.Effect<A, E, R>): Effect.Effect<A, ApiFailure, R> =>
  Effect.mapError(self, (e) => failureOf(e))

/** Request language: `Accept-Language`, else the user's chosen language, else pt-BR. */
const localeOf = (request: HttpServerRequest.HttpServerRequest): Locale =>
  acceptedLocale(request.headers["accept-language"]) ?? asLocale(userLanguageOf(request)) ?? defaultLocale

const asLocale = (language: string | undefined): Locale | undefined => (locales as ReadonlyArray<string>).includes(language ?? "") ? (language as Locale) : undefined

/** The request's language (pt-BR outside a request). */
export const requestLocale: Effect.Effect<Locale> = Effect.map(Effect.serviceOption(HttpServerRequest.HttpServerRequest), (request) =>
  request._tag === "Some" ? localeOf(request.value) : defaultLocale
)

/** A code's message in the request's language: for answers that carry several outcomes (a bulk approval). */
export const localizedMessage = (code: string, details: Record<string, unknown>): Effect.Effect<string> =>
  Effect.map(Effect.serviceOption(HttpServerRequest.HttpServerRequest), (request) =>
    translate(code, request._tag === "Some" ? localeOf(request.value) : defaultLocale, details)
  )

/** The answer to a failure: `{code, message, details}` with the message in the request's language. */
export const renderFailure = (failure: ApiFailure): Effect.Effect<HttpServerResponse.HttpServerResponse> =>
  Effect.map(Effect.serviceOption(HttpServerRequest.HttpServerRequest), (request) => {
    const locale = request._tag === "Some" ? localeOf(request.value) : defaultLocale
    const body: ErrorBody = { code: failure.code, message: translate(failure.code, locale, failure.details), details: failure.details }
    return HttpServerResponse.jsonUnsafe(body, { status: failure.status, headers: { "content-language": locale, ...failure.headers } })
  })

/** Field paths of a schema decoding failure: `details.issues[{path, message}]` (DESIGN §5.4). */
const invalidInput = (error: HttpApiError.HttpApiSchemaError): ApiFailure => {
  const issues = schemaIssues(error)
  return new ApiFailure({ status: 400, code: "input.invalid", details: { in: error.kind.toLowerCase(), issues } })
}

const schemaIssues = (error: HttpApiError.HttpApiSchemaError): Array<{ path: string; message: string }> => {
  const result = error.cause.issue
  // Schema's standard formatter lists every leaf issue with its path.
  const { issues } = formatter(result)
  return issues.map((i) => ({
    path: (i.path ?? []).map((s) => String(typeof s === "object" && s !== null && "key" in s ? s.key : s)).join("."),
    message: i.message
  }))
}

const formatter = SchemaIssue.makeFormatterStandardSchemaV1()

/**
 * The answer to whatever a request ended in, failure or defect: never a 500 for what a client
 * sent. Malformed input → 400, an oversized body → 413, an ApiFailure → its status; anything
 * else is our bug: logged, and answered `500 http.internal_error` without its insides.
 */
export const responseForCause = (cause: Cause.Cause<unknown>): Effect.Effect<HttpServerResponse.HttpServerResponse> => {
  for (const reason of cause.reasons) {
    const value = Cause.isFailReason(reason) ? reason.error : Cause.isDieReason(reason) ? reason.defect : undefined
    if (value instanceof ApiFailure) return renderFailure(value)
    if (HttpApiError.HttpApiSchemaError.is(value) && value.kind !== "Body" && value.kind !== "ResponseHeaders") return renderFailure(invalidInput(value))
    if (HttpApiError.HttpApiPayloadTooLarge.is(value) || isBodyTooLarge(value)) {
      return renderFailure(new ApiFailure({ status: 413, code: "http.payload_too_large", details: { limitBytes: jsonBodyLimit }, headers: { connection: "close" } }))
    }
    if (isRouteNotFound(value)) return renderFailure(new ApiFailure({ status: 404, code: "http.not_found", details: {} }))
    if (isDatabaseBusy(value)) {
      return Effect.andThen(
        Effect.logWarning("database busy: another process held the write lock past the busy timeout"),
        renderFailure(new ApiFailure({ status: 503, code: "http.busy", details: { retryAfterSeconds: busyRetrySeconds }, headers: { "retry-after": String(busyRetrySeconds) } }))
      )
    }
  }
  return Effect.andThen(
    Effect.logError("unexpected failure", cause),
    renderFailure(new ApiFailure({ status: 500, code: "http.internal_error", details: {} }))
  )
}

/**
 * Another process (an operator's `vitrine import`, `projections rebuild`) held the database's
 * write lock past the busy timeout: the request changed nothing, and will go through once the
 * lock is released. Not our bug, and not the client's: 503 with when to try again.
 */
const isDatabaseBusy = (u: unknown): boolean => {
  const code = typeof u === "object" && u !== null ? (u as { code?: unknown }).code : undefined
  return typeof code === "string" && (code.startsWith("SQLITE_BUSY") || code.startsWith("SQLITE_LOCKED"))
}

const busyRetrySeconds = 5

/** JSON bodies over 1 MB are refused (DESIGN §5.4); files have their own limit. */
export const jsonBodyLimit = 1024 * 1024

const isBodyTooLarge = (u: unknown): boolean =>
  typeof u === "object" && u !== null && (u as { _tag?: string })._tag === "HttpServerError" && (u as { reason?: { reason?: string } }).reason?.reason === "BodyTooLarge"

const isRouteNotFound = (u: unknown): boolean =>
  typeof u === "object" && u !== null && (u as { _tag?: string })._tag === "HttpServerError" && (u as { reason?: { _tag?: string } }).reason?._tag === "RouteNotFound"
