import type { LevelThresholds } from "../campaign/events.ts"
import type { Level } from "../rules/points.ts"
import { LevelUpRequested } from "./events.ts"
import { campaignXpOf, type LevelState } from "./state.ts"

export const reachOf = (levels: LevelThresholds, toLevel: Level): number =>
  toLevel === 3 ? levels.influencer.reach : levels.creator.reach

export const keepOf = (levels: LevelThresholds, atLevel: Level): number =>
  atLevel === 3 ? levels.influencer.keep : atLevel === 2 ? levels.creator.keep : 0

/**
 * The request a state calls for: when the campaign XP reaches the next level's threshold and
 * nothing is pending (nor was this step rejected in this campaign), one step up is requested,
 * counting the sales whose XP got there.
 */
export const levelUpDue = (s: LevelState, userId: string, campaignId: string, levels: LevelThresholds): LevelUpRequested | undefined => {
  if (s.level >= 3 || s.pending) return undefined
  const toLevel = (s.level + 1) as Level
  if (s.rejected.has(`${campaignId}:${toLevel}`)) return undefined
  if (campaignXpOf(s, campaignId) < reachOf(levels, toLevel)) return undefined
  return new LevelUpRequested({ userId, campaignId, toLevel, countedSaleIds: [...(s.campaignSales[campaignId] ?? [])] })
}
