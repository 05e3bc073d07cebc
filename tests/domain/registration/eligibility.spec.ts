import { afterEach, describe, it } from "vitest"
import { AccountRegistered } from "../../../domain/account/events.ts"
import { RegisteredForCampaign } from "../../../domain/registration/events.ts"
import { scenario, type Scenario } from "../../support/scenario.ts"
import { approve, block, registerAccount } from "../../support/accounts.ts"
import { close, draft, enroll, open } from "../../support/campaigns.ts"
import { registration, registrationWorld } from "../../support/registration.ts"

let s: Scenario
afterEach(() => s.close())

const registered = (extra: Partial<ConstructorParameters<typeof RegisteredForCampaign>[0]> = {}) =>
  new RegisteredForCampaign({ campaignId: "C1", userId: "u1", agencyId: "ag1", brandIds: ["acme"], storeIds: ["st1"], chainIds: ["ch1"], ...extra })

describe("RegisterForCampaign", () => {
  it("registers an approved learner with the chains of the chosen stores", () => {
    s = registrationWorld(scenario())
    s.when(registration()).thenEvents(registered())
  })

  it("keeps each brand and store once and derives the chains from the stores", () => {
    s = registrationWorld(scenario())
    s.when(registration({ brandIds: ["acme", "acme"], storeIds: ["st1", "st3", "st1"] })).thenEvents(
      registered({ storeIds: ["st1", "st3"], chainIds: ["ch1", "ch2"] })
    )
  })

  it("needs the terms accepted", () => {
    s = registrationWorld(scenario())
    s.when(registration({ acceptTerms: false })).thenRejects("registration.terms_not_accepted", {})
  })

  it("registers a user once per campaign", () => {
    s = registrationWorld(scenario()).run(registration())
    s.when(registration({ storeIds: ["st2"] })).thenRejects("registration.already_registered", { campaignId: "C1", userId: "u1" })
  })

  it("registers before the campaign begins, once it is open", () => {
    // C2 opens once C1 is closed (campaigns of a country run in sequence), ten days before it begins.
    s = registrationWorld(scenario())
    s.at("2026-03-21T00:00:00-03:00").run(close("C1"), draft("C2", { begins: "2026-04-01", ends: "2026-06-15" }), enroll("C2", "st1"), open("C2"))
    s.when(registration({ campaignId: "C2" })).thenEvents(registered({ campaignId: "C2" }))
  })

  it("needs a registration of its own in each campaign", () => {
    s = registrationWorld(scenario()).run(registration())
    s.at("2026-03-21T00:00:00-03:00").run(close("C1"), draft("C2", { begins: "2026-04-01", ends: "2026-06-15" }), enroll("C2", "st1"), open("C2"))
    s.when(registration({ campaignId: "C2" })).thenEvents(registered({ campaignId: "C2" }))
  })
})

describe("RegisterForCampaign: the account", () => {
  it("refuses an account awaiting approval", () => {
    s = registrationWorld(scenario(), registerAccount("u2", { document: "111.444.777-35" }))
    s.when(registration({ userId: "u2" })).thenRejects("account.not_approved", { userId: "u2" })
  })

  it("refuses a blocked account", () => {
    s = registrationWorld(scenario(), block("u1"))
    s.when(registration()).thenRejects("account.blocked", { userId: "u1" })
  })

  it("refuses an account unblocked but never approved", () => {
    s = registrationWorld(scenario(), registerAccount("u2", { document: "111.444.777-35" }), block("u2"), { type: "UnblockAccount", payload: { userId: "u2" } })
    s.when(registration({ userId: "u2" })).thenRejects("account.not_approved", { userId: "u2" })
  })

  it("refuses an unknown account", () => {
    s = registrationWorld(scenario())
    s.when(registration({ userId: "u9" })).thenRejects("account.not_found", { userId: "u9" })
  })

  it("refuses an account of another country", () => {
    s = registrationWorld(scenario(), registerAccount("ar1", { country: "AR", document: "12345678" }), approve("ar1"))
    s.when(registration({ userId: "ar1" })).thenRejects("registration.wrong_country", { campaignCountry: "BR", accountCountry: "AR" })
  })

  it("refuses when the birthday it needs was never kept (or was erased)", () => {
    s = registrationWorld(scenario())
    s.given(new AccountRegistered({ userId: "u7", country: "BR", role: "learner" })).run(approve("u7"))
    s.when(registration({ userId: "u7" })).thenRejects("account.personal_data_missing", { userId: "u7" })
  })
})

describe("RegisterForCampaign: the campaign", () => {
  it("refuses a campaign still in draft", () => {
    s = registrationWorld(scenario(), draft("C2", { begins: "2026-04-01", ends: "2026-06-15" }))
    s.when(registration({ campaignId: "C2" })).thenRejects("campaign.not_open", { campaignId: "C2", status: "draft" })
  })

  it("refuses a closed campaign", () => {
    s = registrationWorld(scenario())
    s.at("2026-03-21T00:00:00-03:00").run(close("C1"))
    s.when(registration()).thenRejects("campaign.not_open", { campaignId: "C1", status: "closed" })
  })

  it("refuses an unknown campaign", () => {
    s = registrationWorld(scenario())
    s.when(registration({ campaignId: "C9" })).thenRejects("campaign.not_found", { campaignId: "C9" })
  })
})
