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
 * nothing is pending (nor was this step rejected in this campaign), one step up is requested.
 * It counts the sales whose XP got there: the shortest run of the campaign's sales, in the order
 * they counted, that reaches the threshold — later sales need not wait for their audit.
 */
export const levelUpDue = (s: LevelState, userId: string, campaignId: string, levels: LevelThresholds): LevelUpRequested | undefined => {
  if (s.level >= 3 || s.pending) return undefined
  const toLevel = (s.level + 1) as Level
  if (s.rejected.has(`${campaignId}:${toLevel}`)) return undefined
  const reach = reachOf(levels, toLevel)
  if (campaignXpOf(s, campaignId) < reach) return undefined
  const counted: Array<string> = []
  let xp = campaignXpOf(s, campaignId) - (s.campaignSales[campaignId] ?? []).reduce((sum, x) => sum + x.xp, 0)
  for (const sale of s.campaignSales[campaignId] ?? []) {
    if (xp >= reach) break
    counted.push(sale.saleId)
    xp += sale.xp
  }
  return new LevelUpRequested({ userId, campaignId, toLevel, countedSaleIds: counted })
}
