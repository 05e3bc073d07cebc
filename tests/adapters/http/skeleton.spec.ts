import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestServer, type TestServer } from "../../support/server.ts"

let s: TestServer
beforeAll(async () => {
  s = await startTestServer()
})
afterAll(() => s.close())

describe("The HTTP server", () => {
  it("answers /healthz when the database opens and migrations are applied", async () => {
    const res = await s.fetch("/healthz")
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ status: "ok" })
  })

  it("serves the OpenAPI 3.1 document and the offline Scalar reference", async () => {
    const doc = (await (await s.fetch("/api/openapi.json")).json()) as { openapi: string; paths: Record<string, any>; components: { schemas: Record<string, any> } }
    expect(doc.openapi).toMatch(/^3\.1/)
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(["/api/me", "/api/me/client", "/api/me/language", "/o/token/", "/o/revoke_token/"]))
    // Errors are documented as the body clients get: {code, message, details}.
    expect(doc.paths["/api/me"].get.responses["400"].content["application/json"].schema).toEqual({ $ref: "#/components/schemas/ErrorBody" })
    expect(Object.keys(doc.components.schemas["ErrorBody"].properties).sort()).toEqual(["code", "details", "message"])
    expect(doc.paths["/o/token/"].post.security ?? []).toEqual([])
    const docs = await s.fetch("/api/docs")
    expect(docs.status).toBe(200)
    const html = await docs.text()
    // Offline: Scalar's script is inline, nothing is loaded from a CDN.
    expect(html.length > 100_000).toBe(true)
    expect(/<script[^>]*\ssrc=["']?https?:/.test(html)).toBe(false)
  })

  it("logs one line per request", async () => {
    const before = s.logLines.length
    await s.fetch("/healthz?probe=1")
    expect(s.logLines.length).toBe(before + 1)
    expect(s.logLines.at(-1)).toMatch(/ GET \/healthz\?probe=1 200 \d+ms$/)
  })
})
