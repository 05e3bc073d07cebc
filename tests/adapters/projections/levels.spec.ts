import { asc, eq, inArray } from "drizzle-orm"
import { afterEach, describe, expect, it } from "vitest"
import { campaignXp, levelRequests, members } from "../../../adapters/projections/levels.ts"
import { XpGained } from "../../../domain/level/events.ts"
import { OnFile } from "../../support/onFile.ts"
import { sale } from "../../support/setup.ts"
import { approveLevelUp, approveSale, closeCampaign, holdsLevel, programmeWith, rejectLevelUp, reproveSale } from "../../support/ledger.ts"

let f: OnFile
afterEach(() => f.remove())

const table = [
  { sku: "NB-100", pointsPerUnit: 999 },
  { sku: "DT-200", pointsPerUnit: 1 }
]
const big = { lines: [{ sku: "NB-100", quantity: 1 }] }
const one = { lines: [{ sku: "DT-200", quantity: 1 }] }

/**
 * u1, u2, u3 each reach 1,000 XP in C1 (sales 999 + 1): u1's request is approved, u2's rejected,
 * u3's cancelled by reproving the sale of 1. u1 also brings 400 XP from C0.
 */
const decided = () => {
  f = new OnFile()
  programmeWith(f.s, { pointsTable: table }, ["u2", "u3"])
    .given(new XpGained({ userId: "u1", campaignId: "C0", saleId: "old", xp: 400 }))
    .run(sale("a1", big), sale("b1", one), sale("a2", big, "u2"), sale("b2", one, "u2"), sale("a3", big, "u3"), sale("b3", one, "u3"))
  f.s.at("2026-01-12T10:00:00-03:00").run(approveSale("a1"), approveSale("b1"), approveLevelUp(2), rejectLevelUp(2, "u2", "vendas suspeitas"), reproveSale("b3"))
  return f
}

describe("levels read model", () => {
  it("keeps each member's level and total XP across campaigns", () => {
    const rows = decided().reopen().select().from(members).orderBy(asc(members.userId)).all()
    expect(rows.filter((r) => r.userId.startsWith("u"))).toEqual([
      { userId: "u1", country: "BR", level: 2, totalXp: 1400 },
      { userId: "u2", country: "BR", level: 1, totalXp: 1000 },
      { userId: "u3", country: "BR", level: 1, totalXp: 999 }
    ])
  })

  it("keeps the XP per campaign, net of revoked sales", () => {
    const rows = decided().reopen().select().from(campaignXp).orderBy(asc(campaignXp.userId), asc(campaignXp.campaignId)).all()
    expect(rows).toEqual([
      { userId: "u1", campaignId: "C0", xp: 400 },
      { userId: "u1", campaignId: "C1", xp: 1000 },
      { userId: "u2", campaignId: "C1", xp: 1000 },
      { userId: "u3", campaignId: "C1", xp: 999 }
    ])
  })

  it("records every level-up request with its counted sales and outcome", () => {
    const rows = decided()
      .reopen()
      .select({
        userId: levelRequests.userId,
        toLevel: levelRequests.toLevel,
        countedSaleIds: levelRequests.countedSaleIds,
        status: levelRequests.status,
        reason: levelRequests.reason,
        requestedAt: levelRequests.requestedAt,
        decidedAt: levelRequests.decidedAt
      })
      .from(levelRequests)
      .orderBy(asc(levelRequests.requestId))
      .all()
    const requested = "2026-01-10T13:00:00.000Z"
    const decidedAt = "2026-01-12T13:00:00.000Z"
    expect(rows).toEqual([
      { userId: "u1", toLevel: 2, countedSaleIds: ["a1", "b1"], status: "approved", reason: null, requestedAt: requested, decidedAt },
      { userId: "u2", toLevel: 2, countedSaleIds: ["a2", "b2"], status: "rejected", reason: "vendas suspeitas", requestedAt: requested, decidedAt },
      { userId: "u3", toLevel: 2, countedSaleIds: ["a3", "b3"], status: "cancelled", reason: "sale.reproved", requestedAt: requested, decidedAt }
    ])
  })

  it("shows the pending queue", () => {
    f = new OnFile()
    programmeWith(f.s, { pointsTable: table }, ["u2"]).run(sale("a1", big), sale("b1", one), sale("a2", big, "u2"))
    const queue = f.reopen().select({ userId: levelRequests.userId }).from(levelRequests).where(eq(levelRequests.status, "pending")).all()
    expect(queue).toEqual([{ userId: "u1" }])
  })

  it("lowers the level of members who fell at close", () => {
    f = new OnFile()
    programmeWith(f.s, { pointsTable: table }, ["u2"])
      .given(...holdsLevel("u1", 2), ...holdsLevel("u2", 3))
      .run(sale("a2", big, "u2"))
      .at("2026-03-21T00:00:00-03:00")
      .run(closeCampaign())
    const rows = f.reopen().select({ userId: members.userId, level: members.level }).from(members).where(inArray(members.userId, ["u1", "u2"])).all()
    expect(rows).toEqual([
      { userId: "u1", level: 1 },
      { userId: "u2", level: 2 }
    ])
  })
})
