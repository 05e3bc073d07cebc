import { Effect } from "effect"
import { defineCommand, type Tagged } from "../shared/decider.ts"
import type { Lookups } from "../lookups.ts"
import { checkPointsTable, requireCampaign } from "../campaign/guards.ts"
import { CampaignNotOpen } from "../campaign/errors.ts"
import { campaign } from "../campaign/aggregate.ts"
import { PointsTableCorrected } from "../campaign/events.ts"
import { LevelCorrected, LevelUpRequestCancelled, XpCorrected, type LevelEvent } from "../level/events.ts"
import { evolve as evolveLevel } from "../level/evolve.ts"
import { levelUpDue, reachOf } from "../level/policy.ts"
import type { LevelState } from "../level/state.ts"
import { level } from "../level/aggregate.ts"
import { NotRegistered } from "../registration/errors.ts"
import { registration } from "../registration/state.ts"
import type { Level } from "../rules/points.ts"
import { PointsCorrected } from "../wallet/events.ts"
import { CorrectParticipant, CorrectPointsTable } from "./commands.ts"
import { EmptyCorrection, StaleCorrection } from "./errors.ts"

/** A draft's table is still set with SetPointsTable; once open, only a replay corrects it. */
export const correctPointsTable = defineCommand<CorrectPointsTable, Lookups>({
  schema: CorrectPointsTable,
  decide: (c, states) =>
    Effect.gen(function* () {
      const camp = yield* requireCampaign(c.campaignId, states.of(campaign(c.campaignId)))
      if (camp.status === "draft") return yield* new CampaignNotOpen({ campaignId: c.campaignId, status: camp.status })
      yield* checkPointsTable(c.pointsTable, states)
      return [new PointsTableCorrected({ campaignId: c.campaignId, pointsTable: c.pointsTable, reason: c.reason })]
    })
})

/** Level moves are one step each (DESIGN §4.5), a compensation of two steps included. */
const levelSteps = (ids: { campaignId: string; userId: string }, from: Level, to: Level, reason: string): Array<LevelCorrected> => {
  const steps: Array<LevelCorrected> = []
  for (let l = from; l !== to; l = (l + Math.sign(to - from)) as Level) {
    steps.push(new LevelCorrected({ ...ids, fromLevel: l, toLevel: (l + Math.sign(to - from)) as Level, reason }))
  }
  return steps
}

/**
 * The pending request a correction leaves without ground: one no longer a step above the level
 * held (a corrected fall cancels it as a fall does), or one of this campaign whose corrected XP
 * no longer reaches its threshold.
 */
const staleRequest = (
  s: LevelState,
  userId: string,
  moved: number,
  campaignId: string,
  xpReach: (toLevel: Level) => number
): LevelUpRequestCancelled | undefined => {
  const p = s.pending
  if (!p) return undefined
  const ids = { userId, campaignId: p.campaignId, toLevel: p.toLevel }
  if (p.toLevel !== s.level + 1) return new LevelUpRequestCancelled({ ...ids, reason: moved < 0 ? "level.fell" : "level.corrected" })
  if (p.campaignId === campaignId && (s.campaignXp[campaignId] ?? 0) < xpReach(p.toLevel)) return new LevelUpRequestCancelled({ ...ids, reason: "replay.corrected" })
  return undefined
}

export const correctParticipant = defineCommand<CorrectParticipant, Lookups>({
  schema: CorrectParticipant,
  decide: (c, states) =>
    Effect.gen(function* () {
      const camp = yield* requireCampaign(c.campaignId, states.of(campaign(c.campaignId)))
      if (!states.of(registration(c.campaignId, c.userId)).registered) {
        return yield* new NotRegistered({ campaignId: c.campaignId, userId: c.userId })
      }
      const member = states.of(level(c.userId))
      if (member.level !== c.fromLevel) return yield* new StaleCorrection({ userId: c.userId, expectedLevel: c.fromLevel, actualLevel: member.level })
      const ids = { campaignId: c.campaignId, userId: c.userId }
      const events: Array<Tagged> = []
      const expired = camp.status === "closed" ? c.points : 0
      if (c.points !== 0) events.push(new PointsCorrected({ ...ids, points: c.points, expired, reason: c.reason }))
      const levelEvents: Array<LevelEvent> = [
        ...(c.xp !== 0 ? [new XpCorrected({ ...ids, xp: c.xp, reason: c.reason })] : []),
        ...levelSteps(ids, c.fromLevel, c.toLevel, c.reason)
      ]
      if (events.length + levelEvents.length === 0) return yield* new EmptyCorrection({ userId: c.userId })
      let after = levelEvents.reduce(evolveLevel, member)
      const cancelled = staleRequest(after, c.userId, c.toLevel - c.fromLevel, c.campaignId, (l) => reachOf(camp.levels, l))
      if (cancelled) {
        levelEvents.push(cancelled)
        after = evolveLevel(after, cancelled)
      }
      // A step the corrected XP reaches is requested for an admin, as a live sale would.
      const due = levelUpDue(after, c.userId, c.campaignId, camp.levels)
      return [...events, ...levelEvents, ...(due ? [due] : [])]
    })
})
