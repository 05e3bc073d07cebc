import fc from "fast-check"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestServer, testClient, type TestServer } from "../../support/server.ts"

/**
 * Whatever a client sends, the answer is never a 5xx and the log gains nothing (DESIGN §5.4):
 * arbitrary bodies, content types and parameters on the token endpoint and the /api/me PUTs.
 */
let s: TestServer
beforeAll(async () => {
  s = await startTestServer()
  await s.credentials.setPassword("u1", "Vitrine-2026")
})
afterAll(() => s.close())

const eventCount = () => s.programme.log.lastPosition()

const contentTypes = fc.constantFrom("application/json", "application/x-www-form-urlencoded", "text/plain", "multipart/form-data; boundary=x", "")
const jsonish = fc.oneof(
  fc.json(),
  fc.string(),
  fc.jsonValue().map((v) => JSON.stringify({ language: v, clientId: v })),
  fc.constantFrom("{", "[]", "null", '{"language":"pt-BR","__proto__":{"x":1}}', '{"clientId":"' + "x".repeat(300) + '"}')
)
const formish = fc.oneof(
  fc.string(),
  fc
    .dictionary(fc.constantFrom("grant_type", "username", "password", "refresh_token", "client_id", "client_secret", "scope", "x"), fc.string(), { maxKeys: 6 })
    .map((d) => new URLSearchParams(d).toString()),
  fc.constantFrom("grant_type=password&username=u1&password=Vitrine-2026", "grant_type=refresh_token&refresh_token=%ZZ", "%%%")
)
const authorizations = fc.oneof(
  fc.constant(`Basic ${btoa(`${testClient.id}:${testClient.secret}`)}`),
  fc.string().map((x) => `Basic ${x}`),
  fc.string(),
  fc.constant(undefined)
)

describe("Arbitrary bodies", () => {
  it("on POST /o/token/ never answer a 5xx nor append an event", async () => {
    const before = eventCount()
    await fc.assert(
      fc.asyncProperty(formish, contentTypes, authorizations, async (body, type, auth) => {
        const headers: Record<string, string> = type === "" ? {} : { "content-type": type }
        if (auth !== undefined) headers["authorization"] = auth.replace(/[^\t\x20-\x7e]/g, "")
        const res = await fetch(`${s.url}/o/token/`, { method: "POST", headers, body })
        await res.arrayBuffer()
        expect(res.status).toBeLessThan(500)
        expect([200, 400, 401, 413, 429]).toContain(res.status)
      }),
      { numRuns: 60 }
    )
    expect(eventCount()).toBe(before)
  })

  it("on PUT /api/me/client and /api/me/language never answer a 5xx nor append an event", async () => {
    const before = eventCount()
    const token = s.tokenFor("u1")
    await fc.assert(
      fc.asyncProperty(fc.constantFrom("/api/me/client", "/api/me/language"), jsonish, contentTypes, async (path, body, type) => {
        const headers: Record<string, string> = { authorization: `Bearer ${token}`, ...(type === "" ? {} : { "content-type": type }) }
        const res = await fetch(`${s.url}${path}`, { method: "PUT", headers, body })
        const text = await res.text()
        expect(res.status).toBeLessThan(500)
        // Every refusal is the error contract.
        if (res.status >= 400) expect(JSON.parse(text)).toMatchObject({ code: expect.any(String), message: expect.any(String) })
      }),
      { numRuns: 120 }
    )
    expect(eventCount()).toBe(before)
  })
})
