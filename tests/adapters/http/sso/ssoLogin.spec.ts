import { Context } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { ServerContext } from "../../../../adapters/http/ServerContext.ts"
import { startOidcProvider, signInAtProvider, type OidcTestProvider } from "../../../support/oidcProvider.ts"
import { startTestServer, testClient, type TestServer } from "../../../support/server.ts"

let s: TestServer
let provider: OidcTestProvider
let callbackUrl = ""

const basic = `Basic ${Buffer.from(`${testClient.id}:${testClient.secret}`).toString("base64")}`
const post = (path: string, body?: unknown, headers: Record<string, string> = {}) =>
  s.fetch(path, { method: "POST", headers: { "content-type": "application/json", ...headers }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) })

const contextOf = (server: TestServer) => Context.get(server.server.context, ServerContext)

/** A sign-in started at our server and finished at the provider as `login`: the callback's query. */
const signIn = async (login: string, issuerId = "test-idp"): Promise<string> => {
  const start = await post(`/api/sso/${issuerId}/start`)
  expect(start.status).toBe(200)
  const { authorizationUrl } = (await start.json()) as { authorizationUrl: string }
  return (await signInAtProvider(authorizationUrl, login, callbackUrl)).search
}

const callback = (query: string, headers: Record<string, string> = { authorization: basic }) => post("/api/sso/callback", { query }, headers)

beforeAll(async () => {
  s = await startTestServer()
  callbackUrl = `${s.url}/login-redirect-v2`
  provider = await startOidcProvider({ redirectUris: [callbackUrl], people: { "unverified@example.com.br": { email: "u2@example.com.br", emailVerified: false } } })
  const { sso } = contextOf(s)
  sso.issuers.add({ issuerId: "test-idp", issuerUrl: provider.issuer, clientId: provider.clientId, clientSecret: provider.clientSecret, label: "Test ID", redirectPath: "/login-redirect-v2", showOnLogin: true })
})
afterAll(async () => {
  await provider.stop()
  await s.close()
})


describe("single sign-on by OpenID Connect (code + PKCE) against a real provider", () => {
  it("lists the login buttons without URLs, client ids or secrets", async () => {
    const r = await s.fetch("/api/sso/providers")
    expect(r.status).toBe(200)
    expect(await r.json()).toEqual([{ issuerId: "test-idp", label: "Test ID" }])
  })

  it("signs an approved account in by its verified e-mail, with our own tokens", async () => {
    const query = await signIn("U1@example.com.br")
    const r = await callback(query)
    expect(r.status).toBe(200)
    const tokens = (await r.json()) as { access_token: string; refresh_token: string; token_type: string }
    expect(tokens.token_type).toBe("Bearer")
    const me = await s.fetch("/api/me", { headers: { authorization: `Bearer ${tokens.access_token}` } })
    expect(((await me.json()) as { userId: string }).userId).toBe("u1")
    // The refresh token is ours too: the learner app's client refreshes it at /o/token/.
    const refreshed = await s.fetch("/o/token/", {
      method: "POST",
      headers: { authorization: basic, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ grant_type: "refresh_token", refresh_token: tokens.refresh_token })
    })
    expect(refreshed.status).toBe(200)
  })

  it("refuses a state it never handed out, and the genuine one still works once", async () => {
    const query = await signIn("u1@example.com.br")
    const forged = new URLSearchParams(query)
    forged.set("state", "forged-state")
    const r = await callback(forged.toString())
    expect(r.status).toBe(400)
    expect(await r.json()).toMatchObject({ code: "sso.invalid_state" })
    expect((await callback(query)).status).toBe(200)
  })

  it("honours a callback once: the same answer replayed, or its code under a new state, gives no tokens", async () => {
    const query = await signIn("u1@example.com.br")
    expect((await callback(query)).status).toBe(200)
    const again = await callback(query)
    expect(again.status).toBe(400)
    expect(await again.json()).toMatchObject({ code: "sso.invalid_state" })
    // A new sign-in's state with the spent code: the provider refuses the code (used, and not this verifier's).
    const fresh = new URLSearchParams(await signIn("u1@example.com.br"))
    fresh.set("code", new URLSearchParams(query).get("code")!)
    const replay = await callback(fresh.toString(), { authorization: basic, "accept-language": "pt-BR" })
    expect(replay.status).toBe(502)
    expect(await replay.json()).toMatchObject({ code: "sso.provider_failed", message: "Erro ao efetuar login com o Test ID, tente novamente mais tarde." })
  })

  it("says 'Sem perfil cadastrado…' for an e-mail no account has, and for one the provider does not vouch for", async () => {
    const unknown = await callback(await signIn("nobody@example.com.br"), { authorization: basic, "accept-language": "pt-BR" })
    expect(unknown.status).toBe(403)
    expect(await unknown.json()).toMatchObject({
      code: "sso.no_profile",
      message: "Sem perfil cadastrado. Verifique com o gestor da plataforma para liberar corretamente a autenticação."
    })
    const unverified = await callback(await signIn("unverified@example.com.br"))
    expect(unverified.status).toBe(403)
    expect(await unverified.json()).toMatchObject({ code: "sso.no_profile" })
  })

  it("says the provider failed when the provider refuses the sign-in (error in the callback)", async () => {
    const start = (await (await post("/api/sso/test-idp/start")).json()) as { authorizationUrl: string }
    const state = new URL(start.authorizationUrl).searchParams.get("state")!
    const r = await callback(new URLSearchParams({ error: "access_denied", state }).toString(), { authorization: basic, "accept-language": "en-US" })
    expect(r.status).toBe(502)
    expect(await r.json()).toMatchObject({ code: "sso.provider_failed", message: "Error signing in with Test ID, please try again later." })
  })

  it("gives tokens only to the app's OAuth client, and knows only its issuers", async () => {
    const query = await signIn("u1@example.com.br")
    const r = await callback(query, {})
    expect(r.status).toBe(401)
    expect(await r.json()).toMatchObject({ code: "sso.invalid_client" })
    const unknown = await post("/api/sso/nope/start")
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toMatchObject({ code: "sso.issuer_not_found" })
  })

  it("says the provider failed, never a 500, when the provider is down", async () => {
    const down = await startOidcProvider({ redirectUris: [callbackUrl] })
    contextOf(s).sso.issuers.add({ issuerId: "down-idp", issuerUrl: down.issuer, clientId: down.clientId, clientSecret: down.clientSecret, label: "Down ID", redirectPath: "/login-redirect-v2", showOnLogin: false })
    // Up at the start, down when the browser comes back: the code cannot be exchanged.
    const query = await signIn("u1@example.com.br", "down-idp")
    await down.stop()
    const r = await callback(query)
    expect(r.status).toBe(502)
    expect(await r.json()).toMatchObject({ code: "sso.provider_failed" })
    // And a provider that is down from the start.
    contextOf(s).sso.issuers.add({ issuerId: "gone-idp", issuerUrl: down.issuer, clientId: "x", clientSecret: null, label: "Gone ID", redirectPath: "/login-redirect-v2", showOnLogin: false })
    const start = await post("/api/sso/gone-idp/start")
    expect(start.status).toBe(502)
    expect(await start.json()).toMatchObject({ code: "sso.provider_failed" })
  })
})
