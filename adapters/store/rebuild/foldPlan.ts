import type Database from "better-sqlite3"
import type { StoredEvent } from "../../../domain/shared/eventStore.ts"
import { logScan } from "../logScan.ts"
import type { BulkFold, FoldOptions, Projection, Upcast, Upcasts } from "../projections.ts"

/** Events a rebuild reads at a time (see logScan). */
const scanSlice = 2_000

/** How a rebuild applies the log to the projections it rebuilds. */
export interface FoldPlan {
  /** Per event type, who applies it: one lookup per event rather than one per projection. */
  readonly appliers: ReadonlyMap<string, ReadonlyArray<(event: StoredEvent) => void>>
  /** Writes what the bulk folds kept in memory. */
  readonly flush: () => void
}

/**
 * Each projection applies events through its bulk fold's handlers where it has them, through
 * `apply` otherwise. A fold builds its lookup indexes with `ensureIndex` (see indexes.ts).
 */
export const planFold = (
  chosen: ReadonlyArray<Projection>,
  ensureIndex: (name: string) => void,
  options: FoldOptions,
  made?: (p: Projection, fold: BulkFold) => void
): FoldPlan => {
  const folds = chosen.map((p) => {
    const fold = p.bulk?.(ensureIndex, options)
    if (fold) made?.(p, fold)
    return fold
  })
  const appliers = new Map<string, Array<(e: StoredEvent) => void>>()
  chosen.forEach((p, i) => {
    const handlers = folds[i]?.handlers ?? {}
    for (const type of p.handles) {
      const h = handlers[type]
      const list = appliers.get(type) ?? []
      list.push(h ? (e) => h(e.data, e) : p.apply)
      appliers.set(type, list)
    }
  })
  return { appliers, flush: () => folds.forEach((f) => f?.flush()) }
}

/** How a fold says how far it got: `report` every `every` events and at the end, `afterSlice` after every read. */
export interface FoldProgress {
  readonly every: number
  readonly report: (position: number) => void
  readonly afterSlice?: () => void
}

/**
 * Applies the log's events up to `lastPosition` in order, lifting those whose type may need it.
 * Answers the last position read.
 */
export const foldLog = (db: Database.Database, plan: FoldPlan, upcast: Upcast, upcasts: Upcasts, lastPosition: number, progress: FoldProgress): number => {
  const read = logScan(db)
  let position = 0
  let reported = 0
  while (position < lastPosition) {
    const batch = read(position, Math.min(scanSlice, lastPosition - position))
    if (batch.length === 0) break
    for (const raw of batch) {
      const list = plan.appliers.get(raw.type)
      if (!list) continue
      const event = upcasts(raw.type) ? upcast(raw) : raw
      for (const apply of list) apply(event)
    }
    position = batch[batch.length - 1]!.position
    if (position - reported >= progress.every || position >= lastPosition) {
      reported = position
      progress.report(position)
    }
    progress.afterSlice?.()
  }
  return position
}
