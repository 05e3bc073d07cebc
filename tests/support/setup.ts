import type { Scenario, Step } from "./scenario.ts"

/**
 * A small programme in Brazil used by the decider specs: one brand and agency, one chain with
 * two stores, two products, an admin and a learner, campaign C1 open 2026-01-05 → 2026-03-20.
 */
export const levels = { creator: { reach: 1000, keep: 500 }, influencer: { reach: 3000, keep: 1500 } }

export const referenceData: ReadonlyArray<Step> = [
  { type: "CreateBrand", payload: { brandId: "acme", name: "Acme" } },
  { type: "CreateBrand", payload: { brandId: "zeta", name: "Zeta" } },
  { type: "CreateAgency", payload: { agencyId: "ag1", name: "Agência Sul", brandIds: ["acme"] } },
  { type: "CreateRetailChain", payload: { chainId: "ch1", name: "Casa Digital", country: "BR" } },
  { type: "CreateStore", payload: { storeId: "st1", chainId: "ch1", name: "Casa Digital Paulista", country: "BR", city: "São Paulo" } },
  { type: "CreateStore", payload: { storeId: "st2", chainId: "ch1", name: "Casa Digital Centro", country: "BR", city: "Rio de Janeiro" } },
  { type: "CreateProduct", payload: { sku: "NB-100", productType: "notebook", brandId: "acme", processor: "Core i5", generation: "13", formFactor: "14in" } },
  { type: "CreateProduct", payload: { sku: "DT-200", productType: "desktop", brandId: "acme" } },
  { type: "CreateProduct", payload: { sku: "MN-300", productType: "monitor", brandId: "acme" } }
]

/** Valid CPFs (check digits right). */
export const cpfs = ["529.982.247-25", "111.444.777-35", "123.456.789-09", "935.411.347-80", "714.602.380-01"]

export const account = (userId: string, document: string, extra: Partial<Record<string, unknown>> = {}): ReadonlyArray<Step> => [
  {
    type: "RegisterAccount",
    payload: { userId, country: "BR", document, email: `${userId}@example.com.br`, fullName: `Pessoa ${userId}`, birthday: "1990-05-17", role: "learner", ...extra }
  },
  { type: "ApproveAccount", payload: { userId } }
]

export const campaignC1: ReadonlyArray<Step> = [
  {
    type: "DraftCampaign",
    payload: {
      campaignId: "C1",
      name: "Campanha Verão 2026",
      country: "BR",
      begins: "2026-01-05",
      ends: "2026-03-20",
      pointsTable: [
        { sku: "NB-100", pointsPerUnit: 125 },
        { sku: "DT-200", pointsPerUnit: 75 },
        { sku: "MN-300", pointsPerUnit: 25 }
      ],
      levels
    }
  },
  { type: "EnrollStore", payload: { campaignId: "C1", storeId: "st1" } },
  { type: "EnrollStore", payload: { campaignId: "C1", storeId: "st2" } },
  { type: "OpenCampaign", payload: { campaignId: "C1" } }
]

export const register = (userId: string, campaignId = "C1", storeIds = ["st1"]): Step => ({
  type: "RegisterForCampaign",
  payload: { campaignId, userId, acceptTerms: true, agencyId: "ag1", brandIds: ["acme"], storeIds }
})

/** Reference data, an admin (adm), learner u1 registered in C1 — at 2026-01-10 Brasília time. */
export const standardProgramme = (s: Scenario): Scenario =>
  s
    .at("2026-01-02T12:00:00-03:00")
    .run(...referenceData, ...account("adm", cpfs[4]!, { role: "admin" }), ...account("u1", cpfs[0]!), ...campaignC1)
    .at("2026-01-10T10:00:00-03:00")
    .run(register("u1"))

export const sale = (saleId: string, extra: Partial<Record<string, unknown>> = {}, userId = "u1"): Step => ({
  type: "ReportSale",
  payload: {
    saleId,
    campaignId: "C1",
    userId,
    invoiceNumber: `NF-${saleId}`,
    saleDate: "2026-01-08",
    storeId: "st1",
    lines: [{ sku: "NB-100", quantity: 2 }],
    ...extra
  }
})
