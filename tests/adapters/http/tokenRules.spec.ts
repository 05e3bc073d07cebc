import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { execute, passwordGrant, refreshGrant, tokenRequest } from "../../support/oauth.ts"
import { startTestServer, type TestServer } from "../../support/server.ts"

let s: TestServer
let clock = Date.parse("2026-03-01T12:00:00Z")
beforeAll(async () => {
  s = await startTestServer({ now: () => clock })
  for (const u of ["u1", "u2", "adm"]) await s.credentials.setPassword(u, "Vitrine-2026")
})
afterAll(() => s.close())

interface Pair {
  access_token: string
  refresh_token: string
}
const login = async (user: string): Promise<Pair> => {
  const res = await passwordGrant(s.url, user, "Vitrine-2026")
  expect(res.status).toBe(200)
  return (await res.json()) as Pair
}
const me = (t: Pair) => s.fetch("/api/me", { headers: { authorization: `Bearer ${t.access_token}` } })

describe("Refresh token rotation (RFC 9700 §4.14.2)", () => {
  it("revokes the whole family when a rotated refresh token comes back", async () => {
    const first = await login("u1")
    const second = (await (await refreshGrant(s.url, first.refresh_token)).json()) as Pair
    const reuse = await refreshGrant(s.url, first.refresh_token)
    expect(reuse.status).toBe(400)
    expect(await reuse.json()).toMatchObject({ error: "invalid_grant" })
    // The thief's replay ends the legitimate holder's session too: both may be the thief.
    expect((await me(second)).status).toBe(401)
    expect((await refreshGrant(s.url, second.refresh_token)).status).toBe(400)
    // Another session of the same user is another family: untouched.
    const other = await login("u1")
    expect((await me(other)).status).toBe(200)
  })

  it("lets exactly one of two parallel refreshes with one token win", async () => {
    for (let round = 0; round < 5; round++) {
      const t = await login("u1")
      const answers = await Promise.all([refreshGrant(s.url, t.refresh_token), refreshGrant(s.url, t.refresh_token)])
      expect(answers.map((a) => a.status).sort()).toEqual([200, 400])
    }
  })

  it("expires the access token after 15 minutes, and the refresh token after 30 days", async () => {
    const t = await login("u1")
    clock += 14 * 60 * 1000
    expect((await me(t)).status).toBe(200)
    clock += 2 * 60 * 1000
    expect((await me(t)).status).toBe(401)
    const renewed = (await (await refreshGrant(s.url, t.refresh_token)).json()) as Pair
    expect((await me(renewed)).status).toBe(200)
    clock += 31 * 24 * 60 * 60 * 1000
    expect((await refreshGrant(s.url, renewed.refresh_token)).status).toBe(400)
  })
})

describe("A blocked account", () => {
  it("loses every token at once and cannot log in", async () => {
    const a = await login("u2")
    const b = await login("u2")
    execute(s.programme, "BlockAccount", { userId: "u2", reason: "fraud" })
    expect((await me(a)).status).toBe(401)
    expect((await me(b)).status).toBe(401)
    expect((await refreshGrant(s.url, b.refresh_token)).status).toBe(400)
    const again = await passwordGrant(s.url, "u2", "Vitrine-2026")
    // The password was right: the answer says the account is blocked, so the screen says whom to contact.
    expect(await again.json()).toMatchObject({ error: "invalid_grant", code: "account.login_blocked" })
    // A wrong password says nothing of the account's state.
    expect(await (await passwordGrant(s.url, "u2", "wrong-password")).json()).not.toHaveProperty("code")
    // Unblocked, the account logs in afresh; the old tokens stay dead.
    execute(s.programme, "UnblockAccount", { userId: "u2" })
    expect((await me(a)).status).toBe(401)
    expect((await passwordGrant(s.url, "u2", "Vitrine-2026")).status).toBe(200)
  })
})

describe("RFC 6749 §5.2 errors of the token endpoint", () => {
  it.each([
    ["no grant_type", { username: "u1", password: "x" }, "invalid_request"],
    ["an unknown grant", { grant_type: "client_credentials" }, "unsupported_grant_type"],
    ["a password grant without a password", { grant_type: "password", username: "u1" }, "invalid_request"],
    ["a refresh grant without a token", { grant_type: "refresh_token" }, "invalid_request"],
    ["an unknown refresh token", { grant_type: "refresh_token", refresh_token: "nope" }, "invalid_grant"]
  ])("answers 400 to %s", async (_, form, error) => {
    const res = await tokenRequest(s.url, form)
    expect(res.status).toBe(400)
    expect(res.headers.get("cache-control")).toBe("no-store")
    expect(await res.json()).toMatchObject({ error, error_description: expect.any(String) })
  })

  it("refuses a JSON body and a repeated parameter as invalid_request", async () => {
    expect(await (await tokenRequest(s.url, { grant_type: "password" }, { contentType: "application/json" })).json()).toMatchObject({ error: "invalid_request" })
    const res = await fetch(`${s.url}/o/token/`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", authorization: `Basic ${btoa("test-client:test-secret")}` },
      body: "grant_type=password&username=u1&username=u2&password=Vitrine-2026"
    })
    expect(await res.json()).toMatchObject({ error: "invalid_request" })
  })

  it("answers 401 invalid_client without credentials or with a malformed Basic header", async () => {
    for (const auth of [null, "Basic !!!", "Basic " + btoa("no-colon"), "Basic " + btoa("unknown:secret")]) {
      const res = await tokenRequest(s.url, { grant_type: "password", username: "u1", password: "Vitrine-2026" }, { auth })
      expect(res.status, String(auth)).toBe(401)
      expect(res.headers.get("www-authenticate")).toMatch(/^Basic/)
      expect(await res.json()).toMatchObject({ error: "invalid_client" })
    }
  })
})
