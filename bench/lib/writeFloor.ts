import Database from "better-sqlite3"
import { bulkInsert } from "../../adapters/store/bulkInsert.ts"
import { openWriter, removeDatabase } from "./scratchDatabase.ts"

export interface WriteFloor {
  /** Seconds to write the log's rows (events and command records). */
  readonly logSeconds: number
  /** Seconds to write every read model's rows, with their indexes. */
  readonly readModelSeconds: number
  readonly logRows: number
  readonly readModelRows: number
}

const rowsPerTransaction = 100_000
const logTables = new Set(["events", "commands"])
/** Bookkeeping of the migrations and the projections: a handful of rows, not the import's work. */
const skipped = new Set(["__drizzle_migrations", "checkpoints", "deferred_indexes"])

/**
 * The least any import must write for a programme: every row its database ends with — the log
 * and every read model — written into a fresh file of the same schema and indexes, table by
 * table in rowid order (the kindest order for the page cache), 32 rows to an INSERT and 100,000
 * to a commit, read outside the clock. A floor no implementation that keeps the read models of
 * DESIGN §3 can go under (deferred indexes are built once at the end): rows updated after their insert (audits) or deleted are not counted.
 */
export const writeFloor = (
  sourcePath: string,
  options: {
    readonly cacheKib?: number
    /** Indexes built once after the rows, as an import that defers them does (timed with the read models). */
    readonly deferred?: ReadonlyArray<string>
  } = {}
): WriteFloor => {
  const source = new Database(sourcePath, { readonly: true })
  const tables = source
    .prepare<[], { name: string; sql: string }>("SELECT name, sql FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    .all()
    .filter((t) => !skipped.has(t.name))
  const deferred = new Set(options.deferred ?? [])
  const indexes = source.prepare<[], { name: string; sql: string }>("SELECT name, sql FROM sqlite_schema WHERE type = 'index' AND sql IS NOT NULL").all()
  const path = `${sourcePath}.floor`
  const db = openWriter(path, { cacheKib: options.cacheKib ?? 262144, fresh: true })
  for (const t of tables) db.exec(t.sql)
  for (const index of indexes) if (!deferred.has(index.name)) db.exec(index.sql)

  let logSeconds = 0
  let readModelSeconds = 0
  let logRows = 0
  let readModelRows = 0
  for (const { name } of tables) {
    const columns = source.prepare(`SELECT * FROM "${name}" LIMIT 0`).columns().map((c) => c.name)
    // The import's own multi-row writer: 32 rows to an INSERT.
    const insert = bulkInsert(db, name, columns)
    const write = db.transaction((rows: ReadonlyArray<ReadonlyArray<unknown>>) => {
      for (const row of rows) insert.add(row)
      insert.flush()
    })
    // Read by rowid ranges (an OFFSET would walk every row it skips, slice after slice).
    const read = source.prepare(`SELECT rowid, * FROM "${name}" WHERE rowid > ? ORDER BY rowid LIMIT ?`).raw()
    for (let after = 0; ; ) {
      const slice = read.all(after, rowsPerTransaction) as Array<Array<unknown>>
      if (slice.length === 0) break
      after = slice[slice.length - 1]![0] as number
      const rows = slice.map((row) => row.slice(1))
      const start = performance.now()
      write.immediate(rows)
      const seconds = (performance.now() - start) / 1000
      if (logTables.has(name)) {
        logSeconds += seconds
        logRows += rows.length
      } else {
        readModelSeconds += seconds
        readModelRows += rows.length
      }
      if (rows.length < rowsPerTransaction) break
    }
  }
  const start = performance.now()
  for (const index of indexes) if (deferred.has(index.name)) db.exec(index.sql)
  readModelSeconds += (performance.now() - start) / 1000
  source.close()
  db.close()
  removeDatabase(path)
  return { logSeconds, readModelSeconds, logRows, readModelRows }
}
