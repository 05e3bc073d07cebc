import { afterEach, describe, it } from "vitest"
import { CampaignClosed, CampaignOpened } from "../../../domain/campaign/events.ts"
import { scenario, type Scenario } from "../../support/scenario.ts"
import { referenceData } from "../../support/setup.ts"
import { close, draft, enroll, open } from "../../support/campaigns.ts"

let s: Scenario
afterEach(() => s.close())

const withReferenceData = () => scenario().at("2026-01-02T12:00:00-03:00").run(...referenceData)

describe("OpenCampaign", () => {
  it("opens a draft with a points table and participating stores", () => {
    s = withReferenceData().run(draft("C1"), enroll("C1", "st1"))
    s.when(open("C1")).thenEvents(new CampaignOpened({ campaignId: "C1" }))
  })

  it("needs a points table", () => {
    s = withReferenceData().run(draft("C1", { pointsTable: [] }), enroll("C1", "st1"))
    s.when(open("C1")).thenRejects("campaign.empty_points_table", { campaignId: "C1" })
  })

  it("needs at least one participating store", () => {
    s = withReferenceData().run(draft("C1"))
    s.when(open("C1")).thenRejects("campaign.no_stores", { campaignId: "C1" })
  })

  it("opens a campaign once", () => {
    s = withReferenceData().run(draft("C1"), enroll("C1", "st1"), open("C1"))
    s.when(open("C1")).thenRejects("campaign.not_draft", { campaignId: "C1", status: "open" })
  })

  it("needs a campaign that exists", () => {
    s = withReferenceData()
    s.when(open("C9")).thenRejects("campaign.not_found", { campaignId: "C9" })
  })
})

/** C1 ends 2026-03-20, Brasília time (UTC−3): it runs until 2026-03-21T03:00:00Z. */
describe("CloseCampaign: only after the campaign's end, in its country's zone", () => {
  const opened = () => withReferenceData().run(draft("C1"), enroll("C1", "st1"), open("C1"))

  it("refuses at the last second of the campaign", () => {
    s = opened()
    s.when(close("C1", "2026-03-20T23:59:59-03:00")).thenRejects("campaign.still_running", { campaignId: "C1", ends: "2026-03-20" })
  })

  it("closes at the first second after the campaign", () => {
    s = opened()
    s.when(close("C1", "2026-03-21T00:00:00-03:00")).thenEvents(new CampaignClosed({ campaignId: "C1" }))
  })

  it("refuses when the end day is over in UTC but not yet in Brazil", () => {
    s = opened()
    s.when(close("C1", "2026-03-21T02:59:59Z")).thenRejects("campaign.still_running", { campaignId: "C1", ends: "2026-03-20" })
  })

  it("closes only an open campaign", () => {
    s = withReferenceData().run(draft("C1"))
    s.when(close("C1", "2026-03-21T00:00:00-03:00")).thenRejects("campaign.not_open", { campaignId: "C1", status: "draft" })
  })

  it("closes a campaign once", () => {
    s = opened().run(close("C1", "2026-03-21T00:00:00-03:00"))
    s.when(close("C1", "2026-03-22T00:00:00-03:00")).thenRejects("campaign.not_open", { campaignId: "C1", status: "closed" })
  })
})
