import type Database from "better-sqlite3"

/** Every table's rows (sorted: row order is not part of a read model), and every index's SQL. */
export const snapshot = (db: Database.Database) => {
  const tables = db.prepare<[], string>("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").pluck().all()
  return {
    rows: Object.fromEntries(tables.map((t) => [t, db.prepare(`SELECT * FROM "${t}"`).all().map((r) => JSON.stringify(r)).sort()])),
    indexes: db.prepare("SELECT name, tbl_name, sql FROM sqlite_schema WHERE type = 'index' ORDER BY name").all()
  }
}
