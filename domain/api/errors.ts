import { Schema } from "effect"

/**
 * The HTTP layer's own rejections (DESIGN §5.4), beside the domain's: each a stable code with
 * its text in every catalogue of domain/i18n. The server answers them as `{code, message, details}`.
 */
export class InvalidToken extends Schema.TaggedError<InvalidToken>()("InvalidToken", {}) {
  get code() {
    return "http.invalid_token" as const
  }
}
export class RouteNotFound extends Schema.TaggedError<RouteNotFound>()("RouteNotFound", { path: Schema.String }) {
  get code() {
    return "http.not_found" as const
  }
}
export class PayloadTooLarge extends Schema.TaggedError<PayloadTooLarge>()("PayloadTooLarge", { limitBytes: Schema.Number }) {
  get code() {
    return "http.payload_too_large" as const
  }
}
export class TooManyRequests extends Schema.TaggedError<TooManyRequests>()("TooManyRequests", { retryAfterSeconds: Schema.Number }) {
  get code() {
    return "http.too_many_requests" as const
  }
}
export class InternalError extends Schema.TaggedError<InternalError>()("InternalError", {}) {
  get code() {
    return "http.internal_error" as const
  }
}
/** Another process held the database's write lock past the busy timeout: nothing was changed. */
export class Busy extends Schema.TaggedError<Busy>()("Busy", { retryAfterSeconds: Schema.Number }) {
  get code() {
    return "http.busy" as const
  }
}
export class UnsupportedMediaType extends Schema.TaggedError<UnsupportedMediaType>()("UnsupportedMediaType", { contentType: Schema.String }) {
  get code() {
    return "http.unsupported_media_type" as const
  }
}
/** A list's `sort`, `range` or `filter` is not JSON, or names a field the resource does not list. */
export class InvalidQuery extends Schema.TaggedError<InvalidQuery>()("InvalidQuery", { param: Schema.String, reason: Schema.String }) {
  get code() {
    return "input.invalid_query" as const
  }
}
/**
 * An Idempotency-Key already used by this caller on this route for a different request (another
 * record, another content): refused, as the IETF Idempotency-Key draft says, never answered with
 * the first request's outcome.
 */
export class IdempotencyKeyReused extends Schema.TaggedError<IdempotencyKeyReused>()("IdempotencyKeyReused", {}) {
  get code() {
    return "http.idempotency_key_reused" as const
  }
}
