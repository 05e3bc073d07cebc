import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { passwordGrant } from "../../support/oauth.ts"
import { startTestServer, type TestServer } from "../../support/server.ts"

let clock = Date.parse("2026-03-01T12:00:00Z")
let s: TestServer
beforeAll(async () => {
  s = await startTestServer({ now: () => clock })
  await s.credentials.setPassword("u1", "Vitrine-2026")
})
afterAll(() => s.close())

describe("Failed logins (5 in 15 minutes)", () => {
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

  it("limits an address trying many usernames", async () => {
    clock += 60 * 60 * 1000
    for (let i = 0; i < 5; i++) expect((await passwordGrant(s.url, `guess-${i}`, "123456")).status).toBe(400)
    expect((await passwordGrant(s.url, "u1", "Vitrine-2026")).status).toBe(429)
  })
})
