import type Database from "better-sqlite3"
import { readMigrationFiles } from "drizzle-orm/migrator"

/**
 * Applies drizzle-kit's migrations, keeping drizzle's own bookkeeping table. drizzle's migrator
 * reads what is applied before it takes the write lock, so two processes opening a fresh file
 * at once can both try to create the tables, and one fails; here the check and the work share
 * one IMMEDIATE transaction, and the second process finds nothing left to do.
 */
export const applyMigrations = (db: Database.Database, migrationsFolder: string): void => {
  const migrations = readMigrationFiles({ migrationsFolder })
  db.transaction(() => {
    db.exec("CREATE TABLE IF NOT EXISTS __drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at numeric)")
    const last = db.prepare<[], number | null>("SELECT max(created_at) FROM __drizzle_migrations").pluck().get() ?? undefined
    const record = db.prepare<[string, number]>("INSERT INTO __drizzle_migrations (hash, created_at) VALUES (?, ?)")
    for (const migration of migrations) {
      if (last !== undefined && Number(last) >= migration.folderMillis) continue
      for (const statement of migration.sql) if (statement.trim() !== "") db.exec(statement)
      record.run(migration.hash, migration.folderMillis)
    }
  }).immediate()
}
