import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { passwordGrant } from "../../support/oauth.ts"
import { makeLoginLimits } from "../../../adapters/auth/loginLimiter.ts"
import { startTestServer, type TestServer } from "../../support/server.ts"

let clock = Date.parse("2026-03-01T12:00:00Z")
let s: TestServer
beforeAll(async () => {
  // The address's budget is lowered here only so that exhausting it takes seconds (each failure costs a KDF run).
  s = await startTestServer({ now: () => clock, loginLimits: { perAddress: 12 } })
  await s.credentials.setPassword("u1", "Vitrine-2026")
  await s.credentials.setPassword("u2", "Vitrine-2026")
})
afterAll(() => s.close())

describe("Failed logins (5 in 15 minutes per account, 100 per address)", () => {
  it("answers 429 with Retry-After after five failures for a username, even to the right password, until the window passes", async () => {
    for (let i = 0; i < 5; i++) expect((await passwordGrant(s.url, "u1", `wrong-${i}`)).status).toBe(400)
    const limited = await passwordGrant(s.url, "U1", "Vitrine-2026")
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get("retry-after"))).toBe(900)
    expect(await limited.json()).toMatchObject({ code: "http.too_many_requests", details: { retryAfterSeconds: 900 } })
    clock += 10 * 60 * 1000
    expect(Number((await passwordGrant(s.url, "u1", "Vitrine-2026")).headers.get("retry-after"))).toBe(300)
    clock += 5 * 60 * 1000 + 1
    expect((await passwordGrant(s.url, "u1", "Vitrine-2026")).status).toBe(200)
  })

  it("counts an account's id and e-mail as one account (issue 41: each had its own budget)", async () => {
    clock += 60 * 60 * 1000
    for (let i = 0; i < 3; i++) expect((await passwordGrant(s.url, "u1", `wrong-${i}`)).status).toBe(400)
    for (let i = 0; i < 2; i++) expect((await passwordGrant(s.url, "U1@Example.com.br", `wrong-${i}`)).status).toBe(400)
    expect((await passwordGrant(s.url, "u1@example.com.br", "Vitrine-2026")).status).toBe(429)
    expect((await passwordGrant(s.url, "u1", "Vitrine-2026")).status).toBe(429)
  })

  it("never locks the other accounts of a shared address: a colleague on the store's Wi-Fi still logs in", async () => {
    clock += 60 * 60 * 1000
    for (let i = 0; i < 6; i++) await passwordGrant(s.url, "u1", `wrong-${i}`)
    expect((await passwordGrant(s.url, "u1", "Vitrine-2026")).status).toBe(429)
    expect((await passwordGrant(s.url, "u2", "Vitrine-2026")).status).toBe(200)
  })

  it("limits an address trying many usernames, at a much higher count", async () => {
    const limits = makeLoginLimits()
    const at = Date.now()
    for (let i = 0; i < 99; i++) limits.address.fail(["address:a"], at)
    expect(limits.address.retryAfter(["address:a"], at)).toBeUndefined()
    limits.address.fail(["address:a"], at)
    expect(limits.address.retryAfter(["address:a"], at)).toBe(900)
    clock += 60 * 60 * 1000
    for (let i = 0; i < 12; i++) expect((await passwordGrant(s.url, `guess-${i}`, "123456")).status).toBe(400)
    const limited = await passwordGrant(s.url, "u2", "Vitrine-2026")
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0)
  })
})
