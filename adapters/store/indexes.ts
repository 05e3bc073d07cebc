import type Database from "better-sqlite3"

export interface DroppedIndexes {
  /** Builds one dropped index now (a lookup needs it), by name; nothing if built already. */
  readonly ensure: (name: string) => void
  /** Builds every dropped index not built yet. */
  readonly restore: () => void
}

/**
 * Drops the secondary indexes of `tables`, and answers how to put them back: the same SQL
 * they were created with. A bulk load then writes each table once and builds each index once,
 * sorted, instead of maintaining it row by row. All of it runs inside the caller's
 * transaction, so a failure in between rolls the drop back with the rest.
 */
export const dropSecondaryIndexes = (db: Database.Database, tables: ReadonlyArray<string>): DroppedIndexes => {
  if (tables.length === 0) return { ensure: () => {}, restore: () => {} }
  const dropped = new Map(db
    .prepare<string[], { name: string; sql: string }>(
      `SELECT name, sql FROM sqlite_schema WHERE type = 'index' AND sql IS NOT NULL AND tbl_name IN (${tables.map(() => "?").join(", ")}) ORDER BY rowid`
    )
    .all(...tables)
    .map((i) => [i.name, i.sql]))
  const names = new Set(dropped.keys())
  for (const name of names) db.exec(`DROP INDEX "${name.replaceAll('"', '""')}"`)
  const ensure = (name: string) => {
    // A renamed index would otherwise leave its lookups scanning the whole table, silently.
    if (!names.has(name)) throw new Error(`no secondary index "${name}" on ${tables.join(", ")}`)
    const sql = dropped.get(name)
    if (sql === undefined) return
    db.exec(sql)
    dropped.delete(name)
  }
  return { ensure, restore: () => [...dropped.keys()].forEach(ensure) }
}
