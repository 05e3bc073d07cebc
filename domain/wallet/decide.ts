import { Effect } from "effect"
import { defineCommand } from "../shared/decider.ts"
import type { Lookups } from "../lookups.ts"
import { requireOpen } from "../campaign/guards.ts"
import { campaign } from "../campaign/state.ts"
import { NotRegistered } from "../registration/errors.ts"
import { registration } from "../registration/state.ts"
import { AdjustPoints, DebitPoints, RefundPoints } from "./commands.ts"
import { InsufficientBalance, RefundExceedsDebit, WalletInDebt, ZeroAdjustment } from "./errors.ts"
import { PointsAdjusted, PointsDebited, PointsRefunded } from "./events.ts"
import { balanceOf, wallet } from "./state.ts"

const requireRegistered = (campaignId: string, userId: string, registered: boolean) =>
  registered ? Effect.void : Effect.fail(new NotRegistered({ campaignId, userId }))

/** Adjustments are allowed on closed campaigns too: corrections after the fact (e.g. a replay). */
export const adjustPoints = defineCommand<AdjustPoints, Lookups>({
  schema: AdjustPoints,
  decide: (c, states) =>
    Effect.gen(function* () {
      if (c.points === 0) return yield* new ZeroAdjustment({})
      yield* requireRegistered(c.campaignId, c.userId, states.of(registration(c.campaignId, c.userId)).registered)
      return [new PointsAdjusted({ campaignId: c.campaignId, userId: c.userId, points: c.points, reason: c.reason })]
    })
})

/** A debit never makes the balance negative, and nothing is debited from a wallet in debt. */
export const debitPoints = defineCommand<DebitPoints, Lookups>({
  schema: DebitPoints,
  decide: (c, states) =>
    Effect.gen(function* () {
      yield* requireOpen(c.campaignId, states.of(campaign(c.campaignId)))
      yield* requireRegistered(c.campaignId, c.userId, states.of(registration(c.campaignId, c.userId)).registered)
      const balance = balanceOf(states.of(wallet(c.campaignId, c.userId)))
      if (balance < 0) return yield* new WalletInDebt({ balance })
      if (balance < c.points) return yield* new InsufficientBalance({ balance, points: c.points })
      return [new PointsDebited({ campaignId: c.campaignId, userId: c.userId, ref: c.ref, points: c.points, reason: c.reason })]
    })
})

/** Only what a debit took can come back, once. */
export const refundPoints = defineCommand<RefundPoints, Lookups>({
  schema: RefundPoints,
  decide: (c, states) =>
    Effect.gen(function* () {
      const refundable = states.of(wallet(c.campaignId, c.userId)).refundable.get(c.ref) ?? 0
      if (c.points > refundable) return yield* new RefundExceedsDebit({ ref: c.ref, refundable, points: c.points })
      return [new PointsRefunded({ campaignId: c.campaignId, userId: c.userId, ref: c.ref, points: c.points })]
    })
})
