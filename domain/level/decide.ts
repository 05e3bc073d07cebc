import { Effect } from "effect"
import { defineCommand } from "../shared/decider.ts"
import type { Lookups } from "../lookups.ts"
import { campaign } from "../campaign/aggregate.ts"
import { sale } from "../sale/state.ts"
import { ApproveLevelUp, RejectLevelUp } from "./commands.ts"
import { CountedSalesNotApproved, NoPendingLevelUp } from "./errors.ts"
import { LevelUpApproved, LevelUpRejected } from "./events.ts"
import { evolve } from "./evolve.ts"
import { levelUpDue } from "./policy.ts"
import { type LevelState } from "./state.ts"
import { level } from "./aggregate.ts"

/** A level-up is one step: a request for any other level than the one above the level held is none. */
const requirePending = (userId: string, toLevel: number, s: LevelState) =>
  s.pending && s.pending.toLevel === toLevel && toLevel === s.level + 1
    ? Effect.succeed(s.pending)
    : Effect.fail(new NoPendingLevelUp({ userId, toLevel }))

/** Approval changes the level (and so later sales' multiplier); the next step may be due at once. */
export const approveLevelUp = defineCommand<ApproveLevelUp, Lookups>({
  schema: ApproveLevelUp,
  decide: (c, states) =>
    Effect.gen(function* () {
      const member = states.of(level(c.userId))
      const pending = yield* requirePending(c.userId, c.toLevel, member)
      const unaudited = pending.countedSaleIds.filter((id) => {
        const s = states.of(sale(id))
        return !s.exists || s.status !== "approved"
      })
      if (unaudited.length > 0) return yield* new CountedSalesNotApproved({ userId: c.userId, saleIds: unaudited })
      const approved = new LevelUpApproved({ userId: c.userId, campaignId: pending.campaignId, toLevel: pending.toLevel })
      const camp = states.of(campaign(pending.campaignId))
      const next = camp.exists && camp.status === "open" ? levelUpDue(evolve(member, approved), c.userId, pending.campaignId, camp.levels) : undefined
      return [approved, ...(next ? [next] : [])]
    })
})

export const rejectLevelUp = defineCommand<RejectLevelUp, Lookups>({
  schema: RejectLevelUp,
  decide: (c, states) =>
    Effect.gen(function* () {
      const pending = yield* requirePending(c.userId, c.toLevel, states.of(level(c.userId)))
      return [new LevelUpRejected({ userId: c.userId, campaignId: pending.campaignId, toLevel: pending.toLevel, reason: c.reason })]
    })
})
