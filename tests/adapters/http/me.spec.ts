import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { fixtures, startTestServer, type TestServer } from "../../support/server.ts"

let s: TestServer
beforeAll(async () => {
  s = await startTestServer({ fixture: fixtures.demo })
})
afterAll(() => s.close())

interface Session {
  userId: string
  fullName: string
  email: string
  status: string
  role: string
  isSuperuser: boolean
  country: string
  language: string
  clients: Array<{ clientId: string; name: string; homeRoute: string; features: Record<string, boolean> }>
  selectedClientId: string | null
  campaigns: Array<{ campaignId: string; status: string; registered: boolean }>
  mustChangePassword: boolean
  acceptTermsAndConditions: boolean
  acceptCookiesPolicy: boolean
}
const session = async (as: string) => (await (await s.fetch("/api/me", { as })).json()) as Session
const put = (path: string, as: string, body: unknown, headers: Record<string, string> = {}) =>
  s.fetch(path, { as, method: "PUT", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) })

describe("GET /api/me", () => {
  it("answers the session of the token's user, clients sorted by name, none selected when there are two", async () => {
    const me = await session("br-001")
    expect(me).toMatchObject({ userId: "br-001", status: "approved", role: "learner", isSuperuser: false, country: "BR", language: "pt-BR" })
    expect(me.fullName.length).toBeGreaterThan(3)
    expect(me.email).toMatch(/@.+\.example$/)
    expect(me.clients.map((c) => c.name)).toEqual(["Academia Vitrine", "Vitrine Varejo"])
    expect(me.clients[1]).toEqual({ clientId: "vitrine-varejo", name: "Vitrine Varejo", homeRoute: "/home", features: expect.objectContaining({ loyalty: true, ranking: true }) })
    expect(me.selectedClientId).toBeNull()
    expect(me.campaigns.length).toBeGreaterThanOrEqual(2)
    expect(me.campaigns.every((c) => c.status !== "draft")).toBe(true)
    expect(me.acceptTermsAndConditions).toBe(me.campaigns.some((c) => c.registered))
    expect(me).toMatchObject({ mustChangePassword: false, acceptCookiesPolicy: false })
  })

  it("selects the only client of a user who has one, and speaks the country's language", async () => {
    expect(await session("ar-001")).toMatchObject({ selectedClientId: "vitrine-varejo", language: "es-ES", country: "AR" })
    expect((await session("ca-001")).language).toBe("en-US")
  })

  it("shows the demo's head admin as the superuser", async () => {
    expect(await session("admin")).toMatchObject({ role: "admin", isSuperuser: true })
    expect(await session("admin-ar")).toMatchObject({ role: "admin", isSuperuser: false })
  })
})

describe("PUT /api/me/client and /api/me/language", () => {
  it("selects one of the user's client companies", async () => {
    const res = await put("/api/me/client", "br-002", { clientId: "academia-vitrine" })
    expect(res.status).toBe(200)
    expect((await session("br-002")).selectedClientId).toBe("academia-vitrine")
  })

  it("answers another company's or an unknown id as not found, and changes nothing", async () => {
    for (const clientId of ["academia-vitrine", "no-such-client"]) {
      const res = await put("/api/me/client", "ar-002", { clientId }, { "accept-language": "en-US" })
      expect(res.status).toBe(404)
      expect(await res.json()).toEqual({ code: "client.not_found", message: `We couldn't find the client company ${clientId}.`, details: { clientId } })
    }
    expect((await session("ar-002")).selectedClientId).toBe("vitrine-varejo")
  })

  it("sets the language the session and error messages use", async () => {
    expect((await put("/api/me/language", "br-003", { language: "fr-FR" })).status).toBe(200)
    expect((await session("br-003")).language).toBe("fr-FR")
    const res = await put("/api/me/client", "br-003", { clientId: "nope" })
    expect(((await res.json()) as { message: string }).message).toBe("Nous n'avons pas trouvé l'entreprise cliente nope.")
  })
})
