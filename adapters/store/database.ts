import Database from "better-sqlite3"
import { drizzle } from "drizzle-orm/better-sqlite3"
import { migrate } from "drizzle-orm/better-sqlite3/migrator"
import { mkdirSync } from "node:fs"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"

export type Durability = "full" | "normal"

export interface OpenOptions {
  /** FULL for the server (every commit survives power loss); NORMAL is allowed for bulk work. */
  readonly durability?: Durability
  readonly readonly?: boolean
}

export const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "migrations")

export const defaultDatabasePath = (): string => process.env["VITRINE_DB"] ?? join("data", "vitrine.db")

/** Opens (creating if needed) a Vitrine database in WAL mode and applies pending migrations. */
export const openDatabase = (path: string, options: OpenOptions = {}): Database.Database => {
  if (path !== ":memory:" && !options.readonly) mkdirSync(dirname(path), { recursive: true })
  const db = new Database(path, { readonly: options.readonly ?? false })
  db.pragma("journal_mode = WAL")
  db.pragma(`synchronous = ${options.durability === "normal" ? "NORMAL" : "FULL"}`)
  // A second process (a reader, a backup, a concurrent import) waits instead of failing.
  db.pragma("busy_timeout = 10000")
  db.pragma("cache_size = -65536")
  db.pragma("temp_store = MEMORY")
  // A command writes ~20 pages (its events, indexes and read models). At the default 1,000-page
  // threshold the WAL would be checkpointed — and the file synced — every ~50 commands.
  db.pragma("wal_autocheckpoint = 10000")
  if (!options.readonly) migrate(drizzle(db), { migrationsFolder })
  return db
}

export const setDurability = (db: Database.Database, durability: Durability): void => {
  db.pragma(`synchronous = ${durability === "normal" ? "NORMAL" : "FULL"}`)
}
