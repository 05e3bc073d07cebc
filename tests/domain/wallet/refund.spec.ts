import { afterEach, describe, expect, it } from "vitest"
import { PointsRefunded } from "../../../domain/wallet/events.ts"
import { scenario, type Scenario } from "../../support/scenario.ts"
import { sale, standardProgramme } from "../../support/setup.ts"
import { debit, refund, walletRow } from "../../support/ledger.ts"

let s: Scenario
afterEach(() => s.close())

const refunded = (points: number, ref = "order-1") => new PointsRefunded({ campaignId: "C1", userId: "u1", ref, points })

describe("RefundPoints: only what a debit took comes back", () => {
  it("refunds a debit in full", () => {
    s = standardProgramme(scenario()).run(sale("s1"), debit(100))
    s.when(refund(100)).thenEvents(refunded(100))
    expect(walletRow(s.programme.db)).toMatchObject({ debited: 100, refunded: 100, balance: 250 })
  })

  it("refuses more than the debit took", () => {
    s = standardProgramme(scenario()).run(sale("s1"), debit(100))
    s.when(refund(101)).thenRejects("wallet.refund_exceeds_debit", { ref: "order-1", refundable: 100, points: 101 })
  })

  it("refunds in parts, never more than the rest", () => {
    s = standardProgramme(scenario()).run(sale("s1"), debit(100), refund(60))
    s.when(refund(41)).thenRejects("wallet.refund_exceeds_debit", { ref: "order-1", refundable: 40, points: 41 })
    s.when(refund(40)).thenEvents(refunded(40))
    s.when(refund(1)).thenRejects("wallet.refund_exceeds_debit", { ref: "order-1", refundable: 0, points: 1 })
  })

  it("refuses a refund once the campaign is closed: those points have expired", () => {
    s = standardProgramme(scenario()).run(sale("s1"), debit(100)).at("2026-03-21T00:00:00-03:00").run({ type: "CloseCampaign", payload: { campaignId: "C1" } })
    s.when(refund(100)).thenRejects("campaign.closed", { campaignId: "C1" })
  })

  it("refuses a refund for a ref that was never debited", () => {
    s = standardProgramme(scenario()).run(sale("s1"), debit(100))
    s.when(refund(1, "order-2")).thenRejects("wallet.refund_exceeds_debit", { ref: "order-2", refundable: 0, points: 1 })
  })

  it("counts every debit made under the same ref", () => {
    s = standardProgramme(scenario()).run(sale("s1"), debit(100), debit(50))
    s.when(refund(151)).thenRejects("wallet.refund_exceeds_debit", { ref: "order-1", refundable: 150, points: 151 })
    s.when(refund(150)).thenEvents(refunded(150))
  })
})
