import { afterEach, describe, expect, it } from "vitest"
import { SaleReported } from "../../../domain/sale/events.ts"
import { PointsCredited } from "../../../domain/wallet/events.ts"
import { XpGained } from "../../../domain/level/events.ts"
import { scenario, type Scenario } from "../../support/scenario.ts"
import { sale, standardProgramme } from "../../support/setup.ts"

let s: Scenario
afterEach(() => s.close())

describe("ReportSale", () => {
  it("credits base × multiplier provisionally and gains the base as XP", () => {
    s = standardProgramme(scenario())
    s.when(sale("s1")).thenEvents(
      new SaleReported({
        saleId: "s1", campaignId: "C1", userId: "u1", invoiceNumber: "NF-S1", saleDate: "2026-01-08", storeId: "st1", chainId: "ch1",
        lines: [{ sku: "NB-100", quantity: 2, pointsPerUnit: 125 }], basePoints: 250, level: 1, creditedPoints: 250, duplicateOf: []
      }),
      new PointsCredited({ campaignId: "C1", userId: "u1", source: "sale", ref: "s1", points: 250, provisional: true }),
      new XpGained({ userId: "u1", campaignId: "C1", saleId: "s1", xp: 250 })
    )
  })

  it("accepts a sale reported on the 15th calendar day after it and refuses the 16th", () => {
    s = standardProgramme(scenario())
    s.at("2026-01-23T23:59:59-03:00")
    expect(s.when(sale("day15", { saleDate: "2026-01-08" })).handled.outcome.status).toBe("accepted")
    s.when(sale("day16", { saleDate: "2026-01-07" })).thenRejects("sale.window_expired", { saleDate: "2026-01-07", reportedOn: "2026-01-23", days: 16 })
  })
})
