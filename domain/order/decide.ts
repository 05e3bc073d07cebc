import { Effect } from "effect"
import { defineCommand } from "../shared/decider.ts"
import type { Lookups } from "../lookups.ts"
import { requireActive } from "../account/guards.ts"
import { account } from "../account/aggregate.ts"
import { requireOpen } from "../campaign/guards.ts"
import { campaign } from "../campaign/aggregate.ts"
import { enrolment } from "../enrolment/aggregate.ts"
import { level } from "../level/aggregate.ts"
import { NotRegistered } from "../registration/errors.ts"
import { registration } from "../registration/state.ts"
import { reward } from "../reward/aggregate.ts"
import { RewardStockReserved } from "../reward/events.ts"
import { offeredIn } from "../reward/state.ts"
import { wallet } from "../wallet/aggregate.ts"
import { PointsDebited } from "../wallet/events.ts"
import { balanceOf } from "../wallet/state.ts"
import { PlaceOrder } from "./commands.ts"
import {
  CategoryCapReached,
  InsufficientPoints,
  LevelRequired,
  OrderAlreadyPlaced,
  OrderCampaignEnded,
  OrderQuantityOutOfRange,
  OrderWalletInDebt,
  OutOfStock,
  RewardUnavailable,
  TrainingRequired
} from "./errors.ts"
import { OrderPlaced, RedemptionCounted } from "./events.ts"
import { order, redemptions } from "./aggregate.ts"

export const MAX_ORDER_QUANTITY = 99

/**
 * DESIGN §4.6: every rule, then one multi-stream append — the order, the wallet's debit, the
 * reward's stock and the learner's units per category move together or not at all. Each stream
 * read is appended at the version read, so two orders for the last unit cannot both win.
 */
export const placeOrder = defineCommand<PlaceOrder, Lookups>({
  schema: PlaceOrder,
  decide: (c, states, ctx) =>
    Effect.gen(function* () {
      if (states.of(order(c.orderId)).exists) return yield* new OrderAlreadyPlaced({ orderId: c.orderId })
      if (c.quantity < 1 || c.quantity > MAX_ORDER_QUANTITY) return yield* new OrderQuantityOutOfRange({ quantity: c.quantity, max: MAX_ORDER_QUANTITY })
      const camp = yield* requireOpen(c.campaignId, states.of(campaign(c.campaignId)))
      if (ctx.now >= camp.endsAt) return yield* new OrderCampaignEnded({ campaignId: c.campaignId, ends: camp.ends })
      const who = yield* requireActive(c.userId, states.of(account(c.userId)))
      if (!states.of(registration(c.campaignId, c.userId)).registered) return yield* new NotRegistered({ campaignId: c.campaignId, userId: c.userId })

      const r = states.of(reward(c.rewardId))
      if (!r.exists || r.withdrawn || !offeredIn(r, who.country)) return yield* new RewardUnavailable({ rewardId: c.rewardId })
      const points = r.price * c.quantity
      const balance = balanceOf(states.of(wallet(c.campaignId, c.userId)))
      if (balance < 0) return yield* new OrderWalletInDebt({ balance })
      if (balance < points) return yield* new InsufficientPoints({ balance, points })
      if (r.stock < c.quantity) return yield* new OutOfStock({ rewardId: c.rewardId, stock: r.stock, quantity: c.quantity })
      const held = states.of(level(c.userId)).level
      if (held < r.minLevel) return yield* new LevelRequired({ minLevel: r.minLevel, level: held })
      const missing = r.requiredCourseIds.filter((courseId) => !states.of(enrolment(courseId, c.userId)).approved)
      if (missing.length > 0) return yield* new TrainingRequired({ courseIds: missing })
      const cap = camp.categoryCaps[r.category]
      const ordered = states.of(redemptions(c.campaignId, c.userId)).units.get(r.category) ?? 0
      if (cap !== undefined && ordered + c.quantity > cap) return yield* new CategoryCapReached({ category: r.category, cap, ordered, quantity: c.quantity })

      const ids = { orderId: c.orderId, userId: c.userId, campaignId: c.campaignId }
      return [
        new OrderPlaced({ ...ids, rewardId: c.rewardId, category: r.category, quantity: c.quantity, unitPrice: r.price, points }),
        new PointsDebited({ campaignId: c.campaignId, userId: c.userId, ref: c.orderId, points, reason: "redemption" }),
        new RewardStockReserved({ rewardId: c.rewardId, orderId: c.orderId, quantity: c.quantity }),
        new RedemptionCounted({ ...ids, category: r.category, quantity: c.quantity })
      ]
    })
})
