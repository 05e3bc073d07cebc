import { afterEach, describe, it } from "vitest"
import { RegisteredForCampaign } from "../../../domain/registration/events.ts"
import { scenario, type Scenario } from "../../support/scenario.ts"
import { approve, registerAccount } from "../../support/accounts.ts"
import { registration, registrationWorld } from "../../support/registration.ts"

let s: Scenario
afterEach(() => s.close())

/** A learner u2 born on `birthday`, approved before the campaign. */
const bornOn = (birthday: string) => registrationWorld(scenario(), registerAccount("u2", { document: "111.444.777-35", birthday }), approve("u2"))

const registered = new RegisteredForCampaign({ campaignId: "C1", userId: "u2", agencyId: "ag1", brandIds: ["acme"], storeIds: ["st1"], chainIds: ["ch1"] })

describe("RegisterForCampaign: 18 or older on the registration date, in the country's zone", () => {
  it("accepts a learner who turns 18 today", () => {
    s = bornOn("2008-01-10")
    s.when(registration({ userId: "u2" })).thenEvents(registered)
  })

  it("refuses a learner who turns 18 tomorrow", () => {
    s = bornOn("2008-01-11")
    s.when(registration({ userId: "u2" })).thenRejects("registration.underage", { minimumAge: 18 })
  })

  it("refuses at 22:00 in São Paulo the day before the 18th birthday, though UTC is already on it", () => {
    s = bornOn("2008-01-10").at("2026-01-10T01:00:00Z")
    s.when(registration({ userId: "u2" })).thenRejects("registration.underage", { minimumAge: 18 })
  })

  it("counts a 29 February birthday as reached on 1 March", () => {
    s = bornOn("2008-02-29").at("2026-02-28T12:00:00-03:00")
    s.when(registration({ userId: "u2" })).thenRejects("registration.underage", { minimumAge: 18 })
    s.at("2026-03-01T00:00:00-03:00").when(registration({ userId: "u2" })).thenEvents(registered)
  })
})
