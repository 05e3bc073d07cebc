import { oauthClient } from "../../../config/paths.ts"
import { language } from "../../../i18n/index.ts"
import { setTokens } from "../../../lib/session.ts"
import { ssoApi } from "./paths.ts"
import type { Provider } from "./types.ts"

/** Why a sign-in failed: the server's localized message, or none (offline, a network error). */
export class SsoFailure extends Error {}

const failureOf = async (res: Response): Promise<SsoFailure> =>
  new SsoFailure(((await res.json().catch(() => ({}))) as { message?: string }).message ?? "")

const headers = () => ({ "content-type": "application/json", "accept-language": language() })

/** `GET /api/sso/providers`: the login's buttons (plain fetch: the login route has no query cache). */
export const fetchProviders = async (): Promise<ReadonlyArray<Provider>> => {
  const res = await fetch(ssoApi.providers, { headers: { "accept-language": language() } })
  return res.ok ? ((await res.json()) as Array<Provider>) : []
}

/** Starts a sign-in: the server keeps state, nonce and verifier, and answers where the browser goes. */
export const startSignIn = async (issuerId: string): Promise<void> => {
  const res = await fetch(ssoApi.start(issuerId), { method: "POST", headers: headers() })
  if (!res.ok) throw await failureOf(res)
  window.location.assign(((await res.json()) as { authorizationUrl: string }).authorizationUrl)
}

/** The provider sent the browser back: the server exchanges the code and answers our own tokens (to this app's OAuth client). */
export const completeSignIn = async (query: string): Promise<void> => {
  const basic = `Basic ${btoa(`${encodeURIComponent(oauthClient.id)}:${encodeURIComponent(oauthClient.secret)}`)}`
  const res = await fetch(ssoApi.callback, { method: "POST", headers: { ...headers(), authorization: basic }, body: JSON.stringify({ query }) })
  if (!res.ok) throw await failureOf(res)
  const body = (await res.json()) as { access_token: string; refresh_token: string }
  setTokens({ accessToken: body.access_token, refreshToken: body.refresh_token })
}
