import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { TestServer } from "../../../support/server.ts"
import { startAdminServer } from "./adminServer.ts"
import { raClient } from "./raClient.ts"
import { adminResourceNames } from "../../../../domain/api/AdminResourcesApi.ts"
import { resourceNames } from "../../../../adapters/http/admin/resources/index.ts"

let s: TestServer
beforeAll(async () => {
  s = await startAdminServer()
})
afterAll(() => s.close())

const page = { page: 1, perPage: 25 }

/**
 * Each resource through react-admin's own simple-rest client against the real server, as the
 * superuser: a sorted page, a second page, a filter, getMany and getOne (DESIGN §5.3).
 */
const cases: ReadonlyArray<{ resource: string; sort: string; filter: Record<string, unknown>; expected: ReadonlyArray<string | number> }> = [
  { resource: "sales", sort: "invoiceNumber", filter: { campaignId: "BR-Q1", status: "awaiting_approval" }, expected: ["s7", "s5"] },
  { resource: "campaigns", sort: "name", filter: { country: "AR" }, expected: ["AR-Q1"] },
  { resource: "participants", sort: "userId", filter: { campaignId: "BR-Q1" }, expected: ["BR-Q1:u1", "BR-Q1:u2", "BR-Q1:u3"] },
  { resource: "accounts", sort: "id", filter: { country: "AR", role: ["admin", "auditor"] }, expected: ["ar-adm", "ar-aud"] },
  { resource: "level-ups", sort: "userId", filter: { status: "approved" }, expected: [24] },
  { resource: "wallets", sort: "userId", filter: { campaignId: "BR-Q1", balance_lte: 0, userId: ["u1", "u3"] }, expected: ["BR-Q1:u1", "BR-Q1:u3"] },
  { resource: "statement-lines", sort: "id", filter: { userId: "ar1", ref: ["ar-s1", "ar-s2"] }, expected: [67, 70] },
  { resource: "stores", sort: "name", filter: { country: ["AR", "BR"] }, expected: ["st1", "st-ar"] },
  { resource: "chains", sort: "name", filter: { country: "BR" }, expected: ["ch1"] },
  { resource: "agencies", sort: "name", filter: { q: "sul" }, expected: ["ag1"] },
  { resource: "brands", sort: "name", filter: {}, expected: ["acme"] },
  { resource: "products", sort: "sku", filter: { productType: "notebook" }, expected: ["NB-100"] },
  { resource: "events", sort: "id", filter: { commandId: "sc-017", type: "SaleReported" }, expected: [67 - 1] }
]

