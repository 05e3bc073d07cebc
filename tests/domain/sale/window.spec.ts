import { afterEach, describe, it } from "vitest"
import { scenario, type Scenario } from "../../support/scenario.ts"
import { sale, standardProgramme } from "../../support/setup.ts"
import { reportedEvents } from "../../support/ledger.ts"

let s: Scenario
afterEach(() => s.close())

const on = (saleId: string, saleDate: string) => sale(saleId, { saleDate })
const accepted = (saleId: string, saleDate: string) => reportedEvents(saleId, { saleDate })

describe("ReportSale: the sale date, in the country's time zone", () => {
  it("refuses a sale dated tomorrow in São Paulo even when it is already that day in UTC", () => {
    // 01:30 UTC on the 11th is 22:30 on the 10th in São Paulo.
    s = standardProgramme(scenario()).at("2026-01-11T01:30:00Z")
    s.when(on("s11", "2026-01-11")).thenRejects("sale.date_in_future", { saleDate: "2026-01-11", today: "2026-01-10" })
    s.when(on("s10", "2026-01-10")).thenEvents(...accepted("s10", "2026-01-10"))
  })

  it("accepts a sale on the campaign's first day and refuses the day before", () => {
    s = standardProgramme(scenario())
    s.when(on("early", "2026-01-04")).thenRejects("sale.outside_campaign", { saleDate: "2026-01-04", begins: "2026-01-05", ends: "2026-03-20" })
    s.when(on("first", "2026-01-05")).thenEvents(...accepted("first", "2026-01-05"))
  })

  it("accepts a sale reported on the 15th calendar day after it and refuses the 16th", () => {
    s = standardProgramme(scenario()).at("2026-01-23T23:59:59-03:00")
    s.when(on("day15", "2026-01-08")).thenEvents(...accepted("day15", "2026-01-08"))
    s.when(on("day16", "2026-01-07")).thenRejects("sale.window_expired", { saleDate: "2026-01-07", reportedOn: "2026-01-23", days: 16 })
  })

  it("counts the 15 days across a month end, from the local date of the report", () => {
    // 01:30 UTC on 5 February is still 4 February in São Paulo: day 15 is 20 January.
    s = standardProgramme(scenario()).at("2026-02-05T01:30:00Z")
    s.when(on("day16", "2026-01-19")).thenRejects("sale.window_expired", { saleDate: "2026-01-19", reportedOn: "2026-02-04", days: 16 })
    s.when(on("day15", "2026-01-20")).thenEvents(...accepted("day15", "2026-01-20"))
  })
})

describe("ReportSale: before the campaign ends", () => {
  it("accepts a sale of the last day at the last second of the campaign's last local day", () => {
    s = standardProgramme(scenario()).at("2026-03-20T23:59:59-03:00")
    s.when(on("last", "2026-03-20")).thenEvents(...accepted("last", "2026-03-20"))
  })

  it("refuses any report from the first second after the campaign's last local day", () => {
    s = standardProgramme(scenario()).at("2026-03-21T00:00:00-03:00")
    s.when(on("late", "2026-03-20")).thenRejects("sale.campaign_ended", { campaignId: "C1", ends: "2026-03-20" })
  })

  it("refuses a sale in a campaign that is not open", () => {
    s = standardProgramme(scenario()).at("2026-03-21T00:00:00-03:00").run({ type: "CloseCampaign", payload: { campaignId: "C1" } })
    s.when(on("closed", "2026-03-20")).thenRejects("campaign.not_open", { campaignId: "C1", status: "closed" })
  })
})
