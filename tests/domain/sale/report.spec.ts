import { afterEach, describe, it } from "vitest"
import { LevelUpRequested } from "../../../domain/level/events.ts"
import { RegisteredForCampaign } from "../../../domain/registration/events.ts"
import { scenario, type Scenario } from "../../support/scenario.ts"
import { account, cpfs, sale, standardProgramme } from "../../support/setup.ts"
import { holdsLevel, reportedEvents } from "../../support/ledger.ts"

let s: Scenario
afterEach(() => s.close())

describe("ReportSale: points", () => {
  it("credits base × multiplier provisionally and gains the base as XP", () => {
    s = standardProgramme(scenario())
    s.when(sale("s1")).thenEvents(...reportedEvents("s1"))
  })

  it("sums quantity × points per unit over every line", () => {
    s = standardProgramme(scenario())
    const lines = [
      { sku: "NB-100", quantity: 2 },
      { sku: "MN-300", quantity: 3 }
    ]
    s.when(sale("s1", { lines })).thenEvents(
      ...reportedEvents("s1", {
        lines: [
          { sku: "NB-100", quantity: 2, pointsPerUnit: 125 },
          { sku: "MN-300", quantity: 3, pointsPerUnit: 25 }
        ],
        basePoints: 325
      })
    )
  })

  it("at level 2 credits ×1.5 rounded half up (25 → 37.5 → 38), XP stays the base", () => {
    s = standardProgramme(scenario()).given(...holdsLevel("u1", 2))
    s.when(sale("s1", { lines: [{ sku: "MN-300", quantity: 1 }] })).thenEvents(
      ...reportedEvents("s1", { lines: [{ sku: "MN-300", quantity: 1, pointsPerUnit: 25 }], basePoints: 25, level: 2, creditedPoints: 38 })
    )
  })

  it("at level 3 credits ×2", () => {
    s = standardProgramme(scenario()).given(...holdsLevel("u1", 3))
    s.when(sale("s1")).thenEvents(...reportedEvents("s1", { basePoints: 250, level: 3, creditedPoints: 500 }))
  })
})

describe("ReportSale: who and where", () => {
  it("refuses a user not registered in the campaign", () => {
    s = standardProgramme(scenario()).run(...account("u2", cpfs[1]!))
    s.when(sale("s1", {}, "u2")).thenRejects("sale.not_registered", { campaignId: "C1", userId: "u2" })
  })

  it("refuses a blocked account", () => {
    s = standardProgramme(scenario()).run({ type: "BlockAccount", payload: { userId: "u1", reason: "fraude" } })
    s.when(sale("s1")).thenRejects("account.blocked", { userId: "u1" })
  })

  it("refuses a participating store the user did not register", () => {
    s = standardProgramme(scenario())
    s.when(sale("s1", { storeId: "st2" })).thenRejects("sale.store_not_registered", { storeId: "st2" })
  })

  it("refuses a registered store that does not take part in the campaign", () => {
    // Registration only accepts participating stores, so this registration is given as a fact.
    s = standardProgramme(scenario())
      .run(...account("u2", cpfs[1]!))
      .run({ type: "CreateStore", payload: { storeId: "st3", chainId: "ch1", name: "Casa Digital Norte", country: "BR", city: "Recife" } })
      .given(new RegisteredForCampaign({ campaignId: "C1", userId: "u2", agencyId: "ag1", brandIds: ["acme"], storeIds: ["st1", "st3"], chainIds: ["ch1"] }))
    s.when(sale("s1", { storeId: "st3" }, "u2")).thenRejects("sale.store_not_participating", { storeId: "st3" })
  })

  it("refuses a sale id already reported", () => {
    s = standardProgramme(scenario()).run(sale("s1"))
    s.when(sale("s1", { invoiceNumber: "NF-OTHER" })).thenRejects("sale.already_exists", { saleId: "s1" })
  })
})

describe("ReportSale: lines", () => {
  it("refuses a sale without lines", () => {
    s = standardProgramme(scenario())
    s.when(sale("s1", { lines: [] })).thenRejects("sale.no_lines", {})
  })

  it("refuses a SKU outside the campaign's points table", () => {
    s = standardProgramme(scenario())
    s.when(sale("s1", { lines: [{ sku: "NB-100", quantity: 1 }, { sku: "TB-999", quantity: 1 }] })).thenRejects("sale.unknown_sku", { sku: "TB-999" })
  })

  it("accepts quantities 1 and 999 and refuses 0 and 1000", () => {
    s = standardProgramme(scenario())
    s.when(sale("q0", { lines: [{ sku: "MN-300", quantity: 0 }] })).thenRejects("sale.quantity_out_of_range", { sku: "MN-300", quantity: 0 })
    s.when(sale("q1000", { lines: [{ sku: "MN-300", quantity: 1000 }] })).thenRejects("sale.quantity_out_of_range", { sku: "MN-300", quantity: 1000 })
    s.when(sale("q1", { lines: [{ sku: "MN-300", quantity: 1 }] })).thenEvents(
      ...reportedEvents("q1", { lines: [{ sku: "MN-300", quantity: 1, pointsPerUnit: 25 }], basePoints: 25 })
    )
    s.when(sale("q999", { lines: [{ sku: "MN-300", quantity: 999 }] })).thenEvents(
      ...reportedEvents("q999", { lines: [{ sku: "MN-300", quantity: 999, pointsPerUnit: 25 }], basePoints: 24_975 }),
      // 25 + 24,975 XP passes the creator threshold (1,000).
      new LevelUpRequested({ userId: "u1", campaignId: "C1", toLevel: 2, countedSaleIds: ["q1", "q999"] })
    )
  })
})
