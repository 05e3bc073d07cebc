import { afterEach, describe, expect, it } from "vitest"
import { CampaignClosed } from "../../../domain/campaign/events.ts"
import { LevelFell, LevelUpRequestCancelled, LevelUpRequested, XpGained } from "../../../domain/level/events.ts"
import { PointsExpired } from "../../../domain/wallet/events.ts"
import { scenario, type Scenario } from "../../support/scenario.ts"
import { sale } from "../../support/setup.ts"
import { approveLevelUp, closeCampaign, holdsLevel, levelOf, programmeWith } from "../../support/ledger.ts"

let s: Scenario
afterEach(() => s.close())

/**
 * u1 holds level 2 from C0, where a request for level 3 was left pending at C0's close (kept
 * level 2). In C1 u1 earns 250 XP, below level 2's keep-minimum of 500.
 */
const pendingFromC0 = () =>
  programmeWith(scenario())
    .given(
      ...holdsLevel("u1", 2),
      new XpGained({ userId: "u1", campaignId: "C0", saleId: "old", xp: 5000 }),
      new LevelUpRequested({ userId: "u1", campaignId: "C0", toLevel: 3, countedSaleIds: ["old"] })
    )
    .run(sale("s1"))
    .at("2026-03-21T00:00:00-03:00")

describe("a level-up is one step; a fall cancels the pending request", () => {
  it("cancels the pending request when the close drops the level (level.fell)", () => {
    s = pendingFromC0()
    s.when(closeCampaign()).thenEvents(
      new CampaignClosed({ campaignId: "C1" }),
      new PointsExpired({ campaignId: "C1", userId: "u1", points: 375 }),
      new LevelFell({ userId: "u1", campaignId: "C1", fromLevel: 2, toLevel: 1, campaignXp: 250 }),
      new LevelUpRequestCancelled({ userId: "u1", campaignId: "C0", toLevel: 3, reason: "level.fell" })
    )
  })

  // What was seen (item 2): at level 1 after a fall, the old request took the user to level 3.
  it("refuses the old request's approval after a fall: level 1 never goes straight to 3", () => {
    s = pendingFromC0().run(closeCampaign())
    s.when(approveLevelUp(3)).thenRejects("level.no_pending_request", { userId: "u1", toLevel: 3 })
    expect(levelOf(s.programme.db, "u1")).toBe(1)
  })

  it("refuses to approve a request two steps above the level held, however it came to be pending", () => {
    s = programmeWith(scenario()).given(new LevelUpRequested({ userId: "u1", campaignId: "C0", toLevel: 3, countedSaleIds: [] }))
    s.when(approveLevelUp(3)).thenRejects("level.no_pending_request", { userId: "u1", toLevel: 3 })
  })

  it("judges the keep-minimum on the campaign's XP, never on the total XP", () => {
    s = pendingFromC0()
    const fell = s.when(closeCampaign()).events.filter((e) => e._tag === "LevelFell")
    expect(fell).toEqual([new LevelFell({ userId: "u1", campaignId: "C1", fromLevel: 2, toLevel: 1, campaignXp: 250 })])
  })
})
