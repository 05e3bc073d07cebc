import type Database from "better-sqlite3"
import type { Projection, ProjectionFactory } from "../../adapters/store/projections.ts"
import type { StoredEvent } from "../../domain/shared/eventStore.ts"

/** One row per stream: how many `Added` events it holds, their sum, and the last position seen. */
export interface Totals {
  readonly events: number
  readonly total: number
  readonly lastPosition: number
}

export interface TotalsOptions {
  readonly inline?: boolean
  readonly version?: number
  /** Called on every delivery, before the write (count deliveries, or throw to simulate a crash). */
  readonly onApply?: (event: StoredEvent) => void
  readonly onReset?: () => void
}

/** A small read model with its own table, to test the engine as the domain's projections use it. */
export const totalsProjection = (name: string, options: TotalsOptions = {}): ProjectionFactory => (db) => {
  const table = `test_totals_${name}`
  db.exec(`CREATE TABLE IF NOT EXISTS ${table} (stream_id TEXT PRIMARY KEY, events INTEGER NOT NULL, total INTEGER NOT NULL, last_position INTEGER NOT NULL)`)
  const upsert = db.prepare(
    `INSERT INTO ${table} (stream_id, events, total, last_position) VALUES (?, 1, ?, ?)
     ON CONFLICT(stream_id) DO UPDATE SET events = events + 1, total = total + excluded.total, last_position = excluded.last_position`
  )
  const projection: Projection = {
    name,
    version: options.version ?? 1,
    inline: options.inline ?? true,
    handles: new Set(["Added"]),
    reset: () => {
      options.onReset?.()
      db.exec(`DELETE FROM ${table}`)
    },
    apply: (event) => {
      options.onApply?.(event)
      upsert.run(event.streamId, Number((event.data as { n?: unknown }).n ?? 0), event.position)
    }
  }
  return projection
}

export const readTotals = (db: Database.Database, name: string): Record<string, Totals> => {
  const rows = db
    .prepare<[], { stream_id: string; events: number; total: number; last_position: number }>(
      `SELECT * FROM test_totals_${name} ORDER BY stream_id`
    )
    .all()
  return Object.fromEntries(rows.map((r) => [r.stream_id, { events: r.events, total: r.total, lastPosition: r.last_position }]))
}

/** The same read model folded from scratch out of the log's events. */
export const foldTotals = (events: Iterable<StoredEvent>): Record<string, Totals> => {
  const totals = new Map<string, Totals>()
  for (const e of events) {
    if (e.type !== "Added") continue
    const before = totals.get(e.streamId) ?? { events: 0, total: 0, lastPosition: 0 }
    totals.set(e.streamId, { events: before.events + 1, total: before.total + Number((e.data as { n?: unknown }).n ?? 0), lastPosition: e.position })
  }
  return Object.fromEntries([...totals].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
}
