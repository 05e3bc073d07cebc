import { afterEach, describe, expect, it } from "vitest"
import { applyReplay, replayCampaign } from "../../../adapters/programme/replay.ts"
import { scenario, type Scenario } from "../../support/scenario.ts"
import { levels, register, sale } from "../../support/setup.ts"
import { approveLevelUp, approveSale, closeCampaign, holdsLevel, levelOf, programmeWith, reproveSale } from "../../support/ledger.ts"

let s: Scenario
afterEach(() => s.close())

/**
 * DESIGN §6 on the small Brazilian programme: C1 (Jan–Mar, NB-100 earns 125; level 2 at 1,000
 * XP, kept with 500) closes on 21 March; C2 (Apr–Jun) opens after it. T doubles NB-100.
 */
const T = [
  { sku: "NB-100", pointsPerUnit: 250 },
  { sku: "DT-200", pointsPerUnit: 75 },
  { sku: "MN-300", pointsPerUnit: 25 }
]
const cheaper = T.map((r) => (r.sku === "NB-100" ? { ...r, pointsPerUnit: 100 } : r))
const nb = (quantity: number) => ({ lines: [{ sku: "NB-100", quantity }] })
const at = Date.parse("2026-05-01T12:00:00-03:00")

const closeC1 = (s: Scenario) => s.at("2026-03-21T09:00:00-03:00").run(closeCampaign())
const openC2 = (s: Scenario) =>
  s.at("2026-03-25T09:00:00-03:00").run(
    { type: "DraftCampaign", payload: { campaignId: "C2", name: "Outono", country: "BR", begins: "2026-04-06", ends: "2026-06-19", pointsTable: T.slice(0, 1).map((r) => ({ ...r, pointsPerUnit: 125 })), levels } },
    { type: "EnrollStore", payload: { campaignId: "C2", storeId: "st1" } },
    { type: "OpenCampaign", payload: { campaignId: "C2" } },
    register("u1", "C2")
  )
const inC2 = (saleId: string, quantity: number) => sale(saleId, { campaignId: "C2", saleDate: "2026-04-09", ...nb(quantity) })

const rows = (campaignId: string, table?: typeof T) =>
  replayCampaign(s.programme, campaignId, table).changed.map(({ userId, pointsDelta, xpDelta, levelBefore, levelAfter }) => ({ userId, pointsDelta, xpDelta, levelBefore, levelAfter }))
const apply = (campaignId: string, table?: typeof T) => {
  const outcomes = applyReplay(s.programme, replayCampaign(s.programme, campaignId, table), { kind: "system" }, at, "replay")
  expect(outcomes.map((o) => o.outcome.status).filter((x) => x !== "accepted")).toEqual([])
}
const eventsAfter = (position: number) => s.programme.log.readAll(position, 1000).map((e) => ({ type: e.type, campaignId: (e.data as { campaignId?: string }).campaignId }))

describe("replay: the difference between recorded and recomputed decisions of one campaign", () => {
  // What was seen (item 3): on the demo, ar-030 was listed +210 +210 3, then 0 0 3 → 2, and the
  // second --apply demoted a level 3 approved in the later campaign.
  it("converges: once applied, the same replay lists nothing, and a level earned in a later campaign stays", () => {
    // Level 2 reached in C1 with 1,100 XP (1,200 under a table doubling MN-300): kept at C1's
    // close, below level 3's keep-minimum (1,500), which only binds a level 3 held during C1.
    const mn50 = T.map((r) => (r.sku === "NB-100" ? { ...r, pointsPerUnit: 125 } : r.sku === "MN-300" ? { ...r, pointsPerUnit: 50 } : r))
    s = programmeWith(scenario()).run(sale("a", { lines: [...nb(8).lines, { sku: "MN-300", quantity: 4 }] }), approveSale("a"), approveLevelUp(2))
    closeC1(s)
    openC2(s).at("2026-04-10T09:00:00-03:00").run(inC2("b", 24), approveSale("b"), approveLevelUp(3))
    expect(rows("C1", mn50)).toEqual([{ userId: "u1", pointsDelta: 100, xpDelta: 100, levelBefore: 3, levelAfter: 3 }])
    apply("C1", mn50)
    expect(rows("C1", mn50)).toEqual([])
    expect(rows("C1")).toEqual([])
    expect(levelOf(s.programme.db, "u1")).toBe(3)
  })

  // What was seen (item 4): a plain replay after a correction proposed reversing it.
  it("records the corrected table as the campaign's, so a plain replay afterwards lists nothing", () => {
    s = programmeWith(scenario()).run(sale("a", nb(2)))
    apply("C1", T)
    expect(rows("C1")).toEqual([])
    const table = s.programme.db.prepare("SELECT points_table AS t FROM campaigns WHERE campaign_id = 'C1'").get() as { t: string }
    expect(JSON.parse(table.t)).toEqual(T)
  })

  it("gives a level back when the close's fall should not have happened", () => {
    s = programmeWith(scenario()).given(...holdsLevel("u1", 2)).run(sale("a", nb(2)))
    closeC1(s)
    expect(levelOf(s.programme.db, "u1")).toBe(1)
    expect(rows("C1", T)).toEqual([{ userId: "u1", pointsDelta: 375, xpDelta: 250, levelBefore: 1, levelAfter: 2 }])
    apply("C1", T)
    expect(levelOf(s.programme.db, "u1")).toBe(2)
    expect(rows("C1", T)).toEqual([])
  })

  it("takes a level when the close's fall is missing", () => {
    s = programmeWith(scenario()).given(...holdsLevel("u1", 2)).run(sale("a", nb(4)))
    closeC1(s)
    expect(levelOf(s.programme.db, "u1")).toBe(2)
    expect(rows("C1", cheaper)).toEqual([{ userId: "u1", pointsDelta: -150, xpDelta: -100, levelBefore: 2, levelAfter: 1 }])
    apply("C1", cheaper)
    expect(levelOf(s.programme.db, "u1")).toBe(1)
    expect(rows("C1", cheaper)).toEqual([])
  })

  it("judges the close again when a sale it counted is reproved afterwards", () => {
    s = programmeWith(scenario()).given(...holdsLevel("u1", 2)).run(sale("a", nb(4)))
    closeC1(s).run(reproveSale("a"))
    expect(rows("C1")).toEqual([{ userId: "u1", pointsDelta: 0, xpDelta: 0, levelBefore: 2, levelAfter: 1 }])
    apply("C1")
    expect(rows("C1")).toEqual([])
  })

  it("compensates one step on the level held now, and never touches the later campaign's events", () => {
    s = programmeWith(scenario()).given(...holdsLevel("u1", 2)).run(sale("a", nb(2)))
    closeC1(s)
    openC2(s).at("2026-04-10T09:00:00-03:00").run(inC2("b", 8), approveSale("b"), approveLevelUp(2))
    expect(levelOf(s.programme.db, "u1")).toBe(2)
    expect(rows("C1", T)).toEqual([{ userId: "u1", pointsDelta: 375, xpDelta: 250, levelBefore: 2, levelAfter: 3 }])
    const before = s.programme.log.lastPosition()
    apply("C1", T)
    expect(eventsAfter(before).filter((e) => e.campaignId !== "C1")).toEqual([])
    expect(levelOf(s.programme.db, "u1")).toBe(3)
    expect(rows("C1", T)).toEqual([])
    expect(rows("C2")).toEqual([])
  })
})
