import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"

/** A button of the login screen: the issuer's id (for `start`) and its label ("Google"). */
export const SsoProvider = Schema.Struct({ issuerId: Schema.String, label: Schema.String }).annotate({ identifier: "SsoProvider" })

export const SsoStart = Schema.Struct({ authorizationUrl: Schema.String }).annotate({ identifier: "SsoStart" })

/** The callback's query string as the provider sent the browser back (`?code=…&state=…`). */
export const SsoCallback = Schema.Struct({ query: Schema.String.check(Schema.isMaxLength(4096)) }).annotate({ identifier: "SsoCallback" })

/** Our own tokens, as `POST /o/token/` answers them (DESIGN §5.1). */
export const SsoTokens = Schema.Struct({
  access_token: Schema.String,
  token_type: Schema.Literal("Bearer"),
  expires_in: Schema.Number,
  refresh_token: Schema.String
}).annotate({ identifier: "SsoTokens" })

const issuerId = Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(64))

/**
 * Single sign-on by OpenID Connect (DESIGN §7 "The deployment's face"), before login: no token.
 * `start` keeps state, nonce and PKCE verifier on the server and answers where the browser goes;
 * `callback` (from the learner app's `login-redirect-v2`) exchanges the code here and answers our
 * own tokens, to the learner app's OAuth client (HTTP Basic, as `/o/token/`).
 */
export const SsoApi = HttpApiGroup.make("sso")
  .add(HttpApiEndpoint.get("ssoProviders", "/api/sso/providers", { success: Schema.Array(SsoProvider) }))
  .add(HttpApiEndpoint.post("ssoStart", "/api/sso/:issuerId/start", { params: { issuerId }, success: SsoStart }))
  .add(
    HttpApiEndpoint.post("ssoCallback", "/api/sso/callback", {
      headers: { authorization: Schema.optional(Schema.String.check(Schema.isMaxLength(1024))) },
      payload: SsoCallback,
      success: SsoTokens
    })
  )
