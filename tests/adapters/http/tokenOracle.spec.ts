import * as oauth from "oauth4webapi"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestServer, testClient, type TestServer } from "../../support/server.ts"

/**
 * oauth4webapi (strict RFC 6749) as the oracle of the token endpoint: if it accepts our answers,
 * they are what the RFC says; its client authentication form-encodes both halves of Basic.
 */
let s: TestServer
let as: oauth.AuthorizationServer
const insecure = { [oauth.allowInsecureRequests]: true } as const

beforeAll(async () => {
  s = await startTestServer()
  await s.credentials.setPassword("u1", "Vitrine-2026")
  as = { issuer: s.url, token_endpoint: `${s.url}/o/token/`, revocation_endpoint: `${s.url}/o/revoke_token/` }
})
afterAll(() => s.close())

const client: oauth.Client = { client_id: testClient.id }
const auth = oauth.ClientSecretBasic(testClient.secret)

const login = async (username: string, password: string, c = client, a = auth) => {
  const res = await oauth.genericTokenEndpointRequest(as, c, a, "password", { username, password }, insecure)
  return { res, tokens: () => oauth.processGenericTokenEndpointResponse(as, c, res) }
}

describe("POST /o/token/ against oauth4webapi", () => {
  it("logs in with the password grant by user id, answering a Bearer pair that must not be cached", async () => {
    const { res, tokens } = await login("u1", "Vitrine-2026")
    expect(res.headers.get("cache-control")).toBe("no-store")
    const t = await tokens()
    expect(t.token_type).toBe("bearer")
    expect(t.expires_in).toBe(900)
    expect(t.refresh_token).toEqual(expect.any(String))
    const me = await fetch(`${s.url}/api/me`, { headers: { authorization: `Bearer ${t.access_token}` } })
    expect(((await me.json()) as { userId: string }).userId).toBe("u1")
  })

  it("takes the e-mail or the user id as the username, whatever its case", async () => {
    for (const username of ["U1@Example.COM.br", "U1"]) {
      const t = await (await login(username, "Vitrine-2026")).tokens()
      const me = await fetch(`${s.url}/api/me`, { headers: { authorization: `Bearer ${t.access_token}` } })
      expect(((await me.json()) as { userId: string }).userId).toBe("u1")
    }
  })

  it("answers invalid_grant to a wrong password and to an unknown user alike", async () => {
    for (const [user, password] of [["u1", "wrong-password"], ["nobody", "Vitrine-2026"], ["u2", "Vitrine-2026"]] as const) {
      const { tokens } = await login(user, password)
      const error = await tokens().catch((e: unknown) => e)
      expect(error).toBeInstanceOf(oauth.ResponseBodyError)
      expect((error as oauth.ResponseBodyError).error).toBe("invalid_grant")
    }
  })

  it("form-decodes both halves of Basic: an id and secret with reserved characters", async () => {
    const odd = { id: "web client:é+1", secret: "s3cr:t %+/=" }
    await s.credentials.addClient(odd.id, odd.secret)
    const t = await (await login("u1", "Vitrine-2026", { client_id: odd.id }, oauth.ClientSecretBasic(odd.secret))).tokens()
    expect(t.access_token).toEqual(expect.any(String))
  })

  it("answers 401 invalid_client with WWW-Authenticate: Basic to a wrong secret", async () => {
    const { res } = await login("u1", "Vitrine-2026", client, oauth.ClientSecretBasic("not-the-secret"))
    expect(res.status).toBe(401)
    expect(res.headers.get("www-authenticate")).toMatch(/^Basic/)
    expect(await res.json()).toMatchObject({ error: "invalid_client" })
  })

  it("rotates the refresh token, and the new access token works", async () => {
    const first = await (await login("u1", "Vitrine-2026")).tokens()
    const res = await oauth.refreshTokenGrantRequest(as, client, auth, first.refresh_token!, insecure)
    const second = await oauth.processRefreshTokenResponse(as, client, res)
    expect(second.refresh_token).not.toBe(first.refresh_token)
    expect(second.access_token).not.toBe(first.access_token)
    expect((await fetch(`${s.url}/api/me`, { headers: { authorization: `Bearer ${second.access_token}` } })).status).toBe(200)
  })

  it("revokes a session (RFC 7009): its access and refresh tokens stop working", async () => {
    const t = await (await login("u1", "Vitrine-2026")).tokens()
    await oauth.processRevocationResponse(await oauth.revocationRequest(as, client, auth, t.refresh_token!, insecure))
    expect((await fetch(`${s.url}/api/me`, { headers: { authorization: `Bearer ${t.access_token}` } })).status).toBe(401)
    const res = await oauth.refreshTokenGrantRequest(as, client, auth, t.refresh_token!, insecure)
    await expect(oauth.processRefreshTokenResponse(as, client, res)).rejects.toMatchObject({ error: "invalid_grant" })
    // Revoking an unknown token is not an error (RFC 7009 §2.2).
    await oauth.processRevocationResponse(await oauth.revocationRequest(as, client, auth, "unknown", insecure))
  })
})
