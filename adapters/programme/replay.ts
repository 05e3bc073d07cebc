import { CampaignNotFound } from "../../domain/campaign/errors.ts"
import { Campaign } from "../../domain/campaign/aggregate.ts"
import type { PointsRow } from "../../domain/campaign/events.ts"
import { codec } from "../../domain/programme.ts"
import type { LevelEvent } from "../../domain/level/events.ts"
import { CorrectParticipant, CorrectPointsTable } from "../../domain/replay/commands.ts"
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
  /** The campaign's table as recorded (replay corrections included): what a corrected one is compared with. */
  readonly recordedTable: ReadonlyArray<PointsRow>
  /** The corrected table the replay ran under, when it differs from the recorded one: `--apply` records it. */
  readonly correctedTable: ReadonlyArray<PointsRow> | undefined
  /** Events read from the log to recompute it. */
  readonly eventsRead: number
  /** The log position the replay saw: its corrections are named after it. */
  readonly position: number
}

// Our own log, read-only: the trusted decode (see EventCodec.decodeTrusted) is the cost that matters.
const decode = (row: StreamRow): Tagged => codec.decodeTrusted(row[0], JSON.parse(row[1]), rowVersion(row[2]))

const sameTable = (a: ReadonlyArray<PointsRow>, b: ReadonlyMap<string, number>): boolean =>
  a.length === b.size && a.every((r) => b.get(r.sku) === r.pointsPerUnit)

/**
 * Recomputes every participant of a campaign from the log under its recorded points table (the
 * last one a replay recorded, if any) or a corrected one, and compares with what was recorded
 * (earlier corrections included).
 */
export const replayCampaign = (programme: Programme, campaignId: string, correctedTable?: ReadonlyArray<PointsRow>): ReplayResult =>
  // One snapshot: a participant's level and wallet streams are read apart, and a sale a server
  // or an import credits in between would otherwise read as a difference to correct.
  withMemoryMap(programme.db, () => programme.db.transaction(() => replayMapped(programme, campaignId, correctedTable))())

const replayMapped = (programme: Programme, campaignId: string, correctedTable?: ReadonlyArray<PointsRow>): ReplayResult => {
  const log = programme.log
  const streams = streamRows(programme.db)
  let eventsRead = 0
  const position = log.lastPosition()
  let state = Campaign.initialState
  let closedAt: number | undefined
  // The campaign's few events evolve its state: decoded in full, as the handler does.
  for (const e of log.readStream(`campaign-${campaignId}`)) {
    eventsRead += 1
    const event = codec.decodeStored(e) as Parameters<typeof Campaign.evolve>[1]
    if (event._tag === "CampaignClosed") closedAt = e.position
    state = Campaign.evolve(state, event)
  }
  if (!state.exists) throw new CampaignNotFound({ campaignId })
  const recordedTable = [...state.pointsTable].map(([sku, pointsPerUnit]) => ({ sku, pointsPerUnit }))
  const corrected = correctedTable && !sameTable(correctedTable, state.pointsTable) ? correctedTable : undefined
  const facts = {
    campaignId,
    levels: state.levels,
    closedAt,
    pointsTable: correctedTable ? new Map(correctedTable.map((r) => [r.sku, r.pointsPerUnit])) : state.pointsTable
  }
  const rows = programme.lookups.participants(campaignId).map((userId) => {
    const levelRows = streams.all(`level-${userId}`)
    eventsRead += levelRows.length
    const levelEvents = levelRows.map((row) => ({ event: decode(row) as LevelEvent, position: row[3] }))
    const sales = new Map<string, SaleReported>()
    for (const { event: e } of levelEvents) {
      if (e._tag === "XpGained" && e.campaignId === campaignId && !sales.has(e.saleId)) {
        // Only its report is used: the sale's other events count as read, but are not fetched.
        const reported = streams.first(`sale-${e.saleId}`, "SaleReported")
        eventsRead += reported.length
        if (reported.row) sales.set(e.saleId, decode(reported.row) as SaleReported)
      }
    }
    const walletRows = streams.all(`wallet-${campaignId}:${userId}`)
    eventsRead += walletRows.length
    const walletEvents = walletRows.map(decode) as Array<WalletEvent>
    return recomputeParticipant(facts, { userId, levelEvents, walletEvents, sales })
  })
  return { campaignId, rows, changed: rows.filter(changed), recordedTable, correctedTable: corrected, eventsRead, position }
}

