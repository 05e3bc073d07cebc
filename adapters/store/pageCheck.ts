import type Database from "better-sqlite3"
import { isDamaged } from "./database.ts"

/** What SQLite said of a file's pages (nothing: intact), and the tables and indexes it named. */
export interface PageDamage {
  readonly problems: ReadonlyArray<string>
  readonly where: ReadonlyArray<string>
}

/** SQLite's messages about a damaged file read: beyond these many, the count says "at least". */
export const damageListed = 100

/** A page check's messages, one a row or (newer SQLite) all in one row, a line each. */
const quickCheck = (db: Database.Database, table?: string): Array<string> =>
  (db.prepare(`PRAGMA main.quick_check(${table === undefined ? damageListed : `'${table.replaceAll("'", "''")}'`})`).pluck().all() as Array<string>)
    .flatMap((row) => row.split("\n"))
    .filter((line) => line !== "ok" && !line.startsWith("*** in database"))

const schemaOf = (db: Database.Database, type?: "table"): Array<[number, string]> =>
  db.prepare(`SELECT rootpage, name FROM main.sqlite_schema WHERE rootpage > 0${type === undefined ? "" : " AND type = 'table'"}`).raw().all() as Array<[number, string]>

/**
 * Where the file is damaged, and SQLite's words for it. A whole-file check names each damaged
 * tree by its root page ("Tree 8 page 4903 …"), but stops short at a damaged root page: then
 * each table (with its indexes) is checked alone, to say which of them it was.
 */
export const pageDamage = (db: Database.Database): PageDamage => {
  try {
    const problems = quickCheck(db)
    if (problems.length === 0) return { problems, where: [] }
    const roots = new Set(problems.flatMap((p) => /^Tree (\d+) /.exec(p)?.[1] ?? []).map(Number))
    return { problems, where: schemaOf(db).flatMap(([root, name]) => (roots.has(root) ? [name] : [])) }
  } catch (e) {
    if (!isDamaged(e)) throw e
    let tables: Array<[number, string]>
    try {
      tables = schemaOf(db, "table")
    } catch {
      return { problems: [(e as Error).message], where: ["sqlite_schema"] }
    }
    const problems: Array<string> = []
    const where: Array<string> = []
    for (const [, name] of tables) {
      let found: Array<string>
      try {
        found = quickCheck(db, name)
      } catch (inTable) {
        if (!isDamaged(inTable)) throw inTable
        found = [(inTable as Error).message]
      }
      if (found.length > 0) where.push(name)
      problems.push(...found)
    }
    return { problems: problems.length > 0 ? problems : [(e as Error).message], where }
  }
}
