import { join } from "node:path"
import { startTestServer, type TestServer } from "./server.ts"

/**
 * `small.ndjson` (BR-Q1, closed) and then: BR-Q2 open (April–June 2026; `u1` and `u2` registered,
 * `u4` approved and not registered, `kid` under 18), BR-Q3 a draft, AR-Q2 open with `ar1`, admins
 * `adm` (BR), `adm-ar` (AR) and the superuser `sup`. One sale each by `u2` (q2-s1) and `ar1` (ar-s1).
 */
export const learnerFixture = join(import.meta.dirname, "..", "..", "fixtures", "scenarios", "learner.ndjson")

/** 20 April 2026, noon in São Paulo: BR-Q2 and AR-Q2 are running. */
export const learnerNow = Date.parse("2026-04-20T12:00:00-03:00")

export const startLearnerServer = (): Promise<TestServer> => startTestServer({ fixture: learnerFixture, now: () => learnerNow })

/** JSON request options as a user: `s.fetch(path, asUser("u1", { method: "POST", body }))`. */
export const json = (as: string, method: string, body: unknown, headers: Record<string, string> = {}): RequestInit & { as: string } => ({
  as,
  method,
  headers: { "content-type": "application/json", ...headers },
  body: JSON.stringify(body)
})
