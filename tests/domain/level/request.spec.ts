import { afterEach, describe, expect, it } from "vitest"
import { LevelUpRequested, XpGained } from "../../../domain/level/events.ts"
import { scenario, type Scenario } from "../../support/scenario.ts"
import { sale } from "../../support/setup.ts"
import { holdsLevel, programmeWith, reproveSale } from "../../support/ledger.ts"
import { big, one, pointsTable, tags } from "./support.ts"

let s: Scenario
afterEach(() => s.close())

const requested = (toLevel: 2 | 3, countedSaleIds: Array<string>) => new LevelUpRequested({ userId: "u1", campaignId: "C1", toLevel, countedSaleIds })

describe("automatic level-up request", () => {
  it("is opened when the campaign XP reaches the creator threshold exactly, not one below", () => {
    s = programmeWith(scenario(), { pointsTable })
    expect(tags(s.when(sale("a", big(1))))).toEqual(["SaleReported", "PointsCredited", "XpGained"])
    const reached = s.when(sale("b", one(1)))
    expect(reached.events.slice(3)).toEqual([requested(2, ["a", "b"])])
  })

  it("counts only the sales whose XP still counts", () => {
    s = programmeWith(scenario(), { pointsTable }).run(sale("a", big(1)), reproveSale("a"), sale("b", one(1)))
    expect(s.when(sale("c", big(1))).events.slice(3)).toEqual([requested(2, ["b", "c"])])
  })

  it("counts only this campaign's XP", () => {
    s = programmeWith(scenario(), { pointsTable }).given(new XpGained({ userId: "u1", campaignId: "C0", saleId: "old", xp: 5000 }))
    expect(tags(s.when(sale("a", big(1))))).toEqual(["SaleReported", "PointsCredited", "XpGained"])
  })

  it("asks for level 3 at the influencer threshold once level 2 is held", () => {
    s = programmeWith(scenario(), { pointsTable }).given(...holdsLevel("u1", 2))
    expect(tags(s.when(sale("a", big(3))))).toEqual(["SaleReported", "PointsCredited", "XpGained"])
    expect(s.when(sale("b", one(3))).events.slice(3)).toEqual([requested(3, ["a", "b"])])
  })

  it("asks nothing beyond level 3", () => {
    s = programmeWith(scenario(), { pointsTable }).given(...holdsLevel("u1", 3))
    expect(tags(s.when(sale("a", big(5))))).toEqual(["SaleReported", "PointsCredited", "XpGained"])
  })

  it("opens one request at a time: later sales wait for the decision", () => {
    s = programmeWith(scenario(), { pointsTable }).run(sale("a", big(1)), sale("b", one(1)))
    expect(tags(s.when(sale("c", big(3))))).toEqual(["SaleReported", "PointsCredited", "XpGained"])
  })
})
