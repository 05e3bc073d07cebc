import type Database from "better-sqlite3"

/** An event row as an array, in `eventColumns` order: cheaper for better-sqlite3 than an object. */
export type EventTuple = [
  position: number,
  streamId: string,
  streamVersion: number,
  eventId: string,
  type: string,
  data: string,
  metadata: string,
  recordedAt: string
]

const eventColumns = "position, stream_id, stream_version, event_id, type, data, metadata, recorded_at"

/** Where an event id was written. */
export interface EventPlace {
  position: number
  stream_id: string
  stream_version: number
}

interface CommandRow {
  command_id: string
  outcome: string
  recorded_at: string
}

/**
 * The log's prepared statements. better-sqlite3 builds SQLite with ENABLE_STAT4, under which a
 * statement whose plan could depend on a bound value (compared with an indexed column, or a
 * LIMIT) is re-prepared every time that parameter is rebound, so the planner can look at the
 * value: ~10 µs a call, several times the cost of the lookup itself. `CAST(? AS …)` hides the value from the planner (the index is
 * still used) and keeps each statement compiled once. Full-key lookups on a unique index are
 * planned without looking at values and need no cast.
 */
export const eventLogStatements = (db: Database.Database) => ({
  version: db
    .prepare<[string], number | null>("SELECT max(stream_version) FROM events WHERE stream_id = CAST(? AS TEXT)")
    .pluck(),
  insert: db.prepare<[string, number, string, string, string, string, string]>(
    "INSERT INTO events (stream_id, stream_version, type, data, metadata, event_id, recorded_at) VALUES (?, ?, ?, ?, ?, ?, ?)"
  ),
  stream: db
    .prepare<[string, number], EventTuple>(
      `SELECT ${eventColumns} FROM events WHERE stream_id = CAST(? AS TEXT) AND stream_version >= CAST(? AS INTEGER) ORDER BY stream_version`
    )
    .raw(),
  all: db
    .prepare<[number, number], EventTuple>(
      `SELECT ${eventColumns} FROM events WHERE position > CAST(? AS INTEGER) ORDER BY position LIMIT CAST(? AS INTEGER)`
    )
    .raw(),
  allIter: db
    .prepare<[number], EventTuple>(`SELECT ${eventColumns} FROM events WHERE position > CAST(? AS INTEGER) ORDER BY position`)
    .raw(),
  last: db.prepare<[], number | null>("SELECT max(position) FROM events").pluck(),
  eventPosition: db.prepare<[string], number>("SELECT position FROM events WHERE event_id = ?").pluck(),
  eventPlace: db.prepare<[string], EventPlace>("SELECT position, stream_id, stream_version FROM events WHERE event_id = ?"),
  command: db.prepare<[string], CommandRow>("SELECT command_id, outcome, recorded_at FROM commands WHERE command_id = ?"),
  recordCommand: db.prepare<[string, string, string]>("INSERT INTO commands (command_id, outcome, recorded_at) VALUES (?, ?, ?)"),
  recordFirstOutcome: db.prepare<[string, string, string]>(
    "INSERT INTO commands (command_id, outcome, recorded_at) VALUES (?, ?, ?) ON CONFLICT(command_id) DO NOTHING"
  )
})