describe("Admin resources through ra-data-simple-rest (DESIGN §5.3)", () => {
  for (const c of cases) {
    it(`${c.resource}: getList sorted and filtered, getMany, getOne`, async () => {
      const ra = raClient(s, "root")
      const list = await ra.getList(c.resource, { pagination: page, sort: { field: c.sort, order: "ASC" }, filter: c.filter })
      expect(list.total).toBe(c.expected.length)
      expect(list.data.map((r) => r.id)).toEqual(c.expected)
      const desc = await ra.getList(c.resource, { pagination: page, sort: { field: c.sort, order: "DESC" }, filter: c.filter })
      expect(desc.data.map((r) => r.id)).toEqual([...c.expected].reverse())
      const many = await ra.getMany(c.resource, { ids: [...c.expected] })
      expect(many.data.map((r) => r.id).sort()).toEqual([...c.expected].sort())
      const one = await ra.getOne(c.resource, { id: c.expected[0]! })
      expect(one.data).toEqual(list.data[0])
    })
  }

  it("pages with range and reports the total in Content-Range", async () => {
    const ra = raClient(s, "root")
    const all = await ra.getList("sales", { pagination: { page: 1, perPage: 100 }, sort: { field: "reportedAt", order: "DESC" }, filter: {} })
    const second = await ra.getList("sales", { pagination: { page: 2, perPage: 3 }, sort: { field: "reportedAt", order: "DESC" }, filter: {} })
    expect(second.total).toBe(all.total)
    expect(second.data).toEqual(all.data.slice(3, 6))
    const res = await s.fetch("/api/admin/sales?range=[3,5]&sort=[\"reportedAt\",\"DESC\"]", { as: "root" })
    expect(res.headers.get("content-range")).toBe(`sales 3-5/${all.total}`)
    expect(res.headers.get("access-control-expose-headers")).toBe("Content-Range")
  })

  it("searches names and invoice numbers with q, and names the store, chain and seller of a sale", async () => {
    const ra = raClient(s, "root")
    const byName = await ra.getList("sales", { pagination: page, sort: { field: "id", order: "ASC" }, filter: { q: "carla" } })
    expect(byName.data.map((r) => r.id)).toEqual(["s2", "s6"])
    const byInvoice = await ra.getList("sales", { pagination: page, sort: { field: "id", order: "ASC" }, filter: { q: "fa-000" } })
    expect(byInvoice.data.map((r) => r.id)).toEqual(["ar-s1", "ar-s2", "ar-s3"])
    expect(byInvoice.data[0]).toMatchObject({ storeName: "Frávega Palermo", chainName: "Frávega Sur", userName: "Ernesto Vendedor", duplicate: false })
    const duplicates = await ra.getList("sales", { pagination: page, sort: { field: "id", order: "ASC" }, filter: { duplicate: true } })
    expect(duplicates.data.map((r) => r.id)).toEqual(["s1", "s6"])
    const wildcard = await ra.getList("accounts", { pagination: page, sort: { field: "id", order: "ASC" }, filter: { q: "%" } })
    expect(wildcard.total).toBe(0)
  })

  it("says what a confirmation confirmed: its points stay 0 (the balance does not move), its confirmedPoints are the sale's credit", async () => {
    const ra = raClient(s, "root")
    const confirmations = await ra.getList("statement-lines", { pagination: { page: 1, perPage: 5 }, sort: { field: "id", order: "ASC" }, filter: { kind: "confirmation" } })
    expect(confirmations.data.length).toBeGreaterThan(0)
    for (const line of confirmations.data) {
      const credits = await ra.getList("statement-lines", { pagination: page, sort: { field: "id", order: "ASC" }, filter: { userId: line["userId"], ref: line["ref"], kind: "credit.sale" } })
      expect([line["points"], line["confirmedPoints"]]).toEqual([0, credits.data[0]!["points"]])
    }
    const credit = await ra.getList("statement-lines", { pagination: { page: 1, perPage: 1 }, sort: { field: "id", order: "ASC" }, filter: { kind: "credit.sale" } })
    expect(credit.data[0]!["confirmedPoints"]).toBeNull()
  })

  it("counts a level-up's sales and those not yet approved", async () => {
    const one = await raClient(s, "root").getOne("level-ups", { id: 24 })
    expect(one.data).toMatchObject({ userId: "u1", toLevel: 2, countedSales: 1, unapprovedSales: 0, userName: "Bruno Souza" })
  })

  it("creates reference data and a draft campaign, and updates a draft's points table", async () => {
    const ra = raClient(s, "adm")
    const brand = await ra.create("brands", { data: { id: "nova", name: "Nova" } })
    expect(brand.data).toEqual({ id: "nova", name: "Nova" })
    await ra.create("chains", { data: { id: "ch2", name: "Rede Dois", country: "BR" } })
    const store = await ra.create("stores", { data: { id: "st2", chainId: "ch2", name: "Loja Dois", country: "BR", city: "Recife" } })
    expect(store.data).toMatchObject({ id: "st2", chainName: "Rede Dois", city: "Recife" })
    await ra.create("agencies", { data: { id: "ag2", name: "Agência Norte", brandIds: ["nova"] } })
    const product = await ra.create("products", { data: { id: "TB-9", productType: "tablet", brandId: "nova" } })
    expect(product.data).toMatchObject({ id: "TB-9", sku: "TB-9", brandName: "Nova" })
    const levels = { creator: { reach: 1000, keep: 500 }, influencer: { reach: 3000, keep: 1500 } }
    const draft = await ra.create("campaigns", {
      data: { id: "BR-Q9", name: "Campanha Nove", country: "BR", begins: "2027-07-05", ends: "2027-09-20", pointsTable: [{ sku: "TB-9", pointsPerUnit: 10 }], levels }
    })
    expect(draft.data).toMatchObject({ id: "BR-Q9", status: "draft", pointsTable: [{ sku: "TB-9", pointsPerUnit: 10 }] })
    const updated = await ra.update("campaigns", { id: "BR-Q9", data: { ...draft.data, pointsTable: [{ sku: "TB-9", pointsPerUnit: 12 }] }, previousData: draft.data })
    expect(updated.data["pointsTable"]).toEqual([{ sku: "TB-9", pointsPerUnit: 12 }])
  })

  it("clients: creates a client company, lists it with its features and members, getMany and getOne", async () => {
    const ra = raClient(s, "root")
    const features = { loyalty: true, ranking: false }
    const created = await ra.create("clients", { data: { id: "acme", name: "Acme Varejo", homeRoute: "/home", features } })
    expect(created.data).toEqual({ id: "acme", name: "Acme Varejo", homeRoute: "/home", features, passwordStrength: "medium", members: 0 })
    await ra.create("clients", { data: { id: "beta", name: "Beta Lojas", homeRoute: "/campaigns", features: {}, passwordStrength: "strong" } })
    const list = await ra.getList("clients", { pagination: page, sort: { field: "name", order: "DESC" }, filter: { q: "a" } })
    expect(list.data.map((r) => r.id)).toEqual(["beta", "acme"])
    const strong = await ra.getList("clients", { pagination: page, sort: { field: "name", order: "ASC" }, filter: { passwordStrength: "strong" } })
    expect(strong.data.map((r) => r.id)).toEqual(["beta"])
    expect((await ra.getMany("clients", { ids: ["acme", "beta"] })).data).toHaveLength(2)
    expect((await ra.getOne("clients", { id: "acme" })).data).toEqual(created.data)
  })

  it("answers 404 for a resource it does not have, and for a create where the domain has none", async () => {
    expect([...resourceNames].sort()).toEqual([...adminResourceNames].sort())
    for (const [method, path] of [["GET", "nope"], ["GET", "nope/1"], ["POST", "nope"], ["POST", "sales"], ["POST", "accounts"]] as const) {
      const res = await s.fetch(`/api/admin/${path}`, { as: "root", method, ...(method === "POST" ? { body: "{}", headers: { "content-type": "application/json" } } : {}) })
      expect([res.status, ((await res.json()) as { code: string }).code], path).toEqual([404, "http.not_found"])
    }
  })
})
