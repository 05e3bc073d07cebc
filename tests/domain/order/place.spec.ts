import { afterEach, describe, expect, it } from "vitest"
import { CourseApproved, Enrolled } from "../../../domain/enrolment/events.ts"
import { OrderPlaced, RedemptionCounted } from "../../../domain/order/events.ts"
import { RewardStockReserved } from "../../../domain/reward/events.ts"
import { PointsDebited } from "../../../domain/wallet/events.ts"
import { scenario, type Scenario } from "../../support/scenario.ts"
import { sale, standardProgramme } from "../../support/setup.ts"
import { holdsLevel, programmeWith, reproveSale, walletRow } from "../../support/ledger.ts"
import { listReward, placeOrder, rejectOrder, stockOf, withdraw } from "../../support/rewards.ts"

let s: Scenario
afterEach(() => s.close())

const ids = { orderId: "o1", userId: "u1", campaignId: "C1" }

/** u1 holds 250 provisional points (one sale) and r1 costs 100 with 5 in stock. */
const withPoints = () => standardProgramme(scenario()).run(sale("s1"), listReward("r1"))

describe("PlaceOrder: one append moves the order, the wallet and the stock together", () => {
  it("places the order, debits price × quantity, takes the units and counts them in the category", () => {
    s = withPoints()
    s.when(placeOrder("o1", { quantity: 2 })).thenEvents(
      new OrderPlaced({ ...ids, rewardId: "r1", category: "fones", quantity: 2, unitPrice: 100, points: 200 }),
      new PointsDebited({ campaignId: "C1", userId: "u1", ref: "o1", points: 200, reason: "redemption" }),
      new RewardStockReserved({ rewardId: "r1", orderId: "o1", quantity: 2 }),
      new RedemptionCounted({ ...ids, category: "fones", quantity: 2 })
    )
    expect(walletRow(s.programme.db)).toMatchObject({ debited: 200, balance: 50 })
    expect(stockOf(s.programme.db)).toBe(3)
  })

  it("spends provisional credits: the balance counts them (SPEC §4)", () => {
    s = withPoints()
    expect(walletRow(s.programme.db)).toMatchObject({ provisional: 250, confirmed: 0 })
    expect(s.send(placeOrder()).outcome.status).toBe("accepted")
  })

  it("refuses an order id already used", () => {
    s = withPoints().run(placeOrder("o1"))
    s.when(placeOrder("o1")).thenRejects("order.already_exists", { orderId: "o1" })
  })
})

