import type Database from "better-sqlite3"
import type { StoredEvent } from "../../domain/shared/eventStore.ts"

type Row = [position: number, type: string, data: string, recordedAt: string]
type Rest = [streamId: string, streamVersion: number, eventId: string, metadata: string]

/**
 * A stored event as a rebuild reads it: handlers read its position, type, data and time, so
 * those come with the scan; its stream, id and metadata (read only when its type has
 * upcasters) are fetched when first asked for. Most events never pay for those columns.
 */
class ScannedEvent implements StoredEvent {
  readonly position: number
  readonly type: string
  readonly data: unknown
  readonly recordedAt: string
  private readonly fetch: (position: number) => Rest
  private rest: Rest | undefined
  private parsed: Readonly<Record<string, unknown>> | undefined

  constructor(row: Row, fetch: (position: number) => Rest) {
    this.position = row[0]
    this.type = row[1]
    this.data = JSON.parse(row[2])
    this.recordedAt = row[3]
    this.fetch = fetch
  }

  private get columns(): Rest {
    return (this.rest ??= this.fetch(this.position))
  }

  get streamId(): string {
    return this.columns[0]
  }

  get streamVersion(): number {
    return this.columns[1]
  }

  get eventId(): string {
    return this.columns[2]
  }

  get metadata(): Readonly<Record<string, unknown>> {
    const json = this.columns[3]
    return (this.parsed ??= json === "{}" ? {} : (JSON.parse(json) as Record<string, unknown>))
  }
}

/**
 * `$all` in position order for bulk folds, as `SqliteEventLog.readAll` but lean (see
 * ScannedEvent). Callers read in small slices: the events of one die young, which the garbage
 * collector handles far better than a large batch that survives into the old generation.
 */
export const logScan = (db: Database.Database) => {
  const q = db
    .prepare<[number, number], Row>(
      "SELECT position, type, data, recorded_at FROM events WHERE position > CAST(? AS INTEGER) ORDER BY position LIMIT CAST(? AS INTEGER)"
    )
    .raw()
  const rest = db.prepare<[number], Rest>("SELECT stream_id, stream_version, event_id, metadata FROM events WHERE position = ?").raw()
  const fetch = (position: number): Rest => rest.get(position)!
  return (afterPosition: number, limit: number): Array<StoredEvent> => q.all(afterPosition, limit).map((row) => new ScannedEvent(row, fetch))
}
