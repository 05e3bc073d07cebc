import { afterEach, describe, expect, it } from "vitest"
import { CampaignClosed } from "../../../domain/campaign/events.ts"
import { LevelFell } from "../../../domain/level/events.ts"
import { PointsExpired } from "../../../domain/wallet/events.ts"
import { scenario, type Scenario } from "../../support/scenario.ts"
import { account, sale } from "../../support/setup.ts"
import { adjust, closeCampaign, debit, holdsLevel, learner, levelOf, programmeWith, reproveSale, walletRow } from "../../support/ledger.ts"

let s: Scenario
afterEach(() => s.close())

const nb = (n: number, more: Array<{ sku: string; quantity: number }> = []) => ({ lines: [{ sku: "NB-100", quantity: n }, ...more] })
const mn = (n: number) => ({ sku: "MN-300", quantity: n })

/**
 * C1 keeps level 2 from 500 campaign XP and level 3 from 1,500 (NB-100 earns 125, MN-300 25).
 *   u1 level 1, 250 XP · u2 level 2, 500 XP (at keep) · u3 level 2, 475 XP · u4 level 3, 1,500 XP
 *   (at keep) · u5 level 3, 1,475 XP · u6 level 2, not registered · u7 level 3 in Argentina ·
 *   u8 level 1 in debt (a spent sale reproved) · u9 registered, 1 point · u10 registered, nothing.
 */
const programme = () =>
  programmeWith(scenario(), {}, ["u2", "u3", "u4", "u5", "u8", "u9", "u10"])
    .run(...learner("u6", 60), ...account("u7", "12345678", { country: "AR" }))
    .given(...holdsLevel("u2", 2), ...holdsLevel("u3", 2), ...holdsLevel("u4", 3), ...holdsLevel("u5", 3), ...holdsLevel("u6", 2), ...holdsLevel("u7", 3))
    .run(
      sale("s1", nb(2), "u1"),
      sale("s2", nb(4), "u2"),
      sale("s3", nb(3, [mn(4)]), "u3"),
      sale("s4", nb(12), "u4"),
      sale("s5", nb(11, [mn(4)]), "u5"),
      sale("s8", nb(2), "u8"),
      debit(200, "order-8", "u8"),
      reproveSale("s8"),
      adjust(1, "u9")
    )

const expired = (userId: string, points: number) => new PointsExpired({ campaignId: "C1", userId, points })
const fell = (userId: string, fromLevel: 2 | 3, toLevel: 1 | 2, campaignXp: number) =>
  new LevelFell({ userId, campaignId: "C1", fromLevel, toLevel, campaignXp })

describe("CloseCampaign", () => {
  it("is refused until the campaign's last local day is over", () => {
    s = programme().at("2026-03-20T23:59:59-03:00")
    s.when(closeCampaign()).thenRejects("campaign.still_running", { campaignId: "C1", ends: "2026-03-20" })
  })

  it("expires every positive balance, leaves debts, and drops one level below the keep-minimum", () => {
    s = programme().at("2026-03-21T00:00:00-03:00")
    s.when(closeCampaign()).thenEvents(
      new CampaignClosed({ campaignId: "C1" }),
      expired("u1", 250),
      expired("u2", 750), // 500 × 1.5
      expired("u3", 713), // 475 × 1.5 = 712.5
      expired("u4", 3000),
      expired("u5", 2950),
      expired("u9", 1),
      fell("u3", 2, 1, 475),
      fell("u5", 3, 2, 1475),
      fell("u6", 2, 1, 0)
    )
    expect(walletRow(s.programme.db, "u8")).toMatchObject({ balance: -200, expired: 0 })
    expect(walletRow(s.programme.db, "u2")).toMatchObject({ balance: 0, expired: 750 })
    const levels = Object.fromEntries(["u1", "u2", "u3", "u4", "u5", "u6", "u7", "u8"].map((u) => [u, levelOf(s.programme.db, u)]))
    expect(levels).toEqual({ u1: 1, u2: 2, u3: 1, u4: 3, u5: 2, u6: 1, u7: 3, u8: 1 })
  })

  it("is refused once the campaign is closed", () => {
    s = programme().at("2026-03-21T00:00:00-03:00").run(closeCampaign())
    s.when(closeCampaign()).thenRejects("campaign.not_open", { campaignId: "C1", status: "closed" })
  })
})
