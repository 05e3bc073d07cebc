import Database from "better-sqlite3"
import { existsSync, mkdirSync } from "node:fs"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"
import { readMigrationFiles } from "drizzle-orm/migrator"
import { applyMigrations } from "./migrate.ts"

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
  // A second process (a reader, a backup, a concurrent import) waits instead of failing; set at
  // open, because switching a fresh file to WAL already needs a lock another process may hold.
  const db = new Database(path, { readonly: options.readonly ?? false, timeout: busyTimeoutMs })
  refuseForeign(db, path)
  refuseNewer(db, path)
  db.pragma("cache_size = -65536")
  db.pragma("temp_store = MEMORY")
  // A read-only file (or a reader without the right to write it) is read as it is: switching
  // the journal or migrating would write, and the file is in WAL already if a writer made it.
  if (options.readonly) return db
  useWal(db)
  applyWritePragmas(db, options.durability ?? "full")
  applyMigrations(db, migrationsFolder)
  return db
}

const busyTimeoutMs = 10_000

/** SQLite found a page that is not what it should be: the file itself is damaged. */
export const isDamaged = (e: unknown): boolean => String((e as { code?: unknown } | undefined)?.code ?? "").startsWith("SQLITE_CORRUPT")

/** The file is another application's SQLite database: opening it as ours would migrate our tables into it. */
export class ForeignDatabase extends Error {
  readonly code = "VITRINE_FOREIGN_DATABASE"
  readonly path: string
  constructor(path: string) {
    super(`${path} is another application's SQLite database (it has tables, none of them Vitrine's)`)
    this.path = path
  }
}

/**
 * A file with tables but without our migrations' journal was made by something else (a mistyped
 * --db or VITRINE_DB): it is closed untouched rather than given Vitrine's tables, even by a
 * command that only reads.
 */
const refuseForeign = (db: Database.Database, path: string): void => {
  const tables = db.prepare<[], string>("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'").pluck().all()
  if (tables.length > 0 && !tables.includes("__drizzle_migrations")) {
    db.close()
    throw new ForeignDatabase(path)
  }
}

/** The file's schema is newer than any migration this build has: a later Vitrine wrote it. */
export class NewerDatabase extends Error {
  readonly code = "VITRINE_NEWER_DATABASE"
  readonly path: string
  /** When the file's last migration and this build's last one were made (drizzle-kit's folder times). */
  readonly theirs: Date
  readonly ours: Date
  constructor(path: string, theirs: number, ours: number) {
    super(`${path} was written by a newer version of Vitrine`)
    this.path = path
    this.theirs = new Date(theirs)
    this.ours = new Date(ours)
  }
}

let newestMigration: number | undefined
const newestKnown = (): number => (newestMigration ??= Math.max(...readMigrationFiles({ migrationsFolder }).map((m) => m.folderMillis)))

/**
 * A file a later version migrated is closed untouched: this build would read its new columns as
 * missing and write rows the newer schema refuses or misreads (an operator rolling back a
 * deploy, or a backup restored on an older machine).
 */
const refuseNewer = (db: Database.Database, path: string): void => {
  const journal = db.prepare("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = '__drizzle_migrations'").get()
  if (journal === undefined) return
  const last = db.prepare<[], number | null>("SELECT max(created_at) FROM __drizzle_migrations").pluck().get()
  if (last !== null && last !== undefined && Number(last) > newestKnown()) {
    db.close()
    throw new NewerDatabase(path, Number(last), newestKnown())
  }
}

/**
 * How a writer runs here, after WAL: the settings every write path pays, which a benchmark's
 * raw ceiling applies too so that it measures the same writes.
 */
