import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestServer, type TestServer } from "../../support/server.ts"

let s: TestServer
beforeAll(async () => {
  s = await startTestServer()
})
afterAll(() => s.close())

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: "PUT",
  headers: { "content-type": "application/json", ...headers },
  body: typeof body === "string" ? body : JSON.stringify(body)
})

describe("Bearer authentication (RFC 6750)", () => {
  it.each([
    ["no token", {}],
    ["an unknown token", { authorization: "Bearer not-a-token" }],
    ["another scheme", { authorization: "Basic dTE6eA==" }]
  ])("answers 401 invalid_token to %s, with the error body", async (_, headers) => {
    const res = await s.fetch("/api/me", { headers })
    expect(res.status).toBe(401)
    expect(res.headers.get("www-authenticate")).toBe('Bearer error="invalid_token"')
    expect(await res.json()).toMatchObject({ code: "http.invalid_token", details: {} })
  })

  it("gives a valid token's user to the handler", async () => {
    const res = await s.fetch("/api/me", { as: "u1" })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ userId: "u1", role: "learner", country: "BR", isSuperuser: false })
  })
})

describe("The error contract (DESIGN §5.4)", () => {
  it("answers malformed input with 400 input.invalid and the field's path", async () => {
    const res = await s.fetch("/api/me/language", { as: "u1", ...json({ language: "xx-XX" }) })
    expect(res.status).toBe(400)
    const body = (await res.json()) as { code: string; details: { issues: Array<{ path: string }> } }
    expect(body.code).toBe("input.invalid")
    expect(body.details.issues.map((i) => i.path)).toEqual(["language"])
  })

  it("answers a body that is not JSON with 400, never a 500", async () => {
    const res = await s.fetch("/api/me/language", { as: "u1", ...json("{not json") })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ code: "input.invalid" })
  })

  it("refuses a JSON body over 1 MB with 413", async () => {
    const res = await s.fetch("/api/me/language", { as: "u1", ...json({ language: "x".repeat(1024 * 1024 + 10) }) })
    expect(res.status).toBe(413)
    expect(await res.json()).toMatchObject({ code: "http.payload_too_large", details: { limitBytes: 1048576 } })
  })

  it("answers a body type the endpoint does not read with 415 in the same shape", async () => {
    const res = await s.fetch("/api/me/language", { as: "u1", method: "PUT", headers: { "content-type": "text/plain" }, body: "pt-BR" })
    expect(res.status).toBe(415)
    expect(await res.json()).toMatchObject({ code: "http.unsupported_media_type", details: { contentType: "text/plain" } })
  })

  it("answers an unknown API path or method with 404 in the same shape", async () => {
    for (const [method, path] of [["GET", "/api/nothing/here"], ["POST", "/api/me/nothing"], ["DELETE", "/api/me"]] as const) {
      const res = await s.fetch(path, { method })
      expect(res.status, `${method} ${path}`).toBe(404)
      expect(await res.json()).toMatchObject({ code: "http.not_found" })
    }
  })

  it("writes the message in the language of Accept-Language, else the user's, else pt-BR", async () => {
    const message = async (headers: Record<string, string>, as?: string) =>
      ((await (await s.fetch("/api/nothing", { headers, ...(as ? { as } : {}) })).json()) as { message: string }).message
    expect(await message({})).toBe("Não encontramos o que você procurou.")
    expect(await message({ "accept-language": "fr-CA,fr;q=0.9,en;q=0.8" })).toBe("Nous n'avons pas trouvé ce que vous cherchiez.")
    expect(await message({ "accept-language": "de-DE, es;q=0.5" })).toBe("No encontramos lo que buscabas.")
    expect(await message({ "accept-language": "de-DE" })).toBe("Não encontramos o que você procurou.")
    // The user's choice applies where a token is checked and no Accept-Language says otherwise.
    const set = await s.fetch("/api/me/language", { as: "u2", ...json({ language: "en-US" }) })
    expect(set.status).toBe(200)
    const res = await s.fetch("/api/me/language", { as: "u2", ...json({ language: 42 }) })
    expect(((await res.json()) as { message: string }).message).toMatch(/^Some details are missing/)
    const res2 = await s.fetch("/api/me/language", { as: "u2", ...json({ language: 42 }, { "accept-language": "es" }) })
    expect(((await res2.json()) as { message: string }).message).toMatch(/^Faltan/)
  })
})
