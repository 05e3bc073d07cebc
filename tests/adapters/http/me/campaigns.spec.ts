import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { TestServer } from "../../../support/server.ts"
import { json, startLearnerServer } from "../../../support/learnerServer.ts"

let s: TestServer
beforeAll(async () => {
  s = await startLearnerServer()
})
afterAll(() => s.close())

const form = { acceptTerms: true, agencyId: "ag1", brandIds: ["acme"], storeIds: ["st1"] }

describe("GET /api/me/campaigns", () => {
  it("lists my country's open and closed campaigns, never drafts nor another country's, with my registration", async () => {
    const res = await s.fetch("/api/me/campaigns", { as: "u1" })
    expect(res.status).toBe(200)
    expect(res.headers.get("content-range")).toBe("campaigns 0-1/2")
    const body = (await res.json()) as Array<{ id: string; status: string; registration: { storeIds: Array<string> } | null }>
    expect(body.map((c) => [c.id, c.status])).toEqual([["BR-Q2", "open"], ["BR-Q1", "closed"]])
    expect(body[0]!.registration).toMatchObject({ campaignId: "BR-Q2", agencyId: "ag1", storeIds: ["st1"], chainIds: ["ch1"] })
  })

  it("shows null as the registration of a campaign I am not registered in", async () => {
    const body = (await (await s.fetch("/api/me/campaigns?sort=[\"begins\",\"ASC\"]", { as: "kid" })).json()) as Array<{ id: string; registration: unknown }>
    expect(body.map((c) => [c.id, c.registration])).toEqual([["BR-Q1", null], ["BR-Q2", null]])
  })

  it("shows an Argentine learner the Argentine campaign only", async () => {
    const body = (await (await s.fetch("/api/me/campaigns", { as: "ar1" })).json()) as Array<{ id: string }>
    expect(body.map((c) => c.id)).toEqual(["AR-Q2"])
  })
})

describe("GET /api/me/campaigns/:id/options", () => {
  it("offers the agencies with their brands, and the participating stores and their chains", async () => {
    const res = await s.fetch("/api/me/campaigns/BR-Q2/options", { as: "u4" })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      campaignId: "BR-Q2",
      agencies: [{ agencyId: "ag1", name: "Agência Sul", brandIds: ["acme"] }],
      brands: [{ brandId: "acme", name: "Acme" }],
      chains: [{ chainId: "ch1", name: "Casa Digital" }],
      stores: [
        { storeId: "st2", chainId: "ch1", name: "Casa Digital Centro", city: "Rio de Janeiro" },
        { storeId: "st1", chainId: "ch1", name: "Casa Digital Paulista", city: "São Paulo" }
      ]
    })
  })

  it.each([["a draft", "BR-Q3"], ["another country's", "AR-Q2"], ["an unknown", "nope"]])("answers 404 campaign.not_found for %s campaign", async (_, id) => {
    const res = await s.fetch(`/api/me/campaigns/${id}/options`, { as: "u4", headers: { "accept-language": "es-ES" } })
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ code: "campaign.not_found", message: `No hemos encontrado la campaña ${id}.`, details: { campaignId: id } })
  })
})

describe("GET /api/me/campaigns/:id/points-table", () => {
  it("lists each SKU's points per unit with its product, sortable", async () => {
    const res = await s.fetch('/api/me/campaigns/BR-Q2/points-table?sort=["pointsPerUnit","DESC"]', { as: "u1" })
    expect(res.status).toBe(200)
    expect(res.headers.get("content-range")).toBe("points-table 0-1/2")
    const body = (await res.json()) as Array<{ sku: string; pointsPerUnit: number; productType: string }>
    expect(body.map((r) => [r.sku, r.pointsPerUnit, r.productType])).toEqual([["NB-100", 100, "notebook"], ["MN-300", 20, "monitor"]])
  })

  it("names each product's brand, so the sale form finds products by brand (issue 41, item 21)", async () => {
    const body = (await (await s.fetch("/api/me/campaigns/BR-Q2/points-table", { as: "u1" })).json()) as Array<{ sku: string; brandName: string | null; courseTitle: string | null }>
    expect(body.find((r) => r.sku === "NB-100")).toMatchObject({ brandName: "Acme", courseTitle: null })
  })

  it("answers 404 for another country's campaign", async () => {
    expect((await s.fetch("/api/me/campaigns/AR-Q2/points-table", { as: "u1" })).status).toBe(404)
  })
})