/**
 * Names a table in its command id (FNV-1a of its rows): a refused table must not answer for another
 * table tried at the same log position, as a refusal appends nothing and leaves the position as it was.
 */
const fingerprint = (rows: ReadonlyArray<PointsRow>): string => {
  let h = 0x811c9dc5
  for (const ch of JSON.stringify(rows)) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0
  return h.toString(16).padStart(8, "0")
}

/**
 * The commands that apply a replay, each under the id that makes applying the same replay twice a
 * no-op: the corrected table first (when there is one), then one correction per changed participant.
 */
export const replayCommands = (result: ReplayResult, reason: string) => ({
  table: result.correctedTable
    ? {
        commandId: `replay:${result.campaignId}:table:${result.position}:${fingerprint(result.correctedTable)}`,
        command: new CorrectPointsTable({ campaignId: result.campaignId, pointsTable: result.correctedTable, reason })
      }
    : undefined,
  participants: result.changed.map((row) => ({
    commandId: `replay:${result.campaignId}:${row.userId}:${result.position}`,
    command: new CorrectParticipant({
      campaignId: result.campaignId,
      userId: row.userId,
      points: row.pointsDelta,
      xp: row.xpDelta,
      fromLevel: row.levelBefore,
      toLevel: row.levelAfter,
      reason
    })
  }))
})

/**
 * Appends the compensations of a replay through the domain: new events, history untouched. A
 * corrected table is recorded first as the campaign's table, so later replays default to it; if
 * it is refused, no participant is corrected under it.
 */
export const applyReplay = (programme: Programme, result: ReplayResult, actor: Actor, at: number, reason: string) =>
  programme.batch(() => {
    const commands = replayCommands(result, reason)
    const table = commands.table ? programme.executeSync({ ...commands.table, at, actor }) : undefined
    if (table && table.outcome.status !== "accepted") return [table]
    const participants = commands.participants.map((c) => programme.executeSync({ ...c, at, actor }))
    return table ? [table, ...participants] : participants
  })

/** The campaign's points before and after a replay: what the safety check on a corrected table weighs. */
export const replayTotals = (result: ReplayResult) => ({
  before: result.rows.reduce((sum, r) => sum + r.pointsBefore, 0),
  after: result.rows.reduce((sum, r) => sum + r.pointsAfter, 0)
})

/**
 * A replay as `vitrine replay` and the admin API run it: read, then with `apply` append its
 * compensations, unless the corrected table has warnings (`warningsOf`) and `force` is not given,
 * or nothing differs. The caller runs it in one transaction when it applies (the CLI's batch, the
 * server's group-commit step), so nothing committed meanwhile falls between the read and the
 * corrections.
 */
export const replayAndApply = <W>(
  programme: Programme,
  campaignId: string,
  correctedTable: ReadonlyArray<PointsRow> | undefined,
  how: {
    readonly warningsOf: (result: ReplayResult) => ReadonlyArray<W>
    readonly apply?: { readonly actor: Actor; readonly at: number; readonly reason: string; readonly force: boolean } | undefined
  }
) => {
  const result = replayCampaign(programme, campaignId, correctedTable)
  const warnings = how.warningsOf(result)
  const blocked = how.apply !== undefined && warnings.length > 0 && !how.apply.force
  const due = how.apply !== undefined && !blocked && (result.changed.length > 0 || result.correctedTable !== undefined)
  const outcomes = due && how.apply ? applyReplay(programme, result, how.apply.actor, how.apply.at, how.apply.reason) : []
  return { result, warnings, blocked, outcomes }
}
