import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { TestServer } from "../../../support/server.ts"
import { logLength, startAdminServer } from "./adminServer.ts"
import { raClient } from "./raClient.ts"

// A country admin's day (issue 41, items 10–13; DESIGN §5.3): new records land in their country
// without their saying so, they read the log of their country's records and no other, the shared
// client companies are a superuser's to change, and a selection of sales is reproved at once.
let s: TestServer
beforeAll(async () => {
  s = await startAdminServer()
})
afterAll(() => s.close())

const send = (as: string, method: string, path: string, body?: unknown) =>
  s.fetch(`/api/admin/${path}`, {
    as,
    method,
    headers: { "content-type": "application/json", "accept-language": "en-US" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) })
  })
const countryOf = (table: string, key: string, id: string) => s.programme.db.prepare(`SELECT country FROM ${table} WHERE ${key} = ?`).pluck().get(id)
const pendingSales = (country: string) =>
  s.programme.db
    .prepare("SELECT s.sale_id FROM sales s JOIN campaigns c ON c.campaign_id = s.campaign_id WHERE s.status = 'awaiting_approval' AND c.country = ? ORDER BY s.sale_id")
    .pluck()
    .all(country) as Array<string>
const levels = { creator: { reach: 1000, keep: 500 }, influencer: { reach: 3000, keep: 1500 } }

describe("a country admin (DESIGN §5.3)", () => {
  it("creates campaigns, chains and stores in their own country without naming it", async () => {
    const ra = raClient(s, "ar-adm")
    await ra.create("chains", { data: { id: "ch-ar2", name: "Cadena Dos" } })
    await ra.create("stores", { data: { id: "st-ar2", chainId: "ch-ar2", name: "Tienda Dos", city: "Rosario" } })
    const draft = await ra.create("campaigns", { data: { id: "AR-Q9", name: "Campaña Nueve", begins: "2027-07-05", ends: "2027-09-20", pointsTable: [], levels } })
    expect(draft.data).toMatchObject({ id: "AR-Q9", country: "AR", status: "draft" })
    expect([countryOf("retail_chains", "chain_id", "ch-ar2"), countryOf("stores", "store_id", "st-ar2")]).toEqual(["AR", "AR"])
    // A country of their own said out loud, or left empty as a disabled field sends it, is the same.
    await ra.create("chains", { data: { id: "ch-ar3", name: "Cadena Tres", country: "AR" } })
    await ra.create("chains", { data: { id: "ch-ar4", name: "Cadena Cuatro", country: null } })
    expect([countryOf("retail_chains", "chain_id", "ch-ar3"), countryOf("retail_chains", "chain_id", "ch-ar4")]).toEqual(["AR", "AR"])
  })

  it("is refused another country's records, and a superuser still names the country", async () => {
    const before = logLength(s)
    const res = await send("ar-adm", "POST", "chains", { id: "ch-br9", name: "Rede Nove", country: "BR" })
    expect(res.status).toBe(403)
    expect(logLength(s)).toBe(before)
    await raClient(s, "root").create("chains", { data: { id: "ch-pe1", name: "Cadena Perú", country: "PE" } })
    expect(countryOf("retail_chains", "chain_id", "ch-pe1")).toBe("PE")
  })

  it("reads the log of their own country's records, and only those", async () => {
    const ra = raClient(s, "ar-adm")
    const page = { page: 1, perPage: 500 }
    const own = await ra.getList("events", { pagination: page, sort: { field: "id", order: "DESC" }, filter: {} })
    expect(own.data.length).toBeGreaterThan(5)
    const streams = new Set(own.data.map((e) => String(e["streamId"])))
    expect(streams).toContain("sale-ar-s1")
    expect(streams).toContain("campaign-AR-Q9")
    expect(streams).toContain("account-ar1")
    expect([...streams].filter((id) => /^(sale-s\d|account-u\d|campaign-BR|brand-|client-)/.test(id))).toEqual([])
    // A record's history tab asks for its streams: another country's is empty, as if absent.
    const theirs = await ra.getList("events", { pagination: page, sort: { field: "id", order: "DESC" }, filter: { streamId: ["sale-s1", "account-u1"] } })
    expect(theirs.data).toEqual([])
    const all = await raClient(s, "root").getList("events", { pagination: page, sort: { field: "id", order: "DESC" }, filter: { streamId: ["sale-s1"] } })
    expect(all.data.length).toBeGreaterThan(0)
    expect((await send("ar-adm", "GET", `events/${all.data[0]!.id}`)).status).toBe(404)
    // The total counts what the admin may read, not the whole log.
    expect(own.total).toBeLessThan(s.programme.log.lastPosition())
  })

  it("reads the client companies but does not change or create them; a superuser does", async () => {
    const ra = raClient(s, "root")
    const acme = await ra.create("clients", { data: { id: "acme", name: "Acme Varejo", homeRoute: "/home", features: { has_loyalty: true } } })
    const before = logLength(s)
    expect((await send("adm", "PUT", "clients/acme", { ...acme.data, passwordStrength: "weak" })).status).toBe(403)
    expect((await send("adm", "POST", "clients", { id: "beta", name: "Beta", homeRoute: "/home", features: {} })).status).toBe(403)
    expect(logLength(s)).toBe(before)
    expect((await raClient(s, "adm").getOne("clients", { id: "acme" })).data).toMatchObject({ name: "Acme Varejo" })
    const updated = await ra.update("clients", { id: "acme", data: { ...acme.data, name: "Acme" }, previousData: acme.data })
    expect(updated.data).toMatchObject({ name: "Acme" })
  })
})

