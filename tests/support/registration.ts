import type { Scenario, Step } from "./scenario.ts"
import { account, campaignC1, cpfs, referenceData } from "./setup.ts"

/**
 * The setup's programme plus what registration rules need: a second chain ch2 with store st3
 * (enrolled in C1), store st4 of ch1 that does not take part, agency ag2 selling brand zeta,
 * approved learner u1 — and the clock at 2026-01-10 10:00 Brasília time, C1 open.
 */
export const registrationWorld = (s: Scenario, ...more: ReadonlyArray<Step>): Scenario =>
  s
    .at("2026-01-02T12:00:00-03:00")
    .run(
      ...referenceData,
      { type: "CreateRetailChain", payload: { chainId: "ch2", name: "Mega Eletro", country: "BR" } },
      { type: "CreateStore", payload: { storeId: "st3", chainId: "ch2", name: "Mega Eletro Savassi", country: "BR", city: "Belo Horizonte" } },
      { type: "CreateStore", payload: { storeId: "st4", chainId: "ch1", name: "Casa Digital Recife", country: "BR", city: "Recife" } },
      { type: "CreateAgency", payload: { agencyId: "ag2", name: "Agência Norte", brandIds: ["zeta"] } },
      ...account("adm", cpfs[4]!, { role: "admin" }),
      ...account("u1", cpfs[0]!),
      ...campaignC1,
      { type: "EnrollStore", payload: { campaignId: "C1", storeId: "st3" } },
      ...more
    )
    .at("2026-01-10T10:00:00-03:00")

/** u1's registration in C1 through ag1/acme at st1; any field may be overridden. */
export const registration = (extra: Partial<Record<string, unknown>> = {}): Step => ({
  type: "RegisterForCampaign",
  payload: { campaignId: "C1", userId: "u1", acceptTerms: true, agencyId: "ag1", brandIds: ["acme"], storeIds: ["st1"], ...extra }
})
