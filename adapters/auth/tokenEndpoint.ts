import { answer, basicCredentials, invalidClient, oauthError, parseForm, type OAuthAnswer, type OAuthDeps, type OAuthRequest } from "./oauth.ts"

/**
 * `POST /o/token/` and `POST /o/revoke_token/` (DESIGN §5.1; RFC 6749 §4.3, §6, §5.2; RFC 7009),
 * apart from HTTP so the rules read in one place: the handlers only carry requests and answers.
 */
export const makeOAuthEndpoints = (deps: OAuthDeps) => {
  const { credentials, tokens, limiter, principalOf, accountStatusOf, now } = deps

  /** The authenticated client's id, or the 401 to answer (client_secret_basic; client_secret_post accepted). */
  const authenticateClient = async (request: OAuthRequest, form: Map<string, string>): Promise<string | OAuthAnswer> => {
    const basic = basicCredentials(request.authorization)
    const posted = form.get("client_id") !== undefined && form.get("client_secret") !== undefined
    if (request.authorization !== undefined && basic === undefined) return invalidClient()
    // RFC 6749 §2.3: one authentication method per request.
    if (basic !== undefined && posted) return oauthError("invalid_request", "use one client authentication method")
    const client = basic ?? (posted ? { id: form.get("client_id")!, secret: form.get("client_secret")! } : undefined)
    if (client === undefined || !(await credentials.verifyClient(client.id, client.secret))) return invalidClient()
    return client.id
  }

  const issued = (pair: { accessToken: string; refreshToken: string; expiresIn: number }) =>
    answer(200, { access_token: pair.accessToken, token_type: "Bearer", expires_in: pair.expiresIn, refresh_token: pair.refreshToken })

  const passwordGrant = async (form: Map<string, string>, clientId: string, clientAddress: string): Promise<OAuthAnswer> => {
    const username = form.get("username")
    const password = form.get("password")
    if (!username || password === undefined || password === "") return oauthError("invalid_request", "username and password are required")
    const login = username.trim()
    // The account, whichever of its names is tried; an unknown name is counted as itself.
    const account = [`account:${credentials.accountOf(login) ?? `unknown:${login.toLowerCase()}`}`]
    const address = [`address:${clientAddress}`]
    const wait = Math.max(limiter.account.retryAfter(account, now()) ?? 0, limiter.address.retryAfter(address, now()) ?? 0)
    if (wait > 0) {
      return answer(
        429,
        { error: "invalid_request", error_description: "too many failed logins", code: "http.too_many_requests", details: { retryAfterSeconds: wait } },
        { "retry-after": String(wait) }
      )
    }
    const userId = await credentials.login(login, password)
    if (userId === undefined) {
      limiter.account.fail(account, now())
      limiter.address.fail(address, now())
      return oauthError("invalid_grant", "wrong username or password")
    }
    limiter.account.forget(account[0]!)
    if (principalOf(userId) === undefined) return inactive(userId)
    return issued(tokens.issue(userId, clientId))
  }

  /**
   * The password was right but the account may not hold a session. The screens say why by the
   * code: a blocked user is told whom to contact (SPEC §7), a new one that approval is pending.
   */
  const inactive = (userId: string): OAuthAnswer => {
    const status = accountStatusOf?.(userId)
    const code = status === "blocked" ? "account.login_blocked" : status === "awaiting_approval" ? "account.login_awaiting_approval" : undefined
    const description = "the account is not active (awaiting approval, blocked or erased)"
    return answer(400, { error: "invalid_grant", error_description: description, ...(code ? { code } : {}) })
  }

  const refreshGrant = (form: Map<string, string>, clientId: string): OAuthAnswer => {
    const token = form.get("refresh_token")
    if (!token) return oauthError("invalid_request", "refresh_token is required")
    const result = tokens.refresh(token, clientId, (userId) => principalOf(userId) !== undefined)
    return typeof result === "string" ? oauthError("invalid_grant", `the refresh token is ${result.replace("_", " ")}`) : issued(result)
  }

  return {
    token: async (request: OAuthRequest): Promise<OAuthAnswer> => {
      const form = parseForm(request)
      if (typeof form === "string") return oauthError("invalid_request", form)
      const client = await authenticateClient(request, form)
      if (typeof client !== "string") return client
      const grant = form.get("grant_type")
      if (!grant) return oauthError("invalid_request", "grant_type is required")
      if (grant === "password") return passwordGrant(form, client, request.address)
      if (grant === "refresh_token") return refreshGrant(form, client)
      return oauthError("unsupported_grant_type", `the grant type ${grant.slice(0, 64)} is not supported`)
    },

    /** RFC 7009: 200 whether or not the token was known; either token of a pair ends the session. */
    revoke: async (request: OAuthRequest): Promise<OAuthAnswer> => {
      const form = parseForm(request)
      if (typeof form === "string") return oauthError("invalid_request", form)
      const client = await authenticateClient(request, form)
      if (typeof client !== "string") return client
      const token = form.get("token")
      if (!token) return oauthError("invalid_request", "token is required")
      tokens.revoke(token, client)
      return answer(200, undefined)
    }
  }
}
export type OAuthEndpoints = ReturnType<typeof makeOAuthEndpoints>
