import { OAuth2Client, OAuth2Fetch } from "@badgateway/oauth2-client"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestServer, testClient, type TestServer } from "../../support/server.ts"

/**
 * @badgateway/oauth2-client as the second oracle: a client that logs in with the password grant,
 * and on a 401 refreshes its token and replays the request, as the web apps will.
 */
let s: TestServer
let clock = Date.parse("2026-03-01T12:00:00Z")
beforeAll(async () => {
  s = await startTestServer({ now: () => clock })
  await s.credentials.setPassword("u1", "Vitrine-2026")
})
afterAll(() => s.close())

describe("A client that refreshes on 401", () => {
  it("logs in, and once the access token expires on the server, refreshes and replays the request", async () => {
    const client = new OAuth2Client({
      server: s.url,
      tokenEndpoint: "/o/token/",
      clientId: testClient.id,
      clientSecret: testClient.secret,
      authenticationMethod: "client_secret_basic"
    })
    const refreshes: Array<string> = []
    let logins = 0
    const wrapper = new OAuth2Fetch({
      client,
      scheduleRefresh: false,
      getNewToken: () => {
        logins++
        return client.password({ username: "u1@example.com.br", password: "Vitrine-2026" })
      },
      storeToken: (t) => refreshes.push(t.refreshToken ?? "")
    })
    const first = await wrapper.fetch(`${s.url}/api/me`)
    expect(first.status).toBe(200)
    // The server's clock passes the access token's 15 minutes; the client's does not know.
    clock += 16 * 60 * 1000
    const second = await wrapper.fetch(`${s.url}/api/me`)
    expect(second.status).toBe(200)
    expect(((await second.json()) as { userId: string }).userId).toBe("u1")
    // One login, then one rotation (not a second login): two different refresh tokens stored.
    expect(logins).toBe(1)
    expect(refreshes).toHaveLength(2)
    expect(new Set(refreshes).size).toBe(2)
  })
})