export const applyWritePragmas = (db: Database.Database, durability: Durability): void => {
  // Deleted and overwritten content is zeroed in the file's pages, so an erased person's data
  // leaves no trace in free space (DESIGN §5.2); the erasure then checkpoints the WAL.
  db.pragma("secure_delete = ON")
  db.pragma(`synchronous = ${durability === "normal" ? "NORMAL" : "FULL"}`)
  // A checkpoint syncs the file, and a command rewrites ~20 pages (log indexes, read models):
  // checkpointing every 16,000 pages instead of SQLite's 1,000 syncs 16 times less often and
  // copies a hot page once instead of at every checkpoint (+40–50 % sequential commands/s here).
  // The WAL file is cut back to 64 MB once a checkpoint lets it restart.
  db.pragma("wal_autocheckpoint = 16000")
  db.pragma(`journal_size_limit = ${64 * 1024 * 1024}`)
}

/**
 * Switches the file to WAL (which sticks to the file). The switch needs an exclusive lock and
 * SQLite answers SQLITE_BUSY at once, without the busy handler, when another process opening
 * the same fresh file holds one, so this waits and tries again as the handler would.
 */
const useWal = (db: Database.Database): void => {
  const deadline = Date.now() + busyTimeoutMs
  for (let attempt = 1; ; attempt++) {
    try {
      if (db.pragma("journal_mode", { simple: true }) !== "wal") db.pragma("journal_mode = WAL")
      return
    } catch (e) {
      if ((e as { code?: string }).code !== "SQLITE_BUSY" || Date.now() > deadline) throw e
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, Math.min(attempt, 20))
    }
  }
}

export const setDurability = (db: Database.Database, durability: Durability): void => {
  db.pragma(`synchronous = ${durability === "normal" ? "NORMAL" : "FULL"}`)
}

/** Sets a pragma to `value` and answers how to put it back. */
const usePragma = (db: Database.Database, pragma: string, value: number): (() => void) => {
  const before = db.pragma(pragma, { simple: true }) as number
  db.pragma(`${pragma} = ${value}`)
  return () => void db.pragma(`${pragma} = ${before}`)
}

/** Runs `f` with a pragma set to `value`, and puts the pragma back after, whatever happens. */
const withPragma = <T>(db: Database.Database, pragma: string, value: number, f: () => T): T => {
  const restore = usePragma(db, pragma, value)
  try {
    return f()
  } finally {
    restore()
  }
}

/** The page cache of bulk writes, in KiB (SQLite's negative cache_size). */
export const bulkCacheKib = 256 * 1024

/**
 * Runs `f` with a page cache of 256 MB instead of 64, put back after (which frees the extra
 * pages). A rebuild refilling its tables in one transaction then keeps its dirty pages until the
 * commit instead of spilling them to the WAL and reading them back: 5.3M events rebuilt in 76 s
 * with 64 MB, 52 s with 256 MB, no faster with 1 GB. (An import of the same programme gained
 * nothing from it: 1,702 commands/s against 1,781, with 200 MB more memory.)
 */
export const withBulkCache = <T>(db: Database.Database, f: () => T): T => withPragma(db, "cache_size", -bulkCacheKib, f)

/**
 * The same page cache for work that awaits in between (an import reading its file): answers how
 * to put the cache back. A bulk import's large transactions dirty the pages of the log's random
 * key indexes several times each before their commit writes them once.
 */
export const useBulkCache = (db: Database.Database): (() => void) => usePragma(db, "cache_size", -bulkCacheKib)

/** How much of the file bulk reads map (SQLite caps it at its own compile-time limit). */
export const bulkMmapBytes = 4 * 1024 * 1024 * 1024

/**
 * Runs `f` with the file memory-mapped: a bulk read (a rebuild's scan, a replay's many
 * streams) then reads pages straight from the OS cache instead of copying each through a
 * read() call. Set for `f` only, and put back after: the per-command path keeps its settings.
 */
export const withMemoryMap = <T>(db: Database.Database, f: () => T): T => (db.memory ? f() : withPragma(db, "mmap_size", bulkMmapBytes, f))

/**
 * The same map for work that awaits in between: answers how to put it back. A pipelined import's
 * deciding connection reads while another commits, and SQLite drops a connection's page cache
 * whenever another one has committed since its last read: mapped, its reads are memory reads.
 */
export const useMemoryMap = (db: Database.Database): (() => void) => (db.memory ? () => {} : usePragma(db, "mmap_size", bulkMmapBytes))
