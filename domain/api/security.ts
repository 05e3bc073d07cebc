import { Context, Schema } from "effect"
import { HttpApiMiddleware, HttpApiSecurity } from "effect/http-api"
import { ApiFailureSchema } from "./ApiFailure.ts"

/** Who a bearer token speaks for (DESIGN §5.1): the handlers' view of the logged-in user. */
export const Principal = Schema.Struct({
  userId: Schema.String,
  role: Schema.String,
  isSuperuser: Schema.Boolean,
  country: Schema.String
})
export type Principal = typeof Principal.Type

/** The authenticated user of the current request, provided by {@link Authentication}. */
export class CurrentUser extends Context.Service<CurrentUser, Principal>()("domain/api/CurrentUser") {}

/**
 * Bearer authentication (RFC 6750) for a group: `.middleware(Authentication)` after its endpoints.
 * No token or a bad or expired one answers `401` with `WWW-Authenticate: Bearer error="invalid_token"`.
 */
export class Authentication extends HttpApiMiddleware.Service<Authentication, { provides: CurrentUser }>()("domain/api/Authentication", {
  security: { bearer: HttpApiSecurity.bearer },
  error: ApiFailureSchema
}) {}

/**
 * The error contract of every endpoint (DESIGN §5.4), applied to the whole API last so it wraps
 * everything: malformed input becomes `400 input.invalid` with field paths, an ApiFailure
 * becomes `{code, message, details}` in the request's language.
 */
export class ApiErrors extends HttpApiMiddleware.Service<ApiErrors>()("domain/api/ApiErrors", {
  error: ApiFailureSchema
}) {}
