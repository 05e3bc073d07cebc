import { afterEach, describe, expect, it } from "vitest"
import { RegisteredForCampaign } from "../../../domain/registration/events.ts"
import { scenario, type Scenario } from "../../support/scenario.ts"
import { registration, registrationWorld } from "../../support/registration.ts"
import { decodeError } from "../../support/decode.ts"

let s: Scenario
afterEach(() => s.close())

describe("RegisterForCampaign: exactly one agency", () => {
  it("refuses a list of agencies at decoding, naming agencyId", () => {
    s = registrationWorld(scenario())
    const error = decodeError(s.programme.handler, "RegisterForCampaign", registration({ agencyId: ["ag1", "ag2"] }).payload)
    expect(error).toMatchObject({ _tag: "InvalidInput", code: "input.invalid", type: "RegisterForCampaign" })
    expect(error && "issues" in error && error.issues.map((i) => i.path)).toEqual(["agencyId"])
  })

  it("refuses an unknown agency", () => {
    s = registrationWorld(scenario())
    s.when(registration({ agencyId: "ag9" })).thenRejects("reference.unknown", { kind: "agency", id: "ag9" })
  })
})

describe("RegisterForCampaign: brands of the chosen agency", () => {
  it("needs at least one brand", () => {
    s = registrationWorld(scenario())
    s.when(registration({ brandIds: [] })).thenRejects("registration.no_brand", { agencyId: "ag1" })
  })

  it("refuses a brand the agency does not sell", () => {
    s = registrationWorld(scenario())
    s.when(registration({ brandIds: ["acme", "zeta"] })).thenRejects("registration.brand_not_in_agency", { agencyId: "ag1", brandId: "zeta" })
  })
})

describe("RegisterForCampaign: stores", () => {
  it("needs at least one store", () => {
    s = registrationWorld(scenario())
    s.when(registration({ storeIds: [] })).thenRejects("registration.no_store", {})
  })

  it("refuses a store that does not take part in the campaign", () => {
    s = registrationWorld(scenario())
    s.when(registration({ storeIds: ["st1", "st4"] })).thenRejects("registration.store_not_participating", { campaignId: "C1", storeId: "st4" })
  })

  it("refuses an unknown store", () => {
    s = registrationWorld(scenario())
    s.when(registration({ storeIds: ["st9"] })).thenRejects("reference.unknown", { kind: "store", id: "st9" })
  })
})

describe("RegisterForCampaign: chosen retail chains", () => {
  it("needs a store in every chosen chain", () => {
    s = registrationWorld(scenario())
    s.when(registration({ chainIds: ["ch1", "ch2"], storeIds: ["st1"] })).thenRejects("registration.chain_without_store", { chainId: "ch2" })
  })

  it("refuses a store outside the chosen chains", () => {
    s = registrationWorld(scenario())
    s.when(registration({ chainIds: ["ch1"], storeIds: ["st1", "st3"] })).thenRejects("registration.store_outside_chains", { storeId: "st3" })
  })

  it("accepts one store or more in each chosen chain", () => {
    s = registrationWorld(scenario())
    s.when(registration({ chainIds: ["ch1", "ch2"], storeIds: ["st1", "st2", "st3"] })).thenEvents(
      new RegisteredForCampaign({ campaignId: "C1", userId: "u1", agencyId: "ag1", brandIds: ["acme"], storeIds: ["st1", "st2", "st3"], chainIds: ["ch1", "ch2"] })
    )
  })
})
