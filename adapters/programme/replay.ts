import { CampaignNotFound } from "../../domain/campaign/errors.ts"
import { Campaign } from "../../domain/campaign/aggregate.ts"
import type { PointsRow } from "../../domain/campaign/events.ts"
import { codec } from "../../domain/programme.ts"
import type { LevelEvent } from "../../domain/level/events.ts"
import { CorrectParticipant } from "../../domain/replay/commands.ts"
import { changed, recomputeParticipant, type ReplayRow } from "../../domain/replay/recompute.ts"
import type { SaleReported } from "../../domain/sale/events.ts"
import type { Actor, Tagged } from "../../domain/shared/decider.ts"
import type { WalletEvent } from "../../domain/wallet/events.ts"
import { withMemoryMap } from "../store/database.ts"
import { rowVersion, streamRows, type StreamRow } from "../store/streamRows.ts"
import type { Programme } from "./Programme.ts"

export interface ReplayResult {
  readonly campaignId: string
  readonly rows: ReadonlyArray<ReplayRow>
  readonly changed: ReadonlyArray<ReplayRow>
  /** Events read from the log to recompute it. */
  readonly eventsRead: number
  /** The log position the replay saw: its corrections are named after it. */
  readonly position: number
}

// Our own log, read-only: the trusted decode (see EventCodec.decodeTrusted) is the cost that matters.
const decode = (row: StreamRow): Tagged => codec.decodeTrusted(row[0], JSON.parse(row[1]), rowVersion(row[2]))

/**
 * Recomputes every participant of a campaign from the log under its recorded points table or
 * a corrected one, and compares with what was recorded (earlier corrections included).
 */
export const replayCampaign = (programme: Programme, campaignId: string, correctedTable?: ReadonlyArray<PointsRow>): ReplayResult =>
  withMemoryMap(programme.db, () => replayMapped(programme, campaignId, correctedTable))

const replayMapped = (programme: Programme, campaignId: string, correctedTable?: ReadonlyArray<PointsRow>): ReplayResult => {
  const log = programme.log
  const streams = streamRows(programme.db)
  let eventsRead = 0
  const read = (streamId: string) => {
    const rows = streams.all(streamId)
    eventsRead += rows.length
    return rows.map(decode)
  }
  const position = log.lastPosition()
  let state = Campaign.initialState
  // The campaign's few events evolve its state: decoded in full, as the handler does.
  for (const e of log.readStream(`campaign-${campaignId}`)) {
    eventsRead += 1
    state = Campaign.evolve(state, codec.decodeStored(e) as never)
  }
  if (!state.exists) throw new CampaignNotFound({ campaignId })
  const facts = {
    campaignId,
    levels: state.levels,
    closed: state.status === "closed",
    pointsTable: correctedTable ? new Map(correctedTable.map((r) => [r.sku, r.pointsPerUnit])) : state.pointsTable
  }
  const rows = programme.lookups.participants(campaignId).map((userId) => {
    const levelEvents = read(`level-${userId}`) as Array<LevelEvent>
    const sales = new Map<string, SaleReported>()
    for (const e of levelEvents) {
      if (e._tag === "XpGained" && e.campaignId === campaignId && !sales.has(e.saleId)) {
        // Only its report is used: the sale's other events count as read, but are not fetched.
        const reported = streams.first(`sale-${e.saleId}`, "SaleReported")
        eventsRead += reported.length
        if (reported.row) sales.set(e.saleId, decode(reported.row) as SaleReported)
      }
    }
    const walletEvents = read(`wallet-${campaignId}:${userId}`) as Array<WalletEvent>
    return recomputeParticipant(facts, { userId, levelEvents, walletEvents, sales })
  })
  return { campaignId, rows, changed: rows.filter(changed), eventsRead, position }
}

/** Appends the compensations of a replay through the domain: new events, history untouched. */
export const applyReplay = (programme: Programme, result: ReplayResult, actor: Actor, at: number, reason: string) =>
  programme.batch(() =>
    result.changed.map((row) =>
      programme.executeSync({
        commandId: `replay:${result.campaignId}:${row.userId}:${result.position}`,
        at,
        actor,
        command: new CorrectParticipant({
          campaignId: result.campaignId,
          userId: row.userId,
          points: row.pointsDelta,
          xp: row.xpDelta,
          fromLevel: row.levelBefore,
          toLevel: row.levelAfter,
          reason
        })
      })
    )
  )
