import type { Level } from "../rules/points.ts"

export interface PendingLevelUp {
  readonly campaignId: string
  readonly toLevel: Level
  readonly countedSaleIds: ReadonlyArray<string>
}

/** A user's standing in the programme: level and experience, per campaign and in total. */
export interface LevelState {
  readonly level: Level
  readonly totalXp: number
  readonly campaignXp: Readonly<Record<string, number>>
  /** The sales whose XP currently counts, per campaign, in the order they counted. */
  readonly campaignSales: Readonly<Record<string, ReadonlyArray<{ readonly saleId: string; readonly xp: number }>>>
  readonly pending: PendingLevelUp | undefined
  /** `<campaignId>:<toLevel>` pairs an admin rejected: not requested again in that campaign. */
  readonly rejected: ReadonlySet<string>
}

export const initialState: LevelState = {
  level: 1,
  totalXp: 0,
  campaignXp: {},
  campaignSales: {},
  pending: undefined,
  rejected: new Set()
}

export const campaignXpOf = (s: LevelState, campaignId: string): number => s.campaignXp[campaignId] ?? 0
