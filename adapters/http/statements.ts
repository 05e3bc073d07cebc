import type Database from "better-sqlite3"

/**
 * Prepared statements by their SQL, per connection: preparing costs tens of microseconds, as
 * much as running a small query, and a route's SQL takes a few shapes only (a list's depends
 * on which filters and sort it names). Bounded, oldest first out.
 */
const statementCache = new WeakMap<Database.Database, Map<string, Database.Statement>>()

export const prepared = (db: Database.Database, sql: string): Database.Statement => {
  let cache = statementCache.get(db)
  if (!cache) statementCache.set(db, (cache = new Map()))
  let statement = cache.get(sql)
  if (!statement) {
    if (cache.size >= 500) cache.delete(cache.keys().next().value!)
    cache.set(sql, (statement = db.prepare(sql)))
  }
  return statement
}
