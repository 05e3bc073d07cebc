import Database from "better-sqlite3"
import { drizzle } from "drizzle-orm/better-sqlite3"
import { migrate } from "drizzle-orm/better-sqlite3/migrator"
import { existsSync, mkdirSync } from "node:fs"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"

export type Durability = "full" | "normal"

export interface OpenOptions {
  /** FULL for the server (every commit survives power loss); NORMAL is allowed for bulk work. */
  readonly durability?: Durability
  readonly readonly?: boolean
}

/** migrations/ at the project root, found from this module whether it runs from source or from dist/. */
const findMigrations = (): string => {
  let dir = dirname(fileURLToPath(import.meta.url))
  for (;;) {
    const candidate = join(dir, "migrations")
    if (existsSync(join(candidate, "meta", "_journal.json"))) return candidate
    const parent = dirname(dir)
    if (parent === dir) throw new Error("migrations/ not found above " + fileURLToPath(import.meta.url))
    dir = parent
  }
}

export const migrationsFolder = findMigrations()

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
  if (!options.readonly) migrate(drizzle(db), { migrationsFolder })
  return db
}

export const setDurability = (db: Database.Database, durability: Durability): void => {
  db.pragma(`synchronous = ${durability === "normal" ? "NORMAL" : "FULL"}`)
}
