import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { TestServer } from "../../../support/server.ts"
import { startAdminServer } from "../admin/adminServer.ts"
import { reportsPerMinute } from "../../../../adapters/branding/clientErrors.ts"

let s: TestServer
let clock = Date.parse("2026-05-15T12:00:00Z")
beforeAll(async () => {
  s = await startAdminServer({ now: () => clock })
})
afterAll(() => s.close())

const report = (body: Record<string, unknown>) =>
  s.fetch("/api/client-errors", {
    method: "POST",
    headers: { "content-type": "application/json", "user-agent": "TestBrowser/1.0" },
    body: JSON.stringify({ app: "learner", kind: "error", path: "/home", ...body })
  })

type Row = { message: string; stack: string; path: string; app: string }
const listed = async (): Promise<ReadonlyArray<Row>> => (await (await s.fetch("/api/admin/branding-client-errors", { as: "root" })).json()) as ReadonlyArray<Row>

describe("POST /api/client-errors", () => {
  it("keeps a reported error, without e-mails, tokens or the query of its path", async () => {
    const res = await report({ message: "TypeError: x is undefined for ana@example.com", stack: "at f (app.js:1)\nAuthorization: Bearer abc.def.ghi", path: "/set-password/ana/MQ/5f3k?token=secret123" })
    expect(res.status).toBe(204)
    const rows = await listed()
    const row = rows.find((r) => r.message.startsWith("TypeError"))!
    expect(row.message).toBe("TypeError: x is undefined for [email]")
    expect(row.stack).not.toContain("abc.def.ghi")
    expect(row.path).not.toContain("secret123")
  })

  it("ignores what SPEC §8 ignores: network errors, time-outs, chunk-load failures, duplicate navigation, 500 messages", async () => {
    const before = (await listed()).length
    for (const message of ["TypeError: Failed to fetch", "Request timed out", "Failed to fetch dynamically imported module: /assets/x.js", "NavigationDuplicated: Avoided redundant navigation", "Request failed with status code 500"]) {
      expect((await report({ message })).status).toBe(204)
    }
    expect((await report({ kind: "chunk", message: "anything" })).status).toBe(204)
    expect((await listed()).length).toBe(before)
  })

  it("decodes the report: an unknown app or an oversized message is a 400, never a 500", async () => {
    expect((await report({ app: "other", message: "x" })).status).toBe(400)
    expect((await report({ message: "x".repeat(1001) })).status).toBe(400)
  })

  it("is limited per address: past the minute's allowance, 429 with Retry-After; the next minute, accepted again", async () => {
    clock += 120_000
    const answers = []
    for (let i = 0; i <= reportsPerMinute; i++) answers.push((await report({ message: `Error ${i}` })).status)
    expect(answers.slice(0, reportsPerMinute).every((st) => st === 204)).toBe(true)
    const limited = await report({ message: "one too many" })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0)
    clock += 61_000
    expect((await report({ message: "after the minute" })).status).toBe(204)
  })

  it("lists recent errors for superusers only", async () => {
    expect((await s.fetch("/api/admin/branding-client-errors", { as: "adm" })).status).toBe(403)
    const res = await s.fetch("/api/admin/branding-client-errors", { as: "root" })
    expect(res.headers.get("content-range")).toMatch(/^branding-client-errors 0-\d+\/\d+$/)
  })
})
