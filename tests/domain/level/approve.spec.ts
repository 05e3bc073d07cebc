import { afterEach, describe, expect, it } from "vitest"
import { LevelUpApproved, LevelUpRequested } from "../../../domain/level/events.ts"
import { scenario, type Scenario } from "../../support/scenario.ts"
import { sale } from "../../support/setup.ts"
import { approveLevelUp, approveSale, levelOf, programmeWith } from "../../support/ledger.ts"
import { big, half, one, pointsTable } from "./support.ts"

let s: Scenario
afterEach(() => s.close())

const approved = (toLevel: 2 | 3) => new LevelUpApproved({ userId: "u1", campaignId: "C1", toLevel })

/** u1 reached 1,000 XP with sales a (999) and b (1): a request for level 2 is pending. */
const pending = () => programmeWith(scenario(), { pointsTable }).run(sale("a", big(1)), sale("b", one(1)))

describe("ApproveLevelUp", () => {
  it("is refused while a counted sale awaits its audit", () => {
    s = pending().run(approveSale("a"))
    s.when(approveLevelUp(2)).thenRejects("level.sales_not_approved", { userId: "u1", saleIds: ["b"] })
    expect(levelOf(s.programme.db, "u1")).toBe(1)
  })

  it("changes the level once every counted sale is approved", () => {
    s = pending().run(approveSale("a"), approveSale("b"))
    s.when(approveLevelUp(2)).thenEvents(approved(2))
    expect(levelOf(s.programme.db, "u1")).toBe(2)
  })

  it("does not wait for sales reported after the request", () => {
    s = pending().run(sale("c", half(1)), approveSale("a"), approveSale("b"))
    s.when(approveLevelUp(2)).thenEvents(approved(2))
  })

  it("makes later sales earn the new multiplier", () => {
    s = pending().run(approveSale("a"), approveSale("b"), approveLevelUp(2))
    const later = s.when(sale("c", { lines: [{ sku: "DT-200", quantity: 25 }] })).events[0]
    expect(later).toMatchObject({ basePoints: 25, level: 2, creditedPoints: 38 })
  })

  it("requests the next step at once when the XP already reaches it", () => {
    s = programmeWith(scenario(), { pointsTable }).run(sale("a", big(3)), sale("b", one(3)), approveSale("a"), approveSale("b"))
    s.when(approveLevelUp(2)).thenEvents(approved(2), new LevelUpRequested({ userId: "u1", campaignId: "C1", toLevel: 3, countedSaleIds: ["a", "b"] }))
  })

  it("counts for the next step only the sales needed to reach it, so later ones need not wait for their audit", () => {
    s = programmeWith(scenario(), { pointsTable }).run(
      sale("a", big(1)),
      sale("b", one(1)),
      sale("c", big(2)),
      sale("d", one(3)),
      approveSale("a"),
      approveSale("b")
    )
    s.when(approveLevelUp(2)).thenEvents(approved(2), new LevelUpRequested({ userId: "u1", campaignId: "C1", toLevel: 3, countedSaleIds: ["a", "b", "c", "d"] }))
    s.close()
    // a alone reaches level 2; a + b reach level 3; c comes later and stays unaudited.
    s = programmeWith(scenario(), { pointsTable }).run(sale("a", big(3)), sale("b", one(3)), sale("c", one(1)), approveSale("a"))
    s.when(approveLevelUp(2)).thenEvents(approved(2), new LevelUpRequested({ userId: "u1", campaignId: "C1", toLevel: 3, countedSaleIds: ["a", "b"] }))
    s.when(approveLevelUp(3)).thenRejects("level.sales_not_approved", { userId: "u1", saleIds: ["b"] })
    s.run(approveSale("b"))
    s.when(approveLevelUp(3)).thenEvents(approved(3))
  })

  it("is refused without a pending request, or for another level than the one requested", () => {
    s = programmeWith(scenario(), { pointsTable })
    s.when(approveLevelUp(2)).thenRejects("level.no_pending_request", { userId: "u1", toLevel: 2 })
    s.run(sale("a", big(1)), sale("b", one(1)), approveSale("a"), approveSale("b"))
    s.when(approveLevelUp(3)).thenRejects("level.no_pending_request", { userId: "u1", toLevel: 3 })
  })
})
