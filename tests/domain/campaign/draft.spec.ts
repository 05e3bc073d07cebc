import { afterEach, describe, it } from "vitest"
import { CampaignDrafted } from "../../../domain/campaign/events.ts"
import { scenario, type Scenario } from "../../support/scenario.ts"
import { levels, referenceData } from "../../support/setup.ts"
import { draft } from "../../support/campaigns.ts"

let s: Scenario
afterEach(() => s.close())

const withReferenceData = () => scenario().at("2026-01-02T12:00:00-03:00").run(...referenceData)

describe("DraftCampaign", () => {
  it("drafts a campaign with its points table and thresholds, without category caps by default", () => {
    s = withReferenceData()
    s.when(draft("C1")).thenEvents(
      new CampaignDrafted({
        campaignId: "C1", name: "Campanha C1", country: "BR", begins: "2026-01-05", ends: "2026-03-20",
        pointsTable: [{ sku: "NB-100", pointsPerUnit: 125 }, { sku: "DT-200", pointsPerUnit: 75 }], levels, categoryCaps: {}
      })
    )
  })

  it("drafts a campaign id once", () => {
    s = withReferenceData().run(draft("C1"))
    s.when(draft("C1", { country: "AR" })).thenRejects("campaign.already_exists", { campaignId: "C1" })
  })

  it("refuses a campaign that ends before it begins, and accepts one that begins and ends the same day", () => {
    s = withReferenceData()
    s.when(draft("C1", { begins: "2026-03-20", ends: "2026-03-19" })).thenRejects("campaign.invalid_dates", { begins: "2026-03-20", ends: "2026-03-19" })
    s.when(draft("C2", { begins: "2026-03-20", ends: "2026-03-20" })).thenEvents(expectDrafted("C2", "2026-03-20", "2026-03-20"))
  })
})

describe("DraftCampaign: no overlap within a country", () => {
  it("refuses a campaign that begins on the day another of its country ends", () => {
    s = withReferenceData().run(draft("C1"))
    s.when(draft("C2", { begins: "2026-03-20", ends: "2026-06-10" })).thenRejects("campaign.overlaps", { campaignId: "C2", otherCampaignId: "C1" })
  })

  it("refuses a campaign that ends on the day another of its country begins", () => {
    s = withReferenceData().run(draft("C1"))
    s.when(draft("C0", { begins: "2025-10-01", ends: "2026-01-05" })).thenRejects("campaign.overlaps", { campaignId: "C0", otherCampaignId: "C1" })
  })

  it("refuses a campaign that contains another of its country", () => {
    s = withReferenceData().run(draft("C1"))
    s.when(draft("C2", { begins: "2026-01-01", ends: "2026-03-31" })).thenRejects("campaign.overlaps", { campaignId: "C2", otherCampaignId: "C1" })
  })

  it("accepts a campaign that begins the day after another of its country ends", () => {
    s = withReferenceData().run(draft("C1"))
    s.when(draft("C2", { begins: "2026-03-21", ends: "2026-06-10" })).thenEvents(expectDrafted("C2", "2026-03-21", "2026-06-10"))
  })

  it("accepts the same dates in another country", () => {
    s = withReferenceData().run(draft("C1"))
    s.when(draft("AR1", { country: "AR" })).thenEvents(expectDrafted("AR1", "2026-01-05", "2026-03-20", "AR"))
  })
})

describe("DraftCampaign: points table and levels", () => {
  it("refuses a SKU listed twice", () => {
    s = withReferenceData()
    const pointsTable = [{ sku: "NB-100", pointsPerUnit: 125 }, { sku: "DT-200", pointsPerUnit: 75 }, { sku: "NB-100", pointsPerUnit: 90 }]
    s.when(draft("C1", { pointsTable })).thenRejects("campaign.duplicate_sku", { sku: "NB-100" })
  })

  it("refuses a SKU that is not a known product", () => {
    s = withReferenceData()
    s.when(draft("C1", { pointsTable: [{ sku: "NB-100", pointsPerUnit: 125 }, { sku: "XX-999", pointsPerUnit: 10 }] }))
      .thenRejects("reference.unknown", { kind: "product", id: "XX-999" })
  })

  it("refuses level 3 not above level 2", () => {
    s = withReferenceData()
    s.when(draft("C1", { levels: { creator: { reach: 3000, keep: 500 }, influencer: { reach: 3000, keep: 1500 } } })).thenRejects("campaign.invalid_levels")
  })

  it("refuses a keep-minimum above its level's threshold", () => {
    s = withReferenceData()
    s.when(draft("C1", { levels: { creator: { reach: 1000, keep: 1001 }, influencer: { reach: 3000, keep: 1500 } } })).thenRejects("campaign.invalid_levels")
    s.when(draft("C2", { levels: { creator: { reach: 1000, keep: 500 }, influencer: { reach: 3000, keep: 3001 } } })).thenRejects("campaign.invalid_levels")
  })

  it("accepts a keep-minimum equal to its threshold", () => {
    s = withReferenceData()
    const equal = { creator: { reach: 1000, keep: 1000 }, influencer: { reach: 3000, keep: 3000 } }
    s.when(draft("C1", { levels: equal })).thenEvents(expectDrafted("C1", "2026-01-05", "2026-03-20", "BR", equal))
  })
})

function expectDrafted(campaignId: string, begins: string, ends: string, country: "BR" | "AR" = "BR", lv = levels) {
  return new CampaignDrafted({
    campaignId, name: `Campanha ${campaignId}`, country, begins, ends,
    pointsTable: [{ sku: "NB-100", pointsPerUnit: 125 }, { sku: "DT-200", pointsPerUnit: 75 }], levels: lv, categoryCaps: {}
  })
}
