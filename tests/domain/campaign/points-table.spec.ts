import { afterEach, describe, it } from "vitest"
import { PointsTableSet } from "../../../domain/campaign/events.ts"
import { scenario, type Scenario } from "../../support/scenario.ts"
import { referenceData } from "../../support/setup.ts"
import { close, draft, enroll, open } from "../../support/campaigns.ts"

let s: Scenario
afterEach(() => s.close())

const table = (pointsTable: ReadonlyArray<{ sku: string; pointsPerUnit: number }>) => ({
  type: "SetPointsTable",
  payload: { campaignId: "C1", pointsTable }
})

const drafted = () => scenario().at("2026-01-02T12:00:00-03:00").run(...referenceData, draft("C1"))

describe("SetPointsTable", () => {
  it("replaces the points table while the campaign is a draft", () => {
    s = drafted()
    s.when(table([{ sku: "MN-300", pointsPerUnit: 30 }])).thenEvents(
      new PointsTableSet({ campaignId: "C1", pointsTable: [{ sku: "MN-300", pointsPerUnit: 30 }] })
    )
  })

  it("checks the new table like a draft's: every SKU once and known", () => {
    s = drafted()
    s.when(table([{ sku: "MN-300", pointsPerUnit: 30 }, { sku: "MN-300", pointsPerUnit: 31 }])).thenRejects("campaign.duplicate_sku", { sku: "MN-300" })
    s.when(table([{ sku: "ZZ-1", pointsPerUnit: 30 }])).thenRejects("reference.unknown", { kind: "product", id: "ZZ-1" })
  })

  it("is locked once the campaign is open: corrections go through replay", () => {
    s = drafted().run(enroll("C1", "st1"), open("C1"))
    s.when(table([{ sku: "MN-300", pointsPerUnit: 30 }])).thenRejects("campaign.points_table_locked", { campaignId: "C1" })
  })

  it("stays locked once the campaign is closed", () => {
    s = drafted().run(enroll("C1", "st1"), open("C1"), close("C1", "2026-03-21T00:00:00-03:00"))
    s.when(table([{ sku: "MN-300", pointsPerUnit: 30 }])).thenRejects("campaign.points_table_locked", { campaignId: "C1" })
  })

  it("needs a campaign that exists", () => {
    s = drafted()
    s.when({ type: "SetPointsTable", payload: { campaignId: "C9", pointsTable: [] } }).thenRejects("campaign.not_found", { campaignId: "C9" })
  })
})
