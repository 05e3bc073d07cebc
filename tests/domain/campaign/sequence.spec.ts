import { afterEach, describe, expect, it } from "vitest"
import { CampaignOpened } from "../../../domain/campaign/events.ts"
import { scenario, type Scenario } from "../../support/scenario.ts"
import { account, cpfs, referenceData, register, sale } from "../../support/setup.ts"
import { close, draft, enroll, open } from "../../support/campaigns.ts"
import { approveLevelUp, approveSale, holdsLevel, levelOf } from "../../support/ledger.ts"

let s: Scenario
afterEach(() => s.close())

/** C1 runs 2026-01-05 → 2026-03-20 in Brazil; C2 2026-04-06 → 2026-06-19 follows it. */
const c2 = () => [draft("C2", { begins: "2026-04-06", ends: "2026-06-19" }), enroll("C2", "st1")]
const world = () =>
  scenario()
    .at("2026-01-02T12:00:00-03:00")
    .run(...referenceData, ...account("adm", cpfs[4]!, { role: "admin" }), ...account("u1", cpfs[0]!))
    .run(draft("C1"), enroll("C1", "st1"), open("C1"))

describe("OpenCampaign: campaigns of a country run in sequence", () => {
  it("refuses to open the next campaign while the previous one, though ended, is not closed", () => {
    s = world().at("2026-04-03T09:00:00-03:00").run(...c2())
    s.when(open("C2")).thenRejects("campaign.previous_not_closed", { campaignId: "C2", previousCampaignId: "C1" })
  })

  it("refuses while the previous campaign is still a draft", () => {
    s = scenario().at("2026-01-02T12:00:00-03:00").run(...referenceData, draft("C1"), ...c2())
    s.when(open("C2")).thenRejects("campaign.previous_not_closed", { campaignId: "C2", previousCampaignId: "C1" })
  })

  it("opens the next campaign once the previous one is closed", () => {
    s = world().at("2026-03-23T07:30:00-03:00").run(close("C1"), ...c2())
    s.when(open("C2")).thenEvents(new CampaignOpened({ campaignId: "C2" }))
  })

  it("is held back neither by a later campaign of the country nor by another country's", () => {
    s = scenario()
      .at("2026-01-02T12:00:00-03:00")
      .run(...referenceData, { type: "CreateRetailChain", payload: { chainId: "ar1", name: "Frávega", country: "AR" } })
      .run({ type: "CreateStore", payload: { storeId: "ar-st", chainId: "ar1", name: "Frávega Palermo", country: "AR", city: "Buenos Aires" } })
      .run(draft("A1", { country: "AR" }), enroll("A1", "ar-st"), open("A1"), ...c2(), draft("C1"), enroll("C1", "st1"))
    s.when(open("C1")).thenEvents(new CampaignOpened({ campaignId: "C1" }))
  })

  // What was seen (item 1): C2 opened before C1's close; a level 3 reached in C2 was then
  // dropped by C1's late close although level 2's minimum had been kept in C1.
  it("so a close always judges the level held during its campaign", () => {
    s = world()
      .given(...holdsLevel("u1", 2))
      .at("2026-01-10T10:00:00-03:00")
      .run(register("u1"), sale("k", { lines: [{ sku: "NB-100", quantity: 4 }] }))
      .at("2026-04-03T09:00:00-03:00")
      .run(...c2())
    s.when(open("C2")).thenRejects("campaign.previous_not_closed", { campaignId: "C2", previousCampaignId: "C1" })
    s.at("2026-04-03T10:00:00-03:00").run(close("C1"), open("C2"), register("u1", "C2"))
    s.at("2026-04-10T10:00:00-03:00").run(
      sale("big", { campaignId: "C2", saleDate: "2026-04-09", lines: [{ sku: "NB-100", quantity: 24 }] }),
      approveSale("big"),
      approveLevelUp(3)
    )
    expect(levelOf(s.programme.db, "u1")).toBe(3)
    const reported = s.programme.db.prepare("SELECT credited_points AS credited FROM sales WHERE sale_id = 'big'").get() as { credited: number }
    expect(reported.credited).toBe(4500) // 24 × 125 at level 2's ×1.5: the level kept at C1's close
  })
})
