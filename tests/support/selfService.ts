import { readMailbox, type MailboxEntry } from "../../adapters/outbox/localMailbox.ts"
import type { TestServer } from "./server.ts"
import { testClient } from "./server.ts"

/** A JSON request to the test server (optionally as a user, with a language). */
export const send = (s: TestServer, method: string, path: string, body?: unknown, init: { as?: string; language?: string; headers?: Record<string, string> } = {}) =>
  s.fetch(path, {
    method,
    ...(init.as ? { as: init.as } : {}),
    headers: { "content-type": "application/json", ...(init.language ? { "accept-language": init.language } : {}), ...init.headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) })
  })

/**
 * The messages sent to a recipient, newest first, waiting up to two seconds for `count` of them:
 * messages about an account are written after the answer has left.
 */
export const mailFor = async (s: TestServer, recipient: string, count = 1): Promise<Array<MailboxEntry>> => {
  for (let i = 0; i < 100; i++) {
    const found = readMailbox(s.programme.db, { recipient })
    if (found.length >= count) return found
    await new Promise((r) => setTimeout(r, 20))
  }
  return readMailbox(s.programme.db, { recipient })
}

/** Lets deferred work run, so "nothing was sent" is checked after it had its chance. */
export const settle = () => new Promise((r) => setTimeout(r, 100))

/** The link a message carries, as its three parts. */
export const linkIn = (body: string) => {
  const m = /\/(set-password|recover-password)\/([^/\s]+)\/([^/\s]+)\/([^/\s).]+)/.exec(body)
  if (!m) throw new Error(`no link in: ${body}`)
  return { route: m[1]!, username: decodeURIComponent(m[2]!), uidb64: m[3]!, token: m[4]! }
}

export const codeIn = (body: string) => /\b(\d{6})\b/.exec(body)![1]!

/** `POST /o/token/` with a password: whether the login works. */
export const logsIn = async (s: TestServer, username: string, password: string): Promise<boolean> => {
  const r = await fetch(`${s.url}/o/token/`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", authorization: `Basic ${btoa(`${testClient.id}:${testClient.secret}`)}` },
    body: new URLSearchParams({ grant_type: "password", username, password })
  })
  return r.status === 200
}

/** A movable clock for the server: `clock.now` is read by it; `clock.advance(ms)` moves it. */
export const movableClock = () => {
  let t = Date.parse("2026-01-20T12:00:00Z")
  return { now: () => t, advance: (ms: number) => void (t += ms) }
}
