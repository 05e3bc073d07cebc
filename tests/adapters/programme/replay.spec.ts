import { afterEach, describe, expect, it } from "vitest"
import { applyReplay, replayCampaign } from "../../../adapters/programme/replay.ts"
import { scenario, type Scenario } from "../../support/scenario.ts"
import { account, cpfs, register, sale, standardProgramme } from "../../support/setup.ts"

let s: Scenario
afterEach(() => s.close())

const corrected = [
  { sku: "NB-100", pointsPerUnit: 150 },
  { sku: "DT-200", pointsPerUnit: 75 },
  { sku: "MN-300", pointsPerUnit: 25 }
]
const at = Date.parse("2026-02-01T12:00:00-03:00")

describe("replay of a campaign", () => {
  it("agrees with the log under the recorded points table", () => {
    s = standardProgramme(scenario()).run(sale("s1"), sale("s2", { lines: [{ sku: "MN-300", quantity: 3 }] }), { type: "ApproveSale", payload: { saleId: "s1" } })
    expect(replayCampaign(s.programme, "C1").changed).toEqual([])
  })

  it("shows each participant's delta under a corrected table, and none once applied", () => {
    s = standardProgramme(scenario())
      .run(...account("u2", cpfs[1]!), register("u2"))
      .run(sale("s1"), sale("s2", { lines: [{ sku: "MN-300", quantity: 3 }] }, "u2"), sale("s3", { lines: [{ sku: "NB-100", quantity: 1 }] }))
    const result = replayCampaign(s.programme, "C1", corrected)
    expect(result.changed.map((r) => ({ userId: r.userId, pointsDelta: r.pointsDelta, xpDelta: r.xpDelta }))).toEqual([
      { userId: "u1", pointsDelta: 75, xpDelta: 75 }
    ])
    applyReplay(s.programme, result, { kind: "system" }, at, "NB-100 pays 150 points")
    expect(replayCampaign(s.programme, "C1", corrected).changed).toEqual([])
    const wallet = s.programme.db.prepare("SELECT balance FROM wallets WHERE user_id = 'u1'").get() as { balance: number }
    expect(wallet.balance).toBe(3 * 150)
  })

  it("agrees on an earlier campaign after a later one moved the level", () => {
    s = standardProgramme(scenario()).run(sale("s1", { lines: [{ sku: "MN-300", quantity: 2 }] }))
    s.at("2026-03-21T09:00:00-03:00").run({ type: "CloseCampaign", payload: { campaignId: "C1" } })
    s.at("2026-03-25T09:00:00-03:00").run(
      { type: "DraftCampaign", payload: { campaignId: "C2", name: "Campanha Outono 2026", country: "BR", begins: "2026-04-06", ends: "2026-06-19", pointsTable: [{ sku: "NB-100", pointsPerUnit: 125 }], levels: { creator: { reach: 1000, keep: 500 }, influencer: { reach: 3000, keep: 1500 } } } },
      { type: "EnrollStore", payload: { campaignId: "C2", storeId: "st1" } },
      { type: "OpenCampaign", payload: { campaignId: "C2" } }
    )
    s.at("2026-04-10T09:00:00-03:00").run(
      register("u1", "C2"),
      sale("s2", { campaignId: "C2", saleDate: "2026-04-09", lines: [{ sku: "NB-100", quantity: 8 }] }),
      { type: "ApproveSale", payload: { saleId: "s2" } },
      { type: "ApproveLevelUp", payload: { userId: "u1", toLevel: 2 } }
    )
    expect(replayCampaign(s.programme, "C1").changed).toEqual([])
    expect(replayCampaign(s.programme, "C2").changed).toEqual([])
  })

  it("undoes a level-up whose threshold the corrected table no longer reaches", () => {
    s = standardProgramme(scenario()).run(
      sale("s1", { lines: [{ sku: "NB-100", quantity: 8 }] }),
      { type: "ApproveSale", payload: { saleId: "s1" } },
      { type: "ApproveLevelUp", payload: { userId: "u1", toLevel: 2 } }
    )
    const cheaper = corrected.map((r) => (r.sku === "NB-100" ? { ...r, pointsPerUnit: 100 } : r))
    const [row] = replayCampaign(s.programme, "C1", cheaper).changed
    expect(row).toMatchObject({ userId: "u1", pointsDelta: -200, xpDelta: -200, levelBefore: 2, levelAfter: 1 })
    applyReplay(s.programme, replayCampaign(s.programme, "C1", cheaper), { kind: "system" }, at, "correction")
    expect(replayCampaign(s.programme, "C1", cheaper).changed).toEqual([])
  })
})
