import type Database from "better-sqlite3"
import * as oidc from "openid-client"
import { SsoInvalidState, SsoNoProfile, SsoProviderFailed, SsoUnknownIssuer } from "../../domain/api/sso/errors.ts"
import type { SignedIn } from "../auth/principals.ts"
import type { SsoIssuers } from "./issuers.ts"
import type { OpenIdConfigurations } from "./openId.ts"
import type { PendingLogins } from "./pendingLogins.ts"

export type SsoRefusal = SsoUnknownIssuer | SsoInvalidState | SsoProviderFailed | SsoNoProfile

interface Deps {
  readonly db: Database.Database
  readonly issuers: SsoIssuers
  readonly pending: PendingLogins
  readonly configurationOf: OpenIdConfigurations
  readonly principalOf: (userId: string) => SignedIn | undefined
}

/**
 * Single sign-on by OpenID Connect, authorization code with PKCE (DESIGN §7). The browser only
 * carries `state` and `code`: the nonce and the verifier never leave the server, the code is
 * exchanged here, and a state is honoured once. The ID token's verified e-mail names the account.
 */
export const makeSsoLogin = ({ db, issuers, pending, configurationOf, principalOf }: Deps) => {
  const byEmail = db.prepare<[string], string>(
    `SELECT a.user_id FROM accounts a JOIN personal_data p USING (user_id)
     WHERE p.erased_at IS NULL AND lower(p.email) = lower(?) ORDER BY a.user_id LIMIT 1`
  ).pluck()

  return {
    /** The provider's authorization URL for a new sign-in; the browser goes there. */
    start: async (issuerId: string, publicUrl: string): Promise<{ authorizationUrl: string } | SsoRefusal> => {
      const issuer = issuers.get(issuerId)
      if (issuer === undefined) return new SsoUnknownIssuer({ issuerId })
      const config = await configurationOf(issuer).catch(() => undefined)
      if (config === undefined) return new SsoProviderFailed({ provider: issuer.label })
      const codeVerifier = oidc.randomPKCECodeVerifier()
      const state = oidc.randomState()
      const nonce = oidc.randomNonce()
      const redirectUri = new URL(issuer.redirectPath, publicUrl).href
      pending.begin(state, { issuerId, nonce, codeVerifier, redirectUri })
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: "openid email profile",
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: "S256",
        state,
        nonce
      })
      return { authorizationUrl: url.href }
    },

    /**
     * The callback's query (`?code=…&state=…&iss=…`, as the provider sent the browser back): the
     * user it signs in, or why not. A spent state stays spent whatever happens next.
     */
    complete: async (query: string): Promise<{ userId: string } | SsoRefusal> => {
      const params = new URLSearchParams(query)
      const state = params.get("state")
      const login = state === null ? undefined : pending.take(state)
      if (login === undefined) return new SsoInvalidState()
      const issuer = issuers.get(login.issuerId)
      if (issuer === undefined) return new SsoUnknownIssuer({ issuerId: login.issuerId })
      const failed = new SsoProviderFailed({ provider: issuer.label })
      const callback = new URL(login.redirectUri)
      callback.search = params.toString()
      const claims = await configurationOf(issuer)
        .then(async (config) => {
          const tokens = await oidc.authorizationCodeGrant(config, callback, {
            pkceCodeVerifier: login.codeVerifier,
            expectedState: state!,
            expectedNonce: login.nonce,
            idTokenExpected: true
          })
          const idToken = tokens.claims()!
          // Some providers put the e-mail in the ID token, others only at the userinfo endpoint (same subject).
          return typeof idToken["email"] === "string" ? idToken : { ...(await oidc.fetchUserInfo(config, tokens.access_token, idToken.sub)), sub: idToken.sub }
        })
        .catch(() => undefined)
      if (claims === undefined) return failed
      // Only an address the provider vouches for names an account of ours.
      const email = claims["email_verified"] === true && typeof claims["email"] === "string" ? claims["email"] : undefined
      const userId = email === undefined ? undefined : byEmail.get(email)
      if (userId === undefined || principalOf(userId) === undefined) return new SsoNoProfile()
      return { userId }
    }
  }
}
export type SsoLogin = ReturnType<typeof makeSsoLogin>
