import { Effect } from "effect"
import { defineCommand, type Tagged } from "../shared/decider.ts"
import type { Lookups } from "../lookups.ts"
import { requireCampaign } from "../campaign/guards.ts"
import { campaign } from "../campaign/aggregate.ts"
import { LevelCorrected, XpCorrected } from "../level/events.ts"
import { level } from "../level/aggregate.ts"
import { NotRegistered } from "../registration/errors.ts"
import { registration } from "../registration/state.ts"
import { PointsCorrected } from "../wallet/events.ts"
import { CorrectParticipant } from "./commands.ts"
import { EmptyCorrection, StaleCorrection } from "./errors.ts"

export const correctParticipant = defineCommand<CorrectParticipant, Lookups>({
  schema: CorrectParticipant,
  decide: (c, states) =>
    Effect.gen(function* () {
      const camp = yield* requireCampaign(c.campaignId, states.of(campaign(c.campaignId)))
      if (!states.of(registration(c.campaignId, c.userId)).registered) {
        return yield* new NotRegistered({ campaignId: c.campaignId, userId: c.userId })
      }
      const current = states.of(level(c.userId)).level
      if (current !== c.fromLevel) return yield* new StaleCorrection({ userId: c.userId, expectedLevel: c.fromLevel, actualLevel: current })
      const ids = { campaignId: c.campaignId, userId: c.userId }
      const events: Array<Tagged> = []
      const expired = camp.status === "closed" ? c.points : 0
      if (c.points !== 0) events.push(new PointsCorrected({ ...ids, points: c.points, expired, reason: c.reason }))
      if (c.xp !== 0) events.push(new XpCorrected({ ...ids, xp: c.xp, reason: c.reason }))
      if (c.toLevel !== c.fromLevel) events.push(new LevelCorrected({ ...ids, fromLevel: c.fromLevel, toLevel: c.toLevel, reason: c.reason }))
      if (events.length === 0) return yield* new EmptyCorrection({ userId: c.userId })
      return events
    })
})
