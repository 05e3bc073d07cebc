import type Database from "better-sqlite3"

/** Every table of the database (log, idempotency record, personal data, read models), rows sorted. */
export const snapshot = (db: Database.Database): Record<string, ReadonlyArray<string>> => {
  const tables = db
    .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .all()
  return Object.fromEntries(
    tables.map(({ name }) => [name, db.prepare(`SELECT * FROM "${name}"`).all().map((row) => JSON.stringify(row)).sort()])
  )
}

export const countRows = (db: Database.Database, table: string): number =>
  db.prepare<[], { n: number }>(`SELECT count(*) AS n FROM "${table}"`).get()!.n

/** The log as stored: every event's type, data and metadata, one JSON text. */
export const logText = (db: Database.Database): string =>
  JSON.stringify(db.prepare("SELECT stream_id, type, data, metadata FROM events ORDER BY position").all())
