import { Effect } from "effect"
import { defineCommand } from "../shared/decider.ts"
import type { Lookups } from "../lookups.ts"
import { CampaignClosedError } from "../campaign/errors.ts"
import { requireOpen } from "../campaign/guards.ts"
import { campaign } from "../campaign/aggregate.ts"
import { NotRegistered } from "../registration/errors.ts"
import { registration } from "../registration/state.ts"
import { AdjustPoints, DebitPoints, RefundPoints } from "./commands.ts"
import { InsufficientBalance, RefundExceedsDebit, WalletInDebt, ZeroAdjustment } from "./errors.ts"
import { PointsAdjusted, PointsDebited, PointsRefunded } from "./events.ts"
import { balanceOf } from "./state.ts"
import { wallet } from "./aggregate.ts"

const requireRegistered = (campaignId: string, userId: string, registered: boolean) =>
  registered ? Effect.void : Effect.fail(new NotRegistered({ campaignId, userId }))

/** A closed campaign's points have expired: nothing new may be spent from or added to its wallets. */
const isClosed = (campaignId: string, states: Parameters<typeof adjustPoints.decide>[1]) => {
  const camp = states.of(campaign(campaignId))
  return camp.exists && camp.status === "closed"
}

/**
 * An admin's correction. On a closed campaign only a negative one (a claw-back, which may leave
 * a debt): points added there would sit in an expired wallet; replay corrections land expired.
 */
export const adjustPoints = defineCommand<AdjustPoints, Lookups>({
  schema: AdjustPoints,
  decide: (c, states) =>
    Effect.gen(function* () {
      if (c.points === 0) return yield* new ZeroAdjustment({})
      yield* requireRegistered(c.campaignId, c.userId, states.of(registration(c.campaignId, c.userId)).registered)
      if (c.points > 0 && isClosed(c.campaignId, states)) return yield* new CampaignClosedError({ campaignId: c.campaignId })
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

/** Only what a debit took can come back, once, and not into a closed campaign's expired wallet. */
export const refundPoints = defineCommand<RefundPoints, Lookups>({
  schema: RefundPoints,
  decide: (c, states) =>
    Effect.gen(function* () {
      if (isClosed(c.campaignId, states)) return yield* new CampaignClosedError({ campaignId: c.campaignId })
      const refundable = states.of(wallet(c.campaignId, c.userId)).refundable.get(c.ref) ?? 0
      if (c.points > refundable) return yield* new RefundExceedsDebit({ ref: c.ref, refundable, points: c.points })
      return [new PointsRefunded({ campaignId: c.campaignId, userId: c.userId, ref: c.ref, points: c.points })]
    })
})
