import { Effect } from "effect"
import { defineCommand } from "../shared/decider.ts"
import type { Lookups } from "../lookups.ts"
import { campaign } from "../campaign/aggregate.ts"
import { RewardStockReleased } from "../reward/events.ts"
import { wallet } from "../wallet/aggregate.ts"
import { PointsExpired, PointsRefunded } from "../wallet/events.ts"
import { confirmedOf } from "../wallet/state.ts"
import { ApproveOrder, DeliverOrder, RejectOrder, ShipOrder } from "./commands.ts"
import { InvalidOrderTransition, OrderNotCovered, OrderNotFound } from "./errors.ts"
import { OrderApproved, OrderDelivered, OrderRejected, OrderShipped, RedemptionReleased } from "./events.ts"
import { order } from "./aggregate.ts"
import type { OrderState, OrderStatus } from "./state.ts"

/** The order, when it is in one of the states the move starts from (DESIGN §4.6's order states). */
const requireIn = (orderId: string, o: OrderState, from: ReadonlyArray<OrderStatus>, to: OrderStatus) =>
  !o.exists
    ? Effect.fail(new OrderNotFound({ orderId }))
    : !from.includes(o.status)
      ? Effect.fail(new InvalidOrderTransition({ orderId, status: o.status, to }))
      : Effect.succeed(o)

const idsOf = (orderId: string, o: { userId: string; campaignId: string }) => ({ orderId, userId: o.userId, campaignId: o.campaignId })

/** Approved only while the wallet's confirmed points (this order's debit counted) are not negative. */
export const approveOrder = defineCommand<ApproveOrder, Lookups>({
  schema: ApproveOrder,
  decide: (c, states) =>
    Effect.gen(function* () {
      const o = yield* requireIn(c.orderId, states.of(order(c.orderId)), ["awaiting_approval"], "approved")
      const confirmed = confirmedOf(states.of(wallet(o.campaignId, o.userId)))
      if (confirmed < 0) return yield* new OrderNotCovered({ orderId: c.orderId, confirmed })
      return [new OrderApproved(idsOf(c.orderId, o))]
    })
})

export const shipOrder = defineCommand<ShipOrder, Lookups>({
  schema: ShipOrder,
  decide: (c, states) =>
    Effect.gen(function* () {
      const o = yield* requireIn(c.orderId, states.of(order(c.orderId)), ["approved"], "shipped")
      return [new OrderShipped({ ...idsOf(c.orderId, o), ...(c.trackingCode !== undefined && c.trackingCode !== "" ? { trackingCode: c.trackingCode } : {}) })]
    })
})

export const deliverOrder = defineCommand<DeliverOrder, Lookups>({
  schema: DeliverOrder,
  decide: (c, states) =>
    Effect.gen(function* () {
      const o = yield* requireIn(c.orderId, states.of(order(c.orderId)), ["shipped"], "delivered")
      return [new OrderDelivered(idsOf(c.orderId, o))]
    })
})

/**
 * Before shipping only. The points go back to the same wallet and the units to stock; into a
 * closed campaign's wallet the refund expires at once, as the rest of its points did at the close.
 */
export const rejectOrder = defineCommand<RejectOrder, Lookups>({
  schema: RejectOrder,
  decide: (c, states) =>
    Effect.gen(function* () {
      const o = yield* requireIn(c.orderId, states.of(order(c.orderId)), ["awaiting_approval", "approved"], "rejected")
      const ids = idsOf(c.orderId, o)
      const wallets = { campaignId: o.campaignId, userId: o.userId }
      const camp = states.of(campaign(o.campaignId))
      const closed = camp.exists && camp.status === "closed"
      return [
        new OrderRejected({ ...ids, reason: c.reason }),
        new PointsRefunded({ ...wallets, ref: c.orderId, points: o.points }),
        ...(closed ? [new PointsExpired({ ...wallets, points: o.points })] : []),
        new RewardStockReleased({ rewardId: o.rewardId, orderId: c.orderId, quantity: o.quantity }),
        new RedemptionReleased({ ...ids, category: o.category, quantity: o.quantity })
      ]
    })
})
