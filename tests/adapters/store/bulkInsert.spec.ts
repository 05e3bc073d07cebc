import type Database from "better-sqlite3"
import { afterAll, afterEach, describe, expect, it } from "vitest"
import { bulkInsert } from "../../../adapters/store/bulkInsert.ts"
import { openDatabase } from "../../../adapters/store/database.ts"
import { tempDir } from "../../support/tempDir.ts"

const dir = tempDir("bulk-insert")
afterAll(() => dir.remove())
const opened: Array<Database.Database> = []
afterEach(() => {
  for (const db of opened.splice(0)) db.close()
})

const table = () => {
  const db = openDatabase(dir.file())
  opened.push(db)
  db.exec("CREATE TABLE lines (id TEXT PRIMARY KEY, n INTEGER NOT NULL, note TEXT)")
  return db
}
const rows = (n: number): Array<[string, number, string | null]> => Array.from({ length: n }, (_, i) => [`r${i}`, i * 7, i % 3 === 0 ? null : `note ${i}`])
const stored = (db: Database.Database) => db.prepare("SELECT rowid, id, n, note FROM lines ORDER BY rowid").raw().all()

describe("bulkInsert", () => {
  it("writes full statements as they fill and the rest on flush, as one INSERT per row would, rowids included", () => {
    const bulk = table()
    const one = table()
    const insert = bulkInsert<[string, number, string | null]>(bulk, "lines", ["id", "n", "note"])
    const single = one.prepare("INSERT INTO lines (id, n, note) VALUES (?, ?, ?)")
    const all = rows(32 * 3 + 5)
    for (const row of all.slice(0, 64)) insert.add(row)
    // Two full statements are written before any flush; nothing of a third is.
    expect(stored(bulk)).toHaveLength(64)
    for (const row of all.slice(64)) insert.add(row)
    expect(stored(bulk)).toHaveLength(96)
    insert.flush()
    for (const row of all) single.run(...row)
    expect(stored(bulk)).toEqual(stored(one))
    expect(stored(bulk)).toHaveLength(all.length)
  })

  it("refuses a row the table's constraints refuse, as the INSERT of that row would", () => {
    const db = table()
    const insert = bulkInsert<[string, number, string | null]>(db, "lines", ["id", "n", "note"])
    const all = rows(40)
    for (const row of all.slice(0, 31)) insert.add(row)
    expect(() => insert.add(["r3", 0, null])).toThrow(/UNIQUE constraint failed: lines.id/)
    // The refused statement's rows are gone with it: the next ones go in as if it never ran.
    expect(stored(db)).toHaveLength(0)
    insert.add(["r90", 1, null])
    insert.add(["r7", 0, null])
    insert.flush()
    expect(() => {
      insert.add(["r7", 0, null])
      insert.flush()
    }).toThrow(/UNIQUE constraint failed: lines.id/)
    expect(stored(db).map((r) => (r as Array<unknown>)[1])).toEqual(["r90", "r7"])
  })
})