describe("PlaceOrder's rules (DESIGN §4.6)", () => {
  it("order.quantity_out_of_range: a whole number from 1 to 99", () => {
    s = withPoints().run(listReward("cheap", { price: 1, stock: 500 }))
    s.when(placeOrder("o1", { quantity: 0 })).thenRejects("order.quantity_out_of_range", { quantity: 0, max: 99 })
    s.when(placeOrder("o1", { rewardId: "cheap", quantity: 100 })).thenRejects("order.quantity_out_of_range", { quantity: 100, max: 99 })
    expect(s.send(placeOrder("o2", { rewardId: "cheap", quantity: 99 })).outcome.status).toBe("accepted")
  })

  it("order.campaign_ended: refused once the campaign's last day is over in the country's zone", () => {
    s = withPoints()
    s.at("2026-03-20T23:59:00-03:00")
    expect(s.send(placeOrder("o1")).outcome.status).toBe("accepted")
    s.at("2026-03-21T00:00:00-03:00")
    s.when(placeOrder("o2")).thenRejects("order.campaign_ended", { campaignId: "C1", ends: "2026-03-20" })
  })

  it("campaign.not_found for an unknown campaign", () => {
    s = withPoints()
    s.when(placeOrder("o1", { campaignId: "C9" })).thenRejects("campaign.not_found", { campaignId: "C9" })
  })

  it("registration.not_registered: the learner must be registered in the campaign", () => {
    s = programmeWith(scenario(), {}, []).run(listReward("r1"))
    s.when(placeOrder("o1", { userId: "adm" })).thenRejects("registration.not_registered", { campaignId: "C1", userId: "adm" })
  })

  it("order.reward_unavailable: unknown, withdrawn, or not offered in the learner's country", () => {
    s = withPoints().run(listReward("ar", { countries: ["AR"] }), listReward("br", { countries: ["BR", "AR"] }), listReward("gone"), withdraw("gone"))
    s.when(placeOrder("o1", { rewardId: "nope" })).thenRejects("order.reward_unavailable", { rewardId: "nope" })
    s.when(placeOrder("o1", { rewardId: "gone" })).thenRejects("order.reward_unavailable", { rewardId: "gone" })
    s.when(placeOrder("o1", { rewardId: "ar" })).thenRejects("order.reward_unavailable", { rewardId: "ar" })
    expect(s.send(placeOrder("o1", { rewardId: "br" })).outcome.status).toBe("accepted")
  })

  it("order.insufficient_points: the balance must cover price × quantity, to the point", () => {
    s = withPoints().run(listReward("big", { price: 125 }))
    s.when(placeOrder("o1", { rewardId: "big", quantity: 3 })).thenRejects("order.insufficient_points", { balance: 250, points: 375 })
    expect(s.send(placeOrder("o1", { rewardId: "big", quantity: 2 })).outcome.status).toBe("accepted")
    expect(walletRow(s.programme.db)).toMatchObject({ balance: 0 })
  })

  it("order.wallet_in_debt: nothing is redeemed while a reversal left the wallet negative", () => {
    s = withPoints().run(sale("s2"), placeOrder("o1", { quantity: 3 }), reproveSale("s1"))
    expect(walletRow(s.programme.db)).toMatchObject({ balance: -50 })
    s.when(placeOrder("o2")).thenRejects("order.wallet_in_debt", { balance: -50 })
  })

  it("order.out_of_stock: no more units than the stock holds", () => {
    s = withPoints().run(listReward("last", { price: 1, stock: 1 }))
    s.when(placeOrder("o1", { rewardId: "last", quantity: 2 })).thenRejects("order.out_of_stock", { rewardId: "last", stock: 1, quantity: 2 })
    expect(s.send(placeOrder("o1", { rewardId: "last" })).outcome.status).toBe("accepted")
    s.when(placeOrder("o2", { rewardId: "last" })).thenRejects("order.out_of_stock", { rewardId: "last", stock: 0, quantity: 1 })
  })

  it("order.level_required: a VIP reward is for level 3", () => {
    s = withPoints().run(listReward("vip", { minLevel: 3 }))
    s.when(placeOrder("o1", { rewardId: "vip" })).thenRejects("order.level_required", { minLevel: 3, level: 1 })
    s.given(...holdsLevel("u1", 3))
    expect(s.send(placeOrder("o1", { rewardId: "vip" })).outcome.status).toBe("accepted")
  })

  it("order.training_required: every required course approved, naming the ones missing", () => {
    s = withPoints().run(listReward("trained", { requiredCourseIds: ["k1", "k2"] }))
    s.given(new Enrolled({ courseId: "k1", userId: "u1", assigned: false }), new CourseApproved({ courseId: "k1", userId: "u1", certificateCode: "CERT1" }))
    s.when(placeOrder("o1", { rewardId: "trained" })).thenRejects("order.training_required", { courseIds: ["k2"] })
    s.given(new Enrolled({ courseId: "k2", userId: "u1", assigned: false }), new CourseApproved({ courseId: "k2", userId: "u1", certificateCode: "CERT2" }))
    expect(s.send(placeOrder("o1", { rewardId: "trained" })).outcome.status).toBe("accepted")
  })

  it("order.category_cap: the units of the category in orders not rejected, plus this one, within the campaign's cap", () => {
    s = programmeWith(scenario(), { categoryCaps: { fones: 2 } }).run(sale("s1"), listReward("r1", { price: 10 }), listReward("other", { price: 10, category: "livros" }))
    s.run(placeOrder("o1"))
    s.when(placeOrder("o2", { quantity: 2 })).thenRejects("order.category_cap", { category: "fones", cap: 2, ordered: 1, quantity: 2 })
    expect(s.send(placeOrder("o2")).outcome.status).toBe("accepted")
    s.when(placeOrder("o3")).thenRejects("order.category_cap", { category: "fones", cap: 2, ordered: 2, quantity: 1 })
    // Another category has no cap; a rejected order frees its units.
    expect(s.send(placeOrder("o3", { rewardId: "other", quantity: 5 })).outcome.status).toBe("accepted")
    s.run({ ...rejectOrder("o1"), actor: "admin:adm" })
    expect(s.send(placeOrder("o4")).outcome.status).toBe("accepted")
  })

  it("a learner orders only for themself", () => {
    s = withPoints()
    s.when({ ...placeOrder("o1", { userId: "u1" }), actor: "user:adm" }).thenRejects("auth.forbidden")
  })
})
