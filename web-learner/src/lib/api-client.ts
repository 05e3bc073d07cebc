import { apiPaths, oauthClient } from "../config/paths.ts"
import { clearSession, setTokens, tokens } from "./session.ts"
import { appSettings } from "./settings.ts"

/** An API error as the server answers it (DESIGN §5.4): `{code, message, details}`. */
export class ApiError extends Error {
  readonly status: number
  readonly code: string
  readonly details: Record<string, unknown>
  constructor(status: number, code: string, message: string, details: Record<string, unknown> = {}) {
    super(message)
    this.status = status
    this.code = code
    this.details = details
  }
}

let language = "pt-BR"
export const setApiLanguage = (value: string): void => {
  language = value
}

/** Called when the session is lost (failed refresh, 401 without refresh token): go to login. */
let loggedOut: () => void = () => undefined
export const onLoggedOut = (handler: () => void): void => {
  loggedOut = handler
}

const basic = `Basic ${btoa(`${encodeURIComponent(oauthClient.id)}:${encodeURIComponent(oauthClient.secret)}`)}`

export const requestToken = async (form: Record<string, string>, path: string = apiPaths.token): Promise<Response> =>
  fetch(path, {
    method: "POST",
    headers: { authorization: basic, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(form)
  })

export const login = async (username: string, password: string): Promise<boolean> => (await attemptLogin(username, password)) === true

/**
 * A password login: true, or the refusal's `code` when it has one (a right password on a blocked
 * account answers `account.login_blocked`, one awaiting approval `account.login_awaiting_approval`).
 */
export const attemptLogin = async (username: string, password: string): Promise<true | { code: string | undefined; retryAfterSeconds?: number }> => {
  const res = await requestToken({ grant_type: "password", username, password })
  // A limited login (429) says how long to wait: the screen says it, never "wrong password".
  if (!res.ok) return { code: ((await res.json().catch(() => ({}))) as { code?: string }).code, retryAfterSeconds: Number(res.headers.get("retry-after") ?? 0) }
  const body = (await res.json()) as { access_token: string; refresh_token?: string }
  setTokens({ accessToken: body.access_token, refreshToken: body.refresh_token ?? null })
  return true
}

/**
 * SPEC §4: exactly one refresh at a time. Requests that fail with a 401 while it runs wait for
 * this same promise and are replayed with the new token.
 */
let refreshing: Promise<boolean> | undefined
const refresh = (refreshToken: string): Promise<boolean> => {
  refreshing ??= requestToken({ grant_type: "refresh_token", refresh_token: refreshToken })
    .then(async (res) => {
      if (!res.ok) return false
      const body = (await res.json()) as { access_token: string; refresh_token?: string }
      setTokens({ accessToken: body.access_token, refreshToken: body.refresh_token ?? refreshToken })
      return true
    })
    .catch(() => false)
    .finally(() => {
      refreshing = undefined
    })
  return refreshing
}

const send = (path: string, init: RequestInit, accessToken: string | undefined): Promise<Response> => {
  const headers = new Headers(init.headers)
  headers.set("accept-language", language)
  if (accessToken !== undefined) headers.set("authorization", `Bearer ${accessToken}`)
  return fetch(path, { ...init, headers })
}

const sessionLost = (): never => {
  clearSession()
  loggedOut()
  throw new ApiError(401, "http.invalid_token", "")
}

export const apiFetch = async (path: string, init: RequestInit = {}): Promise<Response> => {
  const used = tokens()?.accessToken
  let res = await send(path, init, used)
  // A learner under maintenance (DESIGN §7): the session ends and the app shows the maintenance page.
  if (res.status === 503 && appSettings().underMaintenance) clearSession()
  if (res.status !== 401) return res
  const current = tokens()
  // Another request may have refreshed already: replay with the newer token before refreshing.
  if (current !== undefined && current.accessToken !== used) res = await send(path, init, current.accessToken)
  else if (current?.refreshToken) {
    if (!(await refresh(current.refreshToken))) return sessionLost()
    res = await send(path, init, tokens()?.accessToken)
  } else return sessionLost()
  if (res.status === 401) return sessionLost()
  return res
}

const failure = async (res: Response): Promise<ApiError> => {
  const body = (await res.json().catch(() => ({}))) as { code?: string; message?: string; details?: Record<string, unknown> }
  return new ApiError(res.status, body.code ?? "http.error", body.message ?? res.statusText, body.details ?? {})
}

/** JSON in, JSON out; a non-2xx answer throws its ApiError. */
export const api = async <A,>(path: string, init: { method?: string; body?: unknown; idempotent?: boolean; idempotencyKey?: string } = {}): Promise<A> => {
  const headers: Record<string, string> = {}
  if (init.body !== undefined) headers["content-type"] = "application/json"
  // A command sent again after a lost connection keeps its key: the server answers the first outcome.
  if (init.idempotencyKey !== undefined) headers["idempotency-key"] = init.idempotencyKey
  else if (init.idempotent) headers["idempotency-key"] = crypto.randomUUID()
  const res = await apiFetch(path, {
    method: init.method ?? "GET",
    headers,
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {})
  })
  if (!res.ok) throw await failure(res)
  return (await res.json()) as A
}

/** A page of a list and the list's total, read from `Content-Range: <resource> <first>-<last>/<total>` (DESIGN §5.2). */
export const apiPage = async <A,>(path: string): Promise<{ items: Array<A>; total: number }> => {
  const res = await apiFetch(path, { method: "GET" })
  if (!res.ok) throw await failure(res)
  const items = (await res.json()) as Array<A>
  const total = Number(/\/(\d+)$/.exec(res.headers.get("content-range") ?? "")?.[1] ?? items.length)
  return { items, total }
}

/** Multipart upload (`POST /api/files`) → the file's id. */
export const upload = async (file: Blob, name: string, idempotencyKey: string = crypto.randomUUID()): Promise<string> => {
  const form = new FormData()
  form.append("file", file, name)
  const res = await apiFetch(apiPaths.files, { method: "POST", body: form, headers: { "idempotency-key": idempotencyKey } })
  if (!res.ok) throw await failure(res)
  return ((await res.json()) as { fileId: string }).fileId
}
