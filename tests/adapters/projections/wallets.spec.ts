import { and, asc, eq } from "drizzle-orm"
import { afterEach, describe, expect, it } from "vitest"
import { walletEntries, wallets } from "../../../adapters/projections/wallets.ts"
import { OnFile } from "../../support/onFile.ts"
import { sale, standardProgramme } from "../../support/setup.ts"
import { adjust, approveSale, closeCampaign, debit, refund, reproveSale } from "../../support/ledger.ts"

let f: OnFile
afterEach(() => f.remove())

/** Two sales of 250, s1 approved; 100 redeemed, 40 refunded, −10 adjusted; s2 reproved. */
const movements = () => {
  f = new OnFile()
  standardProgramme(f.s).run(sale("s1"), sale("s2"), approveSale("s1"), debit(100), refund(40), adjust(-10), reproveSale("s2"))
  return f
}

const walletOf = (f: OnFile) =>
  f.reopen().select().from(wallets).where(and(eq(wallets.campaignId, "C1"), eq(wallets.userId, "u1"))).get()

describe("wallets read model", () => {
  it("keeps the running totals, the balance and the confirmed figure", () => {
    expect(walletOf(movements())).toEqual({
      campaignId: "C1",
      userId: "u1",
      credited: 500,
      reversed: 260,
      debited: 100,
      refunded: 40,
      expired: 0,
      provisional: 0,
      balance: 180,
      confirmed: 180
    })
  })

  it("tells provisional points from confirmed ones", () => {
    f = new OnFile()
    standardProgramme(f.s).run(sale("s1"), sale("s2"), approveSale("s1"), debit(100))
    expect(walletOf(f)).toMatchObject({ credited: 500, provisional: 250, balance: 400, confirmed: 150 })
  })

  it("expires the balance at close", () => {
    movements().s.at("2026-03-21T00:00:00-03:00").run(closeCampaign())
    expect(walletOf(f)).toMatchObject({ expired: 180, balance: 0, confirmed: 0, provisional: 0 })
  })
})

describe("points statement", () => {
  it("has one signed line per movement, in log order, summing to the balance", () => {
    movements().s.at("2026-03-21T00:00:00-03:00").run(closeCampaign())
    const lines = f
      .reopen()
      .select({ kind: walletEntries.kind, ref: walletEntries.ref, points: walletEntries.points, note: walletEntries.note })
      .from(walletEntries)
      .where(and(eq(walletEntries.userId, "u1"), eq(walletEntries.campaignId, "C1")))
      .orderBy(asc(walletEntries.position))
      .all()
    expect(lines).toEqual([
      { kind: "credit.sale", ref: "s1", points: 250, note: null },
      { kind: "credit.sale", ref: "s2", points: 250, note: null },
      { kind: "confirmation", ref: "s1", points: 0, note: null },
      { kind: "debit.redemption", ref: "order-1", points: -100, note: null },
      { kind: "refund", ref: "order-1", points: 40, note: null },
      { kind: "adjustment", ref: null, points: -10, note: "correção" },
      { kind: "reversal", ref: "s2", points: -250, note: null },
      { kind: "expiry", ref: null, points: -180, note: null }
    ])
    expect(lines.reduce((sum, l) => sum + l.points, 0)).toBe(walletOf(f)!.balance)
  })
})
