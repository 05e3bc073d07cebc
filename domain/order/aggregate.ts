import type { Aggregate } from "../shared/decider.ts"
import { streamRef } from "../shared/decider.ts"
import { OrderApproved, OrderDelivered, OrderPlaced, OrderRejected, OrderShipped, RedemptionCounted, RedemptionReleased, type OrderEvent, type RedemptionEvent } from "./events.ts"
import { evolve, evolveRedemptions } from "./evolve.ts"
import { initialState, noRedemptions, type OrderState, type RedemptionsState } from "./state.ts"

/** One order: stream `order-<orderId>`. */
export const Order: Aggregate<OrderState, OrderEvent> = {
  name: "order",
  initialState,
  evolve,
  events: [OrderPlaced, OrderApproved, OrderShipped, OrderDelivered, OrderRejected],
  streamOf: (e) => `order-${e.orderId}`
}

/** A learner's orders of one campaign, counted per category for the caps. */
export const Redemptions: Aggregate<RedemptionsState, RedemptionEvent> = {
  name: "redemptions",
  initialState: noRedemptions,
  evolve: evolveRedemptions,
  events: [RedemptionCounted, RedemptionReleased],
  streamOf: (e) => `redemptions-${e.campaignId}:${e.userId}`
}

export const order = (orderId: string) => streamRef(Order, orderId)
export const redemptions = (campaignId: string, userId: string) => streamRef(Redemptions, `${campaignId}:${userId}`)
