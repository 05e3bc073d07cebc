/// <reference types="vite/client" />
// The session's tokens, kept in localStorage so a reload stays logged in.
const key = "vitrine-admin-tokens"

export interface Tokens {
  readonly accessToken: string
  readonly refreshToken: string
}

export const readTokens = (): Tokens | undefined => {
  try {
    const raw = localStorage.getItem(key)
    return raw ? (JSON.parse(raw) as Tokens) : undefined
  } catch {
    return undefined
  }
}
export const writeTokens = (tokens: Tokens | undefined) =>
  tokens ? localStorage.setItem(key, JSON.stringify(tokens)) : localStorage.removeItem(key)

// Build-time OAuth client (defaults: the demo's admin-web client).
const clientId = import.meta.env.VITE_OAUTH_CLIENT_ID ?? "admin-web"
const clientSecret = import.meta.env.VITE_OAUTH_CLIENT_SECRET ?? "demo-admin-secret"
const basic = () => `Basic ${btoa(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`)}`

const oauth = (path: string, body: Record<string, string>) =>
  fetch(path, {
    method: "POST",
    headers: { authorization: basic(), "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(body)
  })

/** A limited login (DESIGN §5.4): how long to wait, for the login form to say it (never "wrong password"). */
export class TooManyLogins extends Error {
  readonly minutes: number
  constructor(retryAfterSeconds: number) {
    super("vitrine.auth.too_many")
    this.minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  }
}

interface TokenAnswer { access_token: string; refresh_token: string; error_description?: string }

export const passwordGrant = async (username: string, password: string): Promise<Tokens> => {
  const res = await oauth("/o/token/", { grant_type: "password", username, password })
  const json = (await res.json().catch(() => ({}))) as TokenAnswer
  if (res.status === 429) throw new TooManyLogins(Number(res.headers.get("retry-after") ?? 0))
  if (!res.ok) throw new Error("ra.auth.sign_in_error")
  const tokens = { accessToken: json.access_token, refreshToken: json.refresh_token }
  writeTokens(tokens)
  return tokens
}

let inFlight: Promise<Tokens | undefined> | undefined

/**
 * One refresh at a time: refresh tokens rotate and a reused one revokes the family (DESIGN §5.1),
 * so requests failing together with 401 all wait for the same refresh.
 */
export const refreshOnce = (): Promise<Tokens | undefined> => {
  inFlight ??= (async () => {
    const current = readTokens()
    if (!current) return undefined
    const res = await oauth("/o/token/", { grant_type: "refresh_token", refresh_token: current.refreshToken })
    if (!res.ok) {
      writeTokens(undefined)
      return undefined
    }
    const json = (await res.json()) as TokenAnswer
    const tokens = { accessToken: json.access_token, refreshToken: json.refresh_token }
    writeTokens(tokens)
    return tokens
  })().finally(() => {
    inFlight = undefined
  })
  return inFlight
}

export const revoke = async () => {
  const current = readTokens()
  writeTokens(undefined)
  if (current) await oauth("/o/revoke_token/", { token: current.refreshToken }).catch(() => undefined)
}
