import { afterEach, describe, it } from "vitest"
import { StoreEnrolled } from "../../../domain/campaign/events.ts"
import { scenario, type Scenario } from "../../support/scenario.ts"
import { referenceData } from "../../support/setup.ts"
import { close, draft, enroll, open } from "../../support/campaigns.ts"

let s: Scenario
afterEach(() => s.close())

const drafted = () =>
  scenario()
    .at("2026-01-02T12:00:00-03:00")
    .run(
      ...referenceData,
      { type: "CreateRetailChain", payload: { chainId: "ch-ar", name: "Frávega", country: "AR" } },
      { type: "CreateStore", payload: { storeId: "st-ar", chainId: "ch-ar", name: "Frávega Florida", country: "AR", city: "Buenos Aires" } },
      draft("C1")
    )

describe("EnrollStore", () => {
  it("enrolls a store of the campaign's country", () => {
    s = drafted()
    s.when(enroll("C1", "st1")).thenEvents(new StoreEnrolled({ campaignId: "C1", storeId: "st1" }))
  })

  it("enrolls more stores after the campaign opened", () => {
    s = drafted().run(enroll("C1", "st1"), open("C1"))
    s.when(enroll("C1", "st2")).thenEvents(new StoreEnrolled({ campaignId: "C1", storeId: "st2" }))
  })

  it("refuses a store of another country", () => {
    s = drafted()
    s.when(enroll("C1", "st-ar")).thenRejects("campaign.store_wrong_country", { storeId: "st-ar", country: "AR" })
  })

  it("refuses a store already enrolled", () => {
    s = drafted().run(enroll("C1", "st1"))
    s.when(enroll("C1", "st1")).thenRejects("campaign.store_already_enrolled", { campaignId: "C1", storeId: "st1" })
  })

  it("refuses an unknown store", () => {
    s = drafted()
    s.when(enroll("C1", "st-x")).thenRejects("reference.unknown", { kind: "store", id: "st-x" })
  })

  it("refuses an unknown campaign", () => {
    s = drafted()
    s.when(enroll("C9", "st1")).thenRejects("campaign.not_found", { campaignId: "C9" })
  })

  it("refuses a closed campaign", () => {
    s = drafted().run(enroll("C1", "st1"), open("C1"), close("C1", "2026-03-21T00:00:00-03:00"))
    s.when(enroll("C1", "st2")).thenRejects("campaign.closed", { campaignId: "C1" })
  })
})
