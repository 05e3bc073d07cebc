import type Database from "better-sqlite3"

/**
 * Secondary indexes a bulk load may drop and build once at its end, sorted, instead of
 * updating them row by row at random places (at a million sales, page-cache misses). Each
 * dropped index is written down in `deferred_indexes` in the transaction that drops it, so a
 * load killed half-way leaves a database whose rows are all there and whose missing indexes
 * the next start builds (`buildDeferredIndexes`). Readers meanwhile get the same rows, slower.
 */
export const deferIndexes = (db: Database.Database, names: ReadonlyArray<string>): number => {
  const find = db.prepare<[string], string>("SELECT sql FROM sqlite_schema WHERE type = 'index' AND name = ? AND sql IS NOT NULL").pluck()
  const record = db.prepare("INSERT INTO deferred_indexes (name, sql) VALUES (?, ?) ON CONFLICT(name) DO NOTHING")
  return db.transaction(() => {
    let dropped = 0
    for (const name of names) {
      const sql = find.get(name)
      if (sql === undefined) continue
      record.run(name, sql)
      db.exec(`DROP INDEX "${name.replaceAll('"', '""')}"`)
      dropped += 1
    }
    return dropped
  }).immediate()
}

/** Builds every index a bulk load dropped (one already there again is left as it is); answers how many. */
export const buildDeferredIndexes = (db: Database.Database): number => {
  const deferred = db.prepare<[], { name: string; sql: string }>("SELECT name, sql FROM deferred_indexes ORDER BY rowid")
  if (deferred.all().length === 0) return 0
  const exists = db.prepare<[string], number>("SELECT 1 FROM sqlite_schema WHERE type = 'index' AND name = ?").pluck()
  const forget = db.prepare("DELETE FROM deferred_indexes WHERE name = ?")
  return db.transaction(() => {
    // Read again under the write lock: another process may have built them meanwhile.
    const rows = deferred.all()
    for (const { name, sql } of rows) {
      if (exists.get(name) === undefined) db.exec(sql)
      forget.run(name)
    }
    return rows.length
  }).immediate()
}
