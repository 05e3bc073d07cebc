import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { execute } from "../../../support/oauth.ts"
import type { TestServer } from "../../../support/server.ts"
import { startAdminServer } from "./adminServer.ts"

// Issue 41 item 8: a country admin learnt from an error's details that another country's store or
// chain exists (and which country). They get the answer an unknown id gets.

let s: TestServer
beforeAll(async () => {
  s = await startAdminServer()
  execute(s.programme, "DraftCampaign", {
    campaignId: "BR-Q9", name: "Campanha de teste", country: "BR", begins: "2026-09-01", ends: "2026-11-30",
    pointsTable: [{ sku: "NB-100", pointsPerUnit: 10 }], levels: { creator: { reach: 1000, keep: 500 }, influencer: { reach: 3000, keep: 1500 } }
  }, "admin:adm")
})
afterAll(() => s.close())

const post = (path: string, as: string, body: unknown) =>
  s.fetch(`/api/admin/${path}`, { as, method: "POST", headers: { "content-type": "application/json", "accept-language": "en-US" }, body: JSON.stringify(body) })

/** Status and body, with the id asked about put back to a placeholder so two answers compare. */
const answer = async (res: Response, id: string) => ({ status: res.status, body: JSON.parse((await res.text()).replaceAll(id, "<id>")) as unknown })

describe("another country's store or chain, to a country admin", () => {
  it("enrolling another country's store answers as an unknown store", async () => {
    const elsewhere = await answer(await post("campaigns/BR-Q9/stores", "adm", { storeId: "st-ar" }), "st-ar")
    const unknown = await answer(await post("campaigns/BR-Q9/stores", "adm", { storeId: "no-such-store" }), "no-such-store")
    expect(elsewhere).toEqual(unknown)
    expect(elsewhere).toMatchObject({ status: 422, body: { code: "reference.unknown" } })
    expect(JSON.stringify(elsewhere)).not.toMatch(/AR|wrong_country/)
  })

  it("a store in another country's chain answers as an unknown chain", async () => {
    const store = (id: string, chainId: string) => ({ id, storeId: id, chainId, name: "Loja Nova", country: "BR", city: "Campinas" })
    const elsewhere = await answer(await post("stores", "adm", store("st-new-1", "ch-ar")), "ch-ar")
    const unknown = await answer(await post("stores", "adm", store("st-new-2", "no-such-chain")), "no-such-chain")
    expect(elsewhere).toEqual(unknown)
    expect(elsewhere).toMatchObject({ status: 422, body: { code: "reference.unknown" } })
    expect(JSON.stringify(elsewhere)).not.toMatch(/"AR"|country_mismatch/)
  })

  it("a superuser still reads why", async () => {
    const res = await post("campaigns/BR-Q9/stores", "root", { storeId: "st-ar" })
    expect(((await res.json()) as { code: string }).code).toBe("campaign.store_wrong_country")
  })
})
