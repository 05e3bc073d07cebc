import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "effect/http-api"

/** RFC 6749 §4.3 / §6 request parameters, form-encoded; the client authenticates with HTTP Basic. */
export const TokenRequest = Schema.Struct({
  grant_type: Schema.Literals(["password", "refresh_token"]),
  username: Schema.optional(Schema.String),
  password: Schema.optional(Schema.String),
  refresh_token: Schema.optional(Schema.String)
})
  .annotate({ identifier: "TokenRequest" })
  .pipe(HttpApiSchema.asFormUrlEncoded())

export const TokenResponse = Schema.Struct({
  access_token: Schema.String,
  token_type: Schema.Literal("Bearer"),
  expires_in: Schema.Number,
  refresh_token: Schema.String
}).annotate({ identifier: "TokenResponse" })

/** RFC 6749 §5.2 error answers: 400, or 401 `invalid_client` with `WWW-Authenticate: Basic`. */
export const OAuthError = Schema.Struct({
  error: Schema.Literals(["invalid_request", "invalid_client", "invalid_grant", "unsupported_grant_type"]),
  error_description: Schema.String
}).annotate({ identifier: "OAuthError", httpApiStatus: 400 })

export const RevokeRequest = Schema.Struct({ token: Schema.String, token_type_hint: Schema.optional(Schema.String) })
  .annotate({ identifier: "RevokeRequest" })
  .pipe(HttpApiSchema.asFormUrlEncoded())

/**
 * The OAuth2 token endpoint and revocation (DESIGN §5.1): public (the client authenticates with
 * Basic), so no bearer middleware. Their handlers read the raw request: RFC 6749 fixes every answer.
 */
export const AuthApi = HttpApiGroup.make("auth")
  .add(HttpApiEndpoint.post("token", "/o/token/", { payload: TokenRequest, success: TokenResponse, error: OAuthError }))
  .add(HttpApiEndpoint.post("revoke", "/o/revoke_token/", { payload: RevokeRequest, success: HttpApiSchema.Empty(200), error: OAuthError }))