describe("bulk reprove (issue 41, item 13)", () => {
  it("reproves each sale of the selection with the one reason, one result per id", async () => {
    const [a, b] = pendingSales("BR")
    expect(b).toBeDefined()
    const res = await send("aud", "POST", "sales/reprove", { ids: [a, b, "ar-s1", "nope"], reason: "Notas falsas" })
    expect(res.status).toBe(200)
    const results = (await res.json()) as Array<{ id: string; ok: boolean; code?: string }>
    expect(results.map((r) => [r.id, r.ok, r.code])).toEqual([
      [a, true, undefined],
      [b, true, undefined],
      ["ar-s1", false, "http.not_found"],
      ["nope", false, "http.not_found"]
    ])
    const rows = s.programme.db.prepare("SELECT status, reason FROM sales WHERE sale_id IN (?, ?)").all(a, b)
    expect(rows).toEqual([{ status: "reproved", reason: "Notas falsas" }, { status: "reproved", reason: "Notas falsas" }])
    // A decided sale answers for itself: already audited.
    const again = (await (await send("aud", "POST", "sales/reprove", { ids: [a], reason: "x" })).json()) as Array<{ code: string }>
    expect(again.map((r) => r.code)).toEqual(["sale.already_audited"])
  })

  it("asks for a reason", async () => {
    const before = logLength(s)
    for (const body of [{ ids: pendingSales("BR") }, { ids: pendingSales("BR"), reason: "" }]) {
      const res = await send("adm", "POST", "sales/reprove", body)
      expect(res.status).toBe(400)
    }
    expect(logLength(s)).toBe(before)
  })
})

describe("messages in the admin's language (issue 41, item 19; DESIGN §5.4)", () => {
  const notFound = async (as: string, headers: Record<string, string>) => {
    const res = await s.fetch("/api/admin/sales/nope", { as, headers })
    return [res.status, ((await res.json()) as { message: string }).message, res.headers.get("content-language")]
  }

  it("answers without Accept-Language in the user's language as GET /api/me tells it: their country's until they choose", async () => {
    expect(await notFound("ar-adm", {})).toEqual([404, "No encontramos lo que buscabas.", "es-ES"])
    expect(await notFound("adm", {})).toEqual([404, "Não encontramos o que você procurou.", "pt-BR"])
    const me = (await (await s.fetch("/api/me", { as: "ar-adm" })).json()) as { language: string }
    expect(me.language).toBe("es-ES")
    const chosen = await s.fetch("/api/me/language", { as: "ar-adm", method: "PUT", headers: { "content-type": "application/json" }, body: JSON.stringify({ language: "fr-FR" }) })
    expect(chosen.status).toBe(200)
    expect((await notFound("ar-adm", {}))[2]).toBe("fr-FR")
    // The header, when sent, still decides.
    expect(await notFound("ar-adm", { "accept-language": "en-US" })).toEqual([404, "We couldn't find what you were looking for.", "en-US"])
  })
})
