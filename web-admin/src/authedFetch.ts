import { readTokens, refreshOnce } from "./tokens.ts"

let language = "pt-BR"
/** The console's locale: the API localizes error messages by Accept-Language (DESIGN §5.4). */
export const setApiLanguage = (locale: string) => {
  language = locale
}

/** An API error: the server's `{code, message, details}` with the localized message. */
export class ApiError extends Error {
  readonly status: number
  readonly code: string
  readonly body: unknown
  constructor(status: number, code: string, message: string, body: unknown) {
    super(message)
    this.status = status
    this.code = code
    this.body = body
  }
}

/** fetch with the bearer token; on 401 one shared refresh, then the request once more. */
export const authedFetch = async (url: string, init: RequestInit = {}): Promise<Response> => {
  const send = (token: string | undefined) => {
    const headers = new Headers(init.headers)
    if (token) headers.set("authorization", `Bearer ${token}`)
    headers.set("accept-language", language)
    return fetch(url, { ...init, headers })
  }
  const first = await send(readTokens()?.accessToken)
  if (first.status !== 401 || !readTokens()) return first
  const tokens = await refreshOnce()
  return tokens ? send(tokens.accessToken) : first
}

/** JSON in and out; a non-2xx answer becomes an ApiError carrying the server's message. */
export const apiJson = async <A,>(url: string, init: RequestInit = {}): Promise<{ json: A; headers: Headers; status: number }> => {
  const headers = new Headers(init.headers)
  if (init.body !== undefined && !headers.has("content-type")) headers.set("content-type", "application/json")
  headers.set("accept", "application/json")
  const res = await authedFetch(url, { ...init, headers })
  const text = await res.text()
  const json = text ? (JSON.parse(text) as unknown) : undefined
  if (!res.ok) {
    const body = (json ?? {}) as { code?: string; message?: string }
    throw new ApiError(res.status, body.code ?? "http.error", body.message ?? res.statusText, json)
  }
  return { json: json as A, headers: res.headers, status: res.status }
}

/** A fresh Idempotency-Key per command (crypto.randomUUID needs a secure context). */
export const idempotencyKey = () =>
  globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