describe("POST /api/me/campaigns/:id/registration", () => {
  it("registers me (the token's user, actor user:<me>) and answers 201 with my registration", async () => {
    const before = s.programme.log.lastPosition()
    const res = await s.fetch("/api/me/campaigns/BR-Q2/registration", json("u4", "POST", form, { "idempotency-key": "reg-u4" }))
    expect(res.status).toBe(201)
    expect(await res.json()).toMatchObject({ campaignId: "BR-Q2", agencyId: "ag1", brandIds: ["acme"], storeIds: ["st1"], chainIds: ["ch1"] })
    const appended = s.programme.log.readAll(before, 100)
    expect(appended.map((e) => [e.type, e.streamId])).toEqual([["RegisteredForCampaign", "registration-BR-Q2:u4"]])
    expect(appended[0]!.metadata).toMatchObject({ actor: "user:u4" })
  })

  it.each([
    ["terms not accepted", "kid", { ...form, acceptTerms: false }, 422, "registration.terms_not_accepted", "Para participar, é preciso aceitar o regulamento da campanha."],
    ["under 18", "kid", form, 422, "registration.underage", undefined],
    ["a brand outside the agency", "u3", { ...form, brandIds: ["other"] }, 422, "registration.brand_not_in_agency", undefined],
    ["no store", "u3", { ...form, storeIds: [] }, 422, "registration.no_store", undefined],
    ["already registered", "u1", form, 409, "registration.already_registered", undefined]
  ])("refuses %s with its code", async (_, user, body, status, code, message) => {
    const before = s.programme.log.lastPosition()
    const res = await s.fetch("/api/me/campaigns/BR-Q2/registration", json(user, "POST", body))
    expect(res.status).toBe(status)
    const answer = (await res.json()) as { code: string; message: string }
    expect(answer.code).toBe(code)
    if (message !== undefined) expect(answer.message).toBe(message)
    expect(s.programme.log.lastPosition()).toBe(before)
  })

  it("localizes a rejection by Accept-Language", async () => {
    const res = await s.fetch("/api/me/campaigns/BR-Q2/registration", json("u3", "POST", { ...form, storeIds: [] }, { "accept-language": "fr-FR" }))
    expect(((await res.json()) as { message: string }).message).toMatch(/magasin/)
  })

  it("answers 404 for another country's campaign, appending nothing", async () => {
    const before = s.programme.log.lastPosition()
    const res = await s.fetch("/api/me/campaigns/AR-Q2/registration", json("u3", "POST", { ...form, storeIds: ["st-ar"] }))
    expect(res.status).toBe(404)
    expect(s.programme.log.lastPosition()).toBe(before)
  })

  it("takes no user id from the body: a userId field there is ignored", async () => {
    const res = await s.fetch("/api/me/campaigns/BR-Q2/registration", json("u3", "POST", { ...form, userId: "kid" }))
    expect(res.status).toBe(201)
    const kid = (await (await s.fetch("/api/me/campaigns", { as: "kid" })).json()) as Array<{ id: string; registration: unknown }>
    expect(kid.find((c) => c.id === "BR-Q2")!.registration).toBeNull()
  })

  it("answers a repeated Idempotency-Key with the first status and body, appending once", async () => {
    const first = await s.fetch("/api/me/campaigns/BR-Q2/registration", json("kid", "POST", form, { "idempotency-key": "reg-kid" }))
    const second = await s.fetch("/api/me/campaigns/BR-Q2/registration", json("kid", "POST", form, { "idempotency-key": "reg-kid" }))
    expect([first.status, second.status]).toEqual([422, 422])
    expect(await second.json()).toEqual(await first.json())
    const after = s.programme.log.lastPosition()
    const repeat = await s.fetch("/api/me/campaigns/BR-Q2/registration", json("u4", "POST", form, { "idempotency-key": "reg-u4" }))
    expect(repeat.status).toBe(201)
    expect(await repeat.json()).toMatchObject({ campaignId: "BR-Q2", storeIds: ["st1"] })
    expect(s.programme.log.lastPosition()).toBe(after)
  })
})

describe("An Idempotency-Key reused with other content", () => {
  it("answers 422 http.idempotency_key_reused: never the first request's outcome (issue 41)", async () => {
    // u4 registered in BR-Q2 under "reg-u4" above; the same key for BR-Q1 is another request.
    const other = await s.fetch("/api/me/campaigns/BR-Q1/registration", json("u4", "POST", form, { "idempotency-key": "reg-u4" }))
    expect(other.status).toBe(422)
    expect(await other.json()).toMatchObject({ code: "http.idempotency_key_reused" })
  })
})

describe("The OpenAPI document", () => {
  it("describes every learner and file endpoint", async () => {
    const doc = (await (await s.fetch("/api/openapi.json")).json()) as { paths: Record<string, Record<string, unknown>> }
    for (const path of [
      "/api/me/campaigns", "/api/me/campaigns/{id}/options", "/api/me/campaigns/{id}/points-table", "/api/me/campaigns/{id}/registration",
      "/api/me/sales", "/api/me/wallets", "/api/me/statement", "/api/me/level", "/api/files", "/api/files/{id}", "/api/files/{id}/thumbnail"
    ]) expect(doc.paths, path).toHaveProperty([path])
  })
})
