import type { Credentials } from "./credentials.ts"
import type { LoginLimits } from "./loginLimiter.ts"
import type { SignedIn } from "./principals.ts"
import type { TokenStore } from "./tokens.ts"

/** What the token endpoint got: the Authorization header, the raw form body, its content type and the peer. */
export interface OAuthRequest {
  readonly authorization: string | undefined
  readonly contentType: string | undefined
  readonly body: string
  readonly address: string
}

export interface OAuthAnswer {
  readonly status: number
  readonly body: Record<string, unknown> | undefined
  readonly headers: Readonly<Record<string, string>>
}

// RFC 6749 §5.1: token answers and their errors must never be cached.
const noStore = { "cache-control": "no-store", pragma: "no-cache" }
export const answer = (status: number, body: Record<string, unknown> | undefined, headers: Record<string, string> = {}): OAuthAnswer => ({
  status,
  body,
  headers: { ...noStore, ...headers }
})
export const oauthError = (error: string, description: string, status = 400, headers: Record<string, string> = {}) =>
  answer(status, { error, error_description: description }, headers)
export const invalidClient = () => oauthError("invalid_client", "client authentication failed", 401, { "www-authenticate": 'Basic realm="vitrine"' })

/** application/x-www-form-urlencoded decoding of one Basic half (RFC 6749 §2.3.1): `+` is a space. */
const formDecode = (s: string): string | undefined => {
  try {
    return decodeURIComponent(s.replace(/\+/g, " "))
  } catch {
    return undefined
  }
}

/** The client's id and secret from HTTP Basic, each half form-decoded; undefined when absent or malformed. */
export const basicCredentials = (authorization: string | undefined): { id: string; secret: string } | undefined => {
  const m = /^basic +(\S+) *$/i.exec(authorization ?? "")
  if (!m) return undefined
  const decoded = Buffer.from(m[1]!, "base64").toString("utf8")
  const colon = decoded.indexOf(":")
  if (colon < 0) return undefined
  const id = formDecode(decoded.slice(0, colon))
  const secret = formDecode(decoded.slice(colon + 1))
  return id === undefined || secret === undefined || id === "" ? undefined : { id, secret }
}

/** The form's parameters, or a description of what is wrong (RFC 6749 §3.2: no parameter twice). */
export const parseForm = (request: OAuthRequest): Map<string, string> | string => {
  if (!/^application\/x-www-form-urlencoded\b/i.test(request.contentType ?? "")) return "the body must be application/x-www-form-urlencoded"
  const params = new URLSearchParams(request.body)
  const form = new Map<string, string>()
  for (const [k, v] of params) {
    if (form.has(k)) return `the parameter ${k} is repeated`
    form.set(k, v)
  }
  return form
}

export interface OAuthDeps {
  readonly credentials: Credentials
  readonly tokens: TokenStore
  readonly limiter: LoginLimits
  readonly principalOf: (userId: string) => SignedIn | undefined
  /** The account's status (blocked, awaiting_approval…), to say why a right password gives no session. */
  readonly accountStatusOf?: (userId: string) => string | undefined
  readonly now: () => number
}
