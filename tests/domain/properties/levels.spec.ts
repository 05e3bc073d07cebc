import fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { Step } from "../../support/scenario.ts"
import { input, USERS } from "./arbitraries.ts"
import { run } from "./model.ts"

/** Properties of levels over random command sequences (DESIGN §4.5). */

describe("level properties", () => {
  it("(e) a level moves at most one step down per close, never below 1, and never down otherwise", () => {
    fc.assert(
      fc.property(input(), (inp) => {
        run(inp, (o) => {
          const closed = o.step.type === "CloseCampaign" && o.handled.outcome.status === "accepted"
          for (const userId of USERS) {
            const before = o.before.levels.get(userId)!.level
            const after = o.after.levels.get(userId)!.level
            expect(after, `${userId} after ${o.step.type}`).toBeGreaterThanOrEqual(closed ? before - 1 : before)
            expect(after, userId).toBeGreaterThanOrEqual(1)
          }
        }).close()
      }),
      { numRuns: 60 }
    )
  })

  it("(f) a level-up is never approved while a sale it counted is not approved", () => {
    const levelUps = (step: Step) => step.type === "ApproveLevelUp"
    fc.assert(
      fc.property(input(), (inp) => {
        run(
          inp,
          (o) => {
            if (o.handled.outcome.status !== "accepted") return
            const request = o.before.pending.get(o.step.payload["userId"] as string)!
            for (const saleId of request.countedSaleIds) expect(o.before.sales.get(saleId), saleId).toBe("approved")
          },
          levelUps
        ).close()
      }),
      { numRuns: 100 } // an approval asked for while a counted sale still awaits audit: a few histories in a hundred
    )
  })
})
