import { readFileSync, writeFileSync } from "node:fs"
import Database from "better-sqlite3"
import { afterAll, describe, expect, it } from "vitest"
import { ForeignDatabase, NewerDatabase, openDatabase } from "../../../adapters/store/database.ts"
import { tempDir } from "../../support/tempDir.ts"

const dir = tempDir("foreign-database")
afterAll(() => dir.remove())

/** Another application's file: a table of its own, in its own journal mode. */
const foreign = (): string => {
  const path = dir.file("other-app")
  const db = new Database(path)
  db.exec("CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT); INSERT INTO customers (name) VALUES ('Ana')")
  db.close()
  return path
}

describe("opening a file that is not a Vitrine database", () => {
  it("refuses another application's SQLite file, to write or to read, and leaves it byte for byte", () => {
    const path = foreign()
    const before = readFileSync(path)
    expect(() => openDatabase(path)).toThrow(ForeignDatabase)
    expect(() => openDatabase(path, { readonly: true })).toThrow(ForeignDatabase)
    expect(readFileSync(path).equals(before)).toBe(true)
  })

  it("makes a Vitrine database of a new or empty file, and opens it again", () => {
    const empty = dir.file("empty")
    writeFileSync(empty, "")
    for (const path of [dir.file("new"), empty]) {
      openDatabase(path).close()
      const again = openDatabase(path)
      expect(again.prepare("SELECT count(*) FROM events").pluck().get()).toBe(0)
      again.close()
    }
  })

  it("refuses a file a later Vitrine migrated, to write or to read, and leaves it byte for byte", () => {
    const path = dir.file("newer")
    const ours = openDatabase(path)
    const newest = ours.prepare("SELECT max(created_at) FROM __drizzle_migrations").pluck().get() as number
    ours.prepare("INSERT INTO __drizzle_migrations (hash, created_at) VALUES ('from-a-later-build', ?)").run(newest + 86_400_000)
    ours.close()
    const before = readFileSync(path)
    for (const readonly of [false, true]) {
      expect(() => openDatabase(path, { readonly })).toThrow(NewerDatabase)
      expect(readFileSync(path).equals(before)).toBe(true)
    }
  })
})
