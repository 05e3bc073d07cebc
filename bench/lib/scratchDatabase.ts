import Database from "better-sqlite3"
import { rmSync } from "node:fs"
import { applyWritePragmas, type Durability } from "../../adapters/store/database.ts"

/** Deletes a SQLite file with its WAL and shared-memory files, if there. */
export const removeDatabase = (path: string): void => {
  for (const suffix of ["", "-wal", "-shm"]) rmSync(path + suffix, { force: true })
}

/**
 * Opens `path` as the bench's writers do: WAL, the log's own write pragmas and a page cache of
 * `cacheKib`, so a ceiling or floor writes as the program does. `fresh` deletes it first.
 */
export const openWriter = (path: string, options: { readonly durability?: Durability; readonly cacheKib: number; readonly fresh?: boolean }): Database.Database => {
  if (options.fresh) removeDatabase(path)
  const db = new Database(path)
  db.pragma("journal_mode = WAL")
  applyWritePragmas(db, options.durability ?? "normal")
  db.pragma(`cache_size = -${options.cacheKib}`)
  return db
}
