import Database from "better-sqlite3"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { Programme } from "../../../adapters/programme/Programme.ts"
import { codec } from "../../../domain/programme.ts"
import { projections } from "../../../adapters/projections/index.ts"
import { ProjectionEngine } from "../../../adapters/store/projections.ts"
import { SqliteEventLog } from "../../../adapters/store/SqliteEventLog.ts"
import { openDatabase } from "../../../adapters/store/database.ts"
import { input } from "./arbitraries.ts"
import { run } from "./model.ts"

/** Read models are a pure function of the log: replaying it anywhere gives the same tables. */

/** Tables that are not read models: the log, idempotency records, checkpoints, personal data, migrations. */
const NOT_READ_MODELS = new Set(["events", "commands", "checkpoints", "personal_data", "__drizzle_migrations"])

const readModelTables = (db: Database.Database): Array<string> =>
  db
    .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .all()
    .map((t) => t.name)
    .filter((name) => !NOT_READ_MODELS.has(name))

/** Every read-model table's rows, as sorted JSON lines (row order is not part of a read model). */
const readModels = (db: Database.Database): Record<string, Array<string>> =>
  Object.fromEntries(
    readModelTables(db).map((t) => [t, db.prepare(`SELECT * FROM "${t}"`).all().map((r) => JSON.stringify(r)).sort()])
  )

describe("replaying the log", () => {
  it("(g) rebuilding every projection on a copy of the database gives the live read models", () => {
    fc.assert(
      fc.property(input(), (inp) => {
        const s = run(inp)
        const live = readModels(s.programme.db)
        const copy = new Database(s.programme.db.serialize())
        new ProjectionEngine(new SqliteEventLog(copy), projections, (e) => codec.upcastStored(e)).rebuild()
        expect(readModels(copy)).toEqual(live)
        copy.close()
        s.close()
      }),
      { numRuns: 40 }
    )
  })

  it("(g) a fresh programme fed the same events has the same read models", () => {
    fc.assert(
      fc.property(input(), (inp) => {
        const s = run(inp)
        const fresh = Programme.over(openDatabase(":memory:"))
        for (const e of s.programme.log.iterateAll()) {
          fresh.log.append([{ streamId: e.streamId, expected: e.streamVersion - 1, events: [{ eventId: e.eventId, type: e.type, data: e.data, metadata: e.metadata }] }], {
            recordedAt: e.recordedAt
          })
        }
        expect(readModels(fresh.db)).toEqual(readModels(s.programme.db))
        fresh.close()
        s.close()
      }),
      { numRuns: 40 }
    )
  })
})
