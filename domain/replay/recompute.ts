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
  /** The log position of the campaign's close, if it closed: where its fall was decided. */
  readonly closedAt: number | undefined
  /** The table to apply: the recorded one (corrections included), or a corrected one (SKUs absent earn nothing). */
  readonly pointsTable: ReadonlyMap<string, number>
}

/** An event of the user's level stream with its log position. */
export interface PositionedLevelEvent {
  readonly event: LevelEvent
  readonly position: number
}

export interface ParticipantFacts {
  readonly userId: string
  /** The user's whole level stream, in order (XP events mark when each sale counted). */
  readonly levelEvents: ReadonlyArray<PositionedLevelEvent>
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
  /** The level the user holds now, and the one it becomes once this campaign's decisions are compensated. */
  readonly levelBefore: Level
  readonly levelAfter: Level
}

const clamp = (n: number): Level => (n < 1 ? 1 : n > 3 ? 3 : n) as Level

const basePointsOf = (sale: SaleReported, table: ReadonlyMap<string, number>): number =>
  sale.lines.reduce((sum, l) => sum + l.quantity * (table.get(l.sku) ?? 0), 0)

/** The XP the campaign's sales earn under the table once every reproval is counted. */
const finalXp = (C: string, p: ParticipantFacts, table: ReadonlyMap<string, number>): number => {
  const bases = new Map<string, number>()
  for (const { event: e } of p.levelEvents) {
    if (e.campaignId !== C) continue
    if (e._tag === "XpGained") {
      const sale = p.sales.get(e.saleId)
      bases.set(e.saleId, sale ? basePointsOf(sale, table) : 0)
    } else if (e._tag === "XpRevoked") bases.delete(e.saleId)
    else if (e._tag === "TrainingXpGained") bases.set(`course:${e.courseId}`, e.xp)
  }
  let xp = 0
  for (const b of bases.values()) xp += b
  return xp
}

/**
 * Recomputes one participant's campaign C (DESIGN §6): the points and XP its sales earn under
 * the table, whether each level-up approved in C stands on the XP replayed so far, and whether
 * C's close should have dropped the user one level (judged on C's final XP at the level the
 * rules give at the close). The level compensation is the difference between those recomputed
 * decisions and the recorded ones of C — earlier replays' LevelCorrected of C included — added
 * to the level held now: never a reset, so moves made in other campaigns stay. Each sale earns
 * at the level the rules give when it counted: the recorded level plus that difference so far.
 */
export const recomputeParticipant = (campaign: CampaignFacts, p: ParticipantFacts): ReplayRow => {
  const C = campaign.campaignId
  const xpAtEnd = finalXp(C, p, campaign.pointsTable)
  let recorded: Level = 1
  // Recomputed minus recorded level moves of C so far; the rules' level is `recorded + offset`.
  let offset = 0
  let closeJudged = false
  let xpRecorded = 0
  let xpReplayed = 0
  let pointsReplayed = 0
  const contributions = new Map<string, { xp: number; points: number }>()
  const ruled = (): Level => clamp(recorded + offset)
  const judgeClose = (recordedFall: number) => {
    closeJudged = true
    const atClose = ruled()
    const falls = atClose >= 2 && xpAtEnd < keepOf(campaign.levels, atClose) ? -1 : 0
    offset += falls - recordedFall
  }

  for (const { event: e, position } of p.levelEvents) {
    const inC = e.campaignId === C
    const isRecordedFall = inC && e._tag === "LevelFell"
    if (!closeJudged && campaign.closedAt !== undefined && position > campaign.closedAt && !isRecordedFall) judgeClose(0)
    switch (e._tag) {
      case "XpGained": {
        if (!inC) break
        xpRecorded += e.xp
        const sale = p.sales.get(e.saleId)
        const base = sale ? basePointsOf(sale, campaign.pointsTable) : 0
        const points = creditedPoints(base, ruled())
        contributions.set(e.saleId, { xp: base, points })
        xpReplayed += base
        pointsReplayed += points
        break
      }
      case "XpRevoked": {
        if (!inC) break
        xpRecorded -= e.xp
        const c = contributions.get(e.saleId)
        if (c) {
          xpReplayed -= c.xp
          pointsReplayed -= c.points
          contributions.delete(e.saleId)
        }
        break
      }
      case "XpCorrected":
        if (inC) xpRecorded += e.xp
        break
      case "TrainingXpGained":
        // Training XP is no sale's: a replay keeps it as recorded (its points are not sale points).
        if (inC) {
          xpRecorded += e.xp
          xpReplayed += e.xp
        }
        break
      case "LevelUpApproved": {
        const moved = e.toLevel - recorded
        recorded = e.toLevel
        // An approval of C stands when the XP replayed so far reaches its threshold.
        if (inC) offset += (xpReplayed >= reachOf(campaign.levels, e.toLevel) ? 1 : 0) - moved
        break
      }
      case "LevelFell":
        if (inC) {
          if (!closeJudged) judgeClose(e.toLevel - e.fromLevel)
          else offset -= e.toLevel - e.fromLevel
        }
        recorded = e.toLevel
        break
      case "LevelCorrected":
        // Earlier corrections of C count as recorded decisions of C.
        if (inC) offset -= e.toLevel - e.fromLevel
        recorded = e.toLevel
        break
      case "LevelUpRequested":
      case "LevelUpRejected":
      case "LevelUpRequestCancelled":
        break
    }
  }
  if (!closeJudged && campaign.closedAt !== undefined) judgeClose(0)

  let pointsRecorded = 0
  for (const e of p.walletEvents) {
    if (e._tag === "PointsCredited" && e.source === "sale") pointsRecorded += e.points
    else if (e._tag === "CreditReversed") pointsRecorded -= e.points
    else if (e._tag === "PointsCorrected") pointsRecorded += e.points
  }
  return {
    userId: p.userId,
    pointsBefore: pointsRecorded,
    pointsAfter: pointsReplayed,
    pointsDelta: pointsReplayed - pointsRecorded,
    xpBefore: xpRecorded,
    xpAfter: xpReplayed,
    xpDelta: xpReplayed - xpRecorded,
    levelBefore: recorded,
    levelAfter: ruled()
  }
}

export const changed = (r: ReplayRow): boolean => r.pointsDelta !== 0 || r.xpDelta !== 0 || r.levelBefore !== r.levelAfter
