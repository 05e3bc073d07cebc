import { Exit } from "effect"
import { afterEach, describe, expect, it } from "vitest"
import { LevelUpRejected } from "../../../domain/level/events.ts"
import { scenario, type Scenario } from "../../support/scenario.ts"
import { sale } from "../../support/setup.ts"
import { programmeWith, rejectLevelUp } from "../../support/ledger.ts"
import { big, half, one, pointsTable, tags } from "./support.ts"

let s: Scenario
afterEach(() => s.close())

const pending = () => programmeWith(scenario(), { pointsTable }).run(sale("a", big(1)), sale("b", one(1)))

describe("RejectLevelUp", () => {
  it("records the rejection with its reason", () => {
    s = pending()
    s.when(rejectLevelUp(2, "u1", "vendas suspeitas")).thenEvents(
      new LevelUpRejected({ userId: "u1", campaignId: "C1", toLevel: 2, reason: "vendas suspeitas" })
    )
  })

  it("is not requested again in that campaign, whatever the XP", () => {
    s = pending().run(rejectLevelUp(2))
    expect(tags(s.when(sale("c", half(3))))).toEqual(["SaleReported", "PointsCredited", "XpGained"])
    s.when(rejectLevelUp(2)).thenRejects("level.no_pending_request", { userId: "u1", toLevel: 2 })
  })

  it("is refused without a pending request", () => {
    s = programmeWith(scenario(), { pointsTable })
    s.when(rejectLevelUp(2)).thenRejects("level.no_pending_request", { userId: "u1", toLevel: 2 })
  })

  it("needs a reason", () => {
    s = pending()
    const decoded = s.programme.handler.decode("RejectLevelUp", { userId: "u1", toLevel: 2, reason: "" })
    expect(Exit.isFailure(decoded) && JSON.stringify(decoded.cause)).toContain('"path":"reason"')
  })
})
