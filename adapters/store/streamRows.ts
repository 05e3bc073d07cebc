import type Database from "better-sqlite3"

/** One stored event as its raw columns: type, data JSON, metadata JSON, log position. */
export type StreamRow = [type: string, data: string, metadata: string, position: number]

/**
 * Raw reads of whole streams for read-only folds over many streams (a campaign's replay):
 * only the columns a decode needs, and no JSON parsed until the caller decodes a row, since
 * such a fold skips many of them. The same `CAST` as the log's own reads (eventLogStatements.ts).
 */
export const streamRows = (db: Database.Database) => {
  const rows = db
    .prepare<[string], StreamRow>("SELECT type, data, metadata, position FROM events WHERE stream_id = CAST(? AS TEXT) ORDER BY stream_version")
    .raw()
  // The length is answered from the (stream_id, stream_version) index alone; one statement
  // rather than two, as a replay asks this of every sale it counts.
  const first = db
    .prepare<[{ s: string; t: string }], [...StreamRow, number]>(
      "SELECT type, data, metadata, position, (SELECT count(*) FROM events WHERE stream_id = CAST(@s AS TEXT)) FROM events WHERE stream_id = CAST(@s AS TEXT) AND type = CAST(@t AS TEXT) ORDER BY stream_version LIMIT 1"
    )
    .raw()
  const length = db.prepare<[string], number>("SELECT count(*) FROM events WHERE stream_id = CAST(? AS TEXT)").pluck()
  return {
    /** Every event of the stream, in order. */
    all: (streamId: string): Array<StreamRow> => rows.all(streamId),
    /** The stream's first event of a type, if any, and how many events the stream holds. */
    first: (streamId: string, type: string): { row: StreamRow | undefined; length: number } => {
      const found = first.get({ s: streamId, t: type })
      return found ? { row: [found[0], found[1], found[2], found[3]], length: found[4] } : { row: undefined, length: length.get(streamId) ?? 0 }
    }
  }
}

/**
 * The version of a row's data, as `storedVersion` (domain/shared/codec.ts) reads it from the
 * parsed metadata: `v`, 1 when absent. Metadata JSON without a `"v"` key (nor an escape that
 * could spell one) has no `v`, so most rows are answered without parsing it.
 */
export const rowVersion = (metadata: string): number =>
  metadata.includes('"v"') || metadata.includes("\\") ? Number((JSON.parse(metadata) as Record<string, unknown>)["v"] ?? 1) : 1
