import type Database from "better-sqlite3"
import type { NewEvent } from "../../domain/shared/eventStore.ts"

interface Row {
  position: number
  stream_id: string
  stream_version: number
  type: string
  data: string
  metadata: string
  event_id: string
  recorded_at: string
}

/**
 * The baseline: what a careful hand-written append and read cost on the same tables, indexes
 * and pragmas, with prepared statements and nothing else. Its version check is the fastest
 * form we know (the CAST keeps SQLite from re-preparing it per call), so it is a ceiling, not
 * a straw man; `naiveVersion` is the plain SELECT most code would write.
 */
export const rawEventLog = (db: Database.Database, options: { readonly naiveVersion?: boolean } = {}) => {
  const begin = db.prepare("BEGIN IMMEDIATE")
  const commit = db.prepare("COMMIT")
  const rollback = db.prepare("ROLLBACK")
  const version = db
    .prepare<[string], number | null>(
      options.naiveVersion
        ? "SELECT max(stream_version) FROM events WHERE stream_id = ?"
        : "SELECT max(stream_version) FROM events WHERE stream_id = CAST(? AS TEXT)"
    )
    .pluck()
  const insert = db.prepare(
    "INSERT INTO events (stream_id, stream_version, type, data, metadata, event_id, recorded_at) VALUES (?, ?, ?, ?, ?, ?, ?)"
  )
  const stream = db.prepare<[string], Row>("SELECT * FROM events WHERE stream_id = ? ORDER BY stream_version")
  const all = db.prepare<[], Row>("SELECT * FROM events ORDER BY position")

  return {
    /** One transaction: check the stream is at `expected`, then insert the events after it. */
    append(streamId: string, expected: number, events: ReadonlyArray<NewEvent>): void {
      begin.run()
      const actual = version.get(streamId) ?? 0
      if (actual !== expected) {
        rollback.run()
        throw new Error(`conflict on ${streamId}: ${actual} ≠ ${expected}`)
      }
      const recordedAt = new Date().toISOString()
      let v = actual
      for (const e of events) insert.run(streamId, ++v, e.type, JSON.stringify(e.data), JSON.stringify(e.metadata ?? {}), e.eventId, recordedAt)
      commit.run()
    },
    readStream(streamId: string): number {
      const rows = stream.all(streamId)
      for (const r of rows) {
        ;(r as { data: unknown }).data = JSON.parse(r.data)
        ;(r as { metadata: unknown }).metadata = JSON.parse(r.metadata)
      }
      return rows.length
    },
    /** Every event in position order, payload and metadata parsed (or only the payload). */
    scan(parseMetadata: boolean): number {
      let n = 0
      let sink: unknown
      for (const r of all.iterate()) {
        sink = JSON.parse(r.data)
        if (parseMetadata) sink = JSON.parse(r.metadata)
        n += 1
      }
      return sink === undefined ? n : n
    }
  }
}
