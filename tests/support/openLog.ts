import type Database from "better-sqlite3"
import { openDatabase, type Durability } from "../../adapters/store/database.ts"
import { SqliteEventLog } from "../../adapters/store/SqliteEventLog.ts"
import type { StoredEvent } from "../../domain/shared/eventStore.ts"

export const openLog = (path = ":memory:", durability: Durability = "normal"): SqliteEventLog =>
  new SqliteEventLog(openDatabase(path, { durability }))

/** Every event in the log, in position order. */
export const allEvents = (log: SqliteEventLog): Array<StoredEvent> => [...log.iterateAll(0)]

export const countEvents = (db: Database.Database): number =>
  db.prepare<[], number>("SELECT count(*) FROM events").pluck().get() ?? 0

export const countCommands = (db: Database.Database): number =>
  db.prepare<[], number>("SELECT count(*) FROM commands").pluck().get() ?? 0
