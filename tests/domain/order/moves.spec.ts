import { afterEach, describe, expect, it } from "vitest"
import { OrderApproved, OrderDelivered, OrderRejected, OrderShipped, RedemptionReleased } from "../../../domain/order/events.ts"
import { RewardStockReleased } from "../../../domain/reward/events.ts"
import { PointsExpired, PointsRefunded } from "../../../domain/wallet/events.ts"
import { scenario, type Scenario } from "../../support/scenario.ts"
import { sale, standardProgramme } from "../../support/setup.ts"
import { approveSale, closeCampaign, walletRow } from "../../support/ledger.ts"
import { approveOrder, deliverOrder, listReward, placeOrder, rejectOrder, shipOrder, stockOf } from "../../support/rewards.ts"

let s: Scenario
afterEach(() => s.close())

const ids = { orderId: "o1", userId: "u1", campaignId: "C1" }
const wallet = { campaignId: "C1", userId: "u1" }

/** u1's sale (250 points) approved, so confirmed points cover the order of 100. */
const placed = () => standardProgramme(scenario()).run(sale("s1"), approveSale("s1"), listReward("r1"), placeOrder("o1"))

describe("order states: awaiting_approval → approved → shipped → delivered", () => {
  it("walks the whole way, the tracking code kept on shipping", () => {
    s = placed()
    s.when(approveOrder()).thenEvents(new OrderApproved(ids))
    s.when(shipOrder("o1", "BR123456789")).thenEvents(new OrderShipped({ ...ids, trackingCode: "BR123456789" }))
    s.when(deliverOrder()).thenEvents(new OrderDelivered(ids))
  })

  it("ships without a tracking code too", () => {
    s = placed().run(approveOrder())
    s.when(shipOrder()).thenEvents(new OrderShipped(ids))
  })

  it("order.invalid_transition for any other move", () => {
    s = placed()
    s.when(shipOrder()).thenRejects("order.invalid_transition", { orderId: "o1", status: "awaiting_approval", to: "shipped" })
    s.when(deliverOrder()).thenRejects("order.invalid_transition", { orderId: "o1", status: "awaiting_approval", to: "delivered" })
    s.run(approveOrder())
    s.when(approveOrder()).thenRejects("order.invalid_transition", { orderId: "o1", status: "approved", to: "approved" })
    s.when(deliverOrder()).thenRejects("order.invalid_transition", { orderId: "o1", status: "approved", to: "delivered" })
    s.run(shipOrder())
    s.when(rejectOrder()).thenRejects("order.invalid_transition", { orderId: "o1", status: "shipped", to: "rejected" })
    s.run(deliverOrder())
    s.when(deliverOrder()).thenRejects("order.invalid_transition", { orderId: "o1", status: "delivered", to: "delivered" })
  })

  it("a rejected order moves no more", () => {
    s = placed().run(rejectOrder())
    s.when(approveOrder()).thenRejects("order.invalid_transition", { orderId: "o1", status: "rejected", to: "approved" })
    s.when(rejectOrder()).thenRejects("order.invalid_transition", { orderId: "o1", status: "rejected", to: "rejected" })
  })

  it("order.not_found for an unknown order", () => {
    s = placed()
    s.when(approveOrder("nope")).thenRejects("order.not_found", { orderId: "nope" })
  })

  it("is an admin's work: a learner may not approve their own order", () => {
    s = placed()
    s.when({ ...approveOrder(), actor: "user:u1" }).thenRejects("auth.forbidden")
  })
})

describe("ApproveOrder waits for the audit (order.not_covered)", () => {
  it("refuses while confirmed points, this order's debit counted, are negative; accepts once the sale is approved", () => {
    s = standardProgramme(scenario()).run(sale("s1"), listReward("r1"), placeOrder("o1"))
    expect(walletRow(s.programme.db)).toMatchObject({ balance: 150, confirmed: -100 })
    s.when(approveOrder()).thenRejects("order.not_covered", { orderId: "o1", confirmed: -100 })
    s.run(approveSale("s1"))
    s.when(approveOrder()).thenEvents(new OrderApproved(ids))
  })
})

describe("RejectOrder refunds the points and returns the units", () => {
  it("from awaiting_approval: refund to the same wallet, units back to stock, category units released", () => {
    s = placed()
    s.when(rejectOrder("o1", "endereço incompleto")).thenEvents(
      new OrderRejected({ ...ids, reason: "endereço incompleto" }),
      new PointsRefunded({ ...wallet, ref: "o1", points: 100 }),
      new RewardStockReleased({ rewardId: "r1", orderId: "o1", quantity: 1 }),
      new RedemptionReleased({ ...ids, category: "fones", quantity: 1 })
    )
    expect(walletRow(s.programme.db)).toMatchObject({ debited: 100, refunded: 100, balance: 250 })
    expect(stockOf(s.programme.db)).toBe(5)
  })

  it("from approved too", () => {
    s = placed().run(approveOrder())
    expect(s.send(rejectOrder()).outcome.status).toBe("accepted")
  })

  it("into a closed campaign's wallet the refund expires at once, with its own PointsExpired", () => {
    s = placed().at("2026-03-21T00:00:00-03:00").run(closeCampaign())
    expect(walletRow(s.programme.db)).toMatchObject({ balance: 0, expired: 150 })
    s.when(rejectOrder()).thenEvents(
      new OrderRejected({ ...ids, reason: "sem estoque no fornecedor" }),
      new PointsRefunded({ ...wallet, ref: "o1", points: 100 }),
      new PointsExpired({ ...wallet, points: 100 }),
      new RewardStockReleased({ rewardId: "r1", orderId: "o1", quantity: 1 }),
      new RedemptionReleased({ ...ids, category: "fones", quantity: 1 })
    )
    expect(walletRow(s.programme.db)).toMatchObject({ balance: 0, refunded: 100, expired: 250 })
  })
})
