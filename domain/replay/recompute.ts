import type { LevelThresholds } from "../campaign/events.ts"
import type { LevelEvent } from "../level/events.ts"
import { keepOf, reachOf } from "../level/policy.ts"
import { creditedPoints, type Level } from "../rules/points.ts"
import type { SaleReported } from "../sale/events.ts"
import type { WalletEvent } from "../wallet/events.ts"

/** What a replay reads of one campaign, all of it from the log. */
export interface CampaignFacts {
  readonly campaignId: string
  readonly levels: LevelThresholds
  readonly closed: boolean
  /** The table to apply: the recorded one, or a corrected one (SKUs absent earn nothing). */
  readonly pointsTable: ReadonlyMap<string, number>
}

export interface ParticipantFacts {
  readonly userId: string
  /** The user's whole level stream, in order (XP events mark when each sale counted). */
  readonly levelEvents: ReadonlyArray<LevelEvent>
  /** The user's wallet stream in this campaign. */
  readonly walletEvents: ReadonlyArray<WalletEvent>
  readonly sales: ReadonlyMap<string, SaleReported>
}

export interface ReplayRow {
  readonly userId: string
  readonly pointsBefore: number
  readonly pointsAfter: number
  readonly pointsDelta: number
  readonly xpBefore: number
  readonly xpAfter: number
  readonly xpDelta: number
  /** The level the user holds now, and the one the rules lead to under this table. */
  readonly levelBefore: Level
  readonly levelAfter: Level
  /** Under this table the campaign XP reaches a step nobody has requested yet. */
  readonly levelUpEligible: boolean
}

const clamp = (n: number): Level => (n < 1 ? 1 : n > 3 ? 3 : n) as Level

const basePointsOf = (sale: SaleReported, table: ReadonlyMap<string, number>): number =>
  sale.lines.reduce((sum, l) => sum + l.quantity * (table.get(l.sku) ?? 0), 0)

/**
 * Recomputes one participant's campaign under the rules: each sale at the level the user held
 * when it counted (levels following the replayed XP), approvals recorded for the campaign
 * standing only if the replayed XP reaches their threshold, and the fall at close re-judged.
 * What was recorded includes earlier replay corrections, so an applied replay then agrees.
 */
export const recomputeParticipant = (campaign: CampaignFacts, p: ParticipantFacts): ReplayRow => {
  const C = campaign.campaignId
  let recordedLevel: Level = 1
  let recordedEndLevel: Level | undefined
  let simLevel: Level = 1
  let simEndLevel: Level = 1
  let started = false
  let xpRecorded = 0
  let xpReplayed = 0
  let pointsReplayed = 0
  let requested = false
  const contributions = new Map<string, { xp: number; points: number }>()

  for (const e of p.levelEvents) {
    const inCampaign = e.campaignId === C
    if (inCampaign && !started) {
      started = true
      simLevel = recordedLevel
    }
    switch (e._tag) {
      case "XpGained": {
        if (!inCampaign) break
        xpRecorded += e.xp
        const sale = p.sales.get(e.saleId)
        const base = sale ? basePointsOf(sale, campaign.pointsTable) : 0
        const points = creditedPoints(base, simLevel)
        contributions.set(e.saleId, { xp: base, points })
        xpReplayed += base
        pointsReplayed += points
        break
      }
      case "XpRevoked": {
        if (!inCampaign) break
        xpRecorded -= e.xp
        const c = contributions.get(e.saleId)
        if (c) {
          xpReplayed -= c.xp
          pointsReplayed -= c.points
        }
        break
      }
      case "XpCorrected":
        if (inCampaign) xpRecorded += e.xp
        break
      case "LevelUpRequested":
        if (inCampaign) requested = true
        break
      case "LevelUpApproved":
        if (inCampaign) {
          if (simLevel === e.toLevel - 1 && xpReplayed >= reachOf(campaign.levels, e.toLevel)) simLevel = e.toLevel
        } else if (started) simLevel = clamp(simLevel + (e.toLevel - recordedLevel))
        recordedLevel = e.toLevel
        break
      case "LevelFell":
        if (inCampaign) {
          if (simLevel >= 2 && xpReplayed < keepOf(campaign.levels, simLevel)) simLevel = clamp(simLevel - 1)
        } else if (started) simLevel = clamp(simLevel + (e.toLevel - e.fromLevel))
        recordedLevel = e.toLevel
        break
      case "LevelCorrected":
        if (!inCampaign && started) simLevel = clamp(simLevel + (e.toLevel - e.fromLevel))
        recordedLevel = e.toLevel
        break
      case "LevelUpRejected":
      case "LevelUpRequestCancelled":
        break
    }
    if (inCampaign) {
      recordedEndLevel = recordedLevel
      simEndLevel = simLevel
    }
  }
  // A user at level 2–3 with no fall recorded at close may fall under the replayed XP.
  const fellRecorded = p.levelEvents.some((e) => e._tag === "LevelFell" && e.campaignId === C)
  if (campaign.closed && !fellRecorded && started && simEndLevel >= 2 && xpReplayed < keepOf(campaign.levels, simEndLevel)) {
    simEndLevel = clamp(simEndLevel - 1)
  }

  let pointsRecorded = 0
  for (const e of p.walletEvents) {
    if (e._tag === "PointsCredited" && e.source === "sale") pointsRecorded += e.points
    else if (e._tag === "CreditReversed") pointsRecorded -= e.points
    else if (e._tag === "PointsCorrected") pointsRecorded += e.points
  }
  const levelBefore = recordedLevel
  // Later campaigns moved the level on from where this one left it: carry the difference over.
  const levelAfter = started ? clamp(levelBefore + (simEndLevel - (recordedEndLevel ?? levelBefore))) : levelBefore
  const next = (simEndLevel + 1) as Level
  return {
    userId: p.userId,
    pointsBefore: pointsRecorded,
    pointsAfter: pointsReplayed,
    pointsDelta: pointsReplayed - pointsRecorded,
    xpBefore: xpRecorded,
    xpAfter: xpReplayed,
    xpDelta: xpReplayed - xpRecorded,
    levelBefore,
    levelAfter,
    levelUpEligible: simEndLevel < 3 && !requested && !campaign.closed && xpReplayed >= reachOf(campaign.levels, next)
  }
}

export const changed = (r: ReplayRow): boolean => r.pointsDelta !== 0 || r.xpDelta !== 0 || r.levelBefore !== r.levelAfter
