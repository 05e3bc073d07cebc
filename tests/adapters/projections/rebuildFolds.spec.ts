import { join } from "node:path"
import type Database from "better-sqlite3"
import { afterAll, afterEach, describe, expect, it } from "vitest"
import { Programme } from "../../../adapters/programme/Programme.ts"
import { importCommands } from "../../../adapters/programme/importer.ts"
import { projections } from "../../../adapters/projections/index.ts"
import { salesFold } from "../../../adapters/projections/rebuild/salesFold.ts"
import { salesProjection } from "../../../adapters/projections/sales.ts"
import { withFold } from "../../../adapters/projections/withFold.ts"
import { openDatabase } from "../../../adapters/store/database.ts"
import { ProjectionEngine, type ProjectionFactory } from "../../../adapters/store/projections.ts"
import { SqliteEventLog } from "../../../adapters/store/SqliteEventLog.ts"
import { items } from "../../../cli/fixtureItems.ts"
import { openNdjson } from "../../../cli/ndjson.ts"
import { codec } from "../../../domain/programme.ts"
import { adjust, approveLevelUp, approveSale, debit, refund, reproveSale } from "../../support/ledger.ts"
import { OnFile } from "../../support/onFile.ts"
import { snapshot } from "../../support/snapshot.ts"
import { tempDir } from "../../support/tempDir.ts"
import { account, cpfs, register, sale, standardProgramme } from "../../support/setup.ts"

let f: OnFile
const files: Array<OnFile> = []
const dir = tempDir("rebuild-folds")
afterAll(() => dir.remove())
const demo = join(import.meta.dirname, "..", "..", "..", "fixtures", "demo", "programme.ndjson")
let imported: Promise<string> | undefined
/** The demo programme imported once into a file the tests rebuild (a rebuild changes no read model). */
const demoDb = () =>
  (imported ??= (async () => {
    const path = dir.file("demo")
    const programme = Programme.open(path)
    await importCommands(programme, items(await openNdjson([demo])))
    programme.close()
    return path
  })())
const opened: Array<Database.Database> = []
afterEach(() => {
  for (const db of opened.splice(0)) db.close()
  for (const file of files.splice(0)) file.remove()
})

/**
 * Every fold's paths: duplicates flagged (the sales fold builds its lookup index then), audits,
 * a level-up decided (the levels fold's lookup index), wallet movements of every kind, store
 * enrolments and registrations counted on their campaign.
 */
const busy = () => {
  f = new OnFile()
  files.push(f)
  standardProgramme(f.s).run(...account("u2", cpfs[1]!), register("u2"))
  f.s.at("2026-01-11T09:00:00-03:00").run(sale("s1", { invoiceNumber: "nf 77" }), sale("s2", { invoiceNumber: "NF77" }, "u2"))
  f.s.at("2026-01-11T09:10:00-03:00").run(sale("s3", { lines: [{ sku: "NB-100", quantity: 8 }] }), sale("s4", {}, "u2"))
  f.s.at("2026-01-12T14:00:00-03:00").run(approveSale("s1"), approveSale("s3"), reproveSale("s4", "foto ilegível"), approveLevelUp(2))
  f.s.at("2026-01-13T10:00:00-03:00").run(adjust(40), debit(100), refund(100), adjust(-15, "u2"))
  return f
}

const engineOver = (path: string, factories: ReadonlyArray<ProjectionFactory>) => {
  const db = openDatabase(path)
  opened.push(db)
  return new ProjectionEngine(new SqliteEventLog(db), factories, (e) => codec.upcastStored(e), (t) => codec.upcasts(t))
}

describe("rebuilding through the folds", () => {
  it("gives the inline read models back, with the same indexes", () => {
    const db = busy().s.programme.db
    const before = snapshot(db)
    expect(before.rows["sales"]!.filter((r) => r.includes('"duplicate":1'))).toHaveLength(2)
    f.s.programme.projections.rebuild([], undefined, 3)
    expect(snapshot(db)).toEqual(before)
  })

  it("reports its progress after the first read to reach each batch, and at the last position", async () => {
    const small = busy().s.programme
    const seen: Array<number> = []
    small.projections.rebuild(["wallets"], (p) => seen.push(p.position), 10)
    // The log is read 2,000 events at a time: a small one is read, and reported, at once.
    expect(seen).toEqual([small.log.lastPosition()])

    const engine = engineOver(await demoDb(), projections)
    const last = engine.checkpoint("wallets")!.position
    const reported: Array<number> = []
    engine.rebuild(["wallets", "sales"], (p) => reported.push(p.position), 5_000)
    expect(reported).toEqual([6_000, 12_000, 18_000, 24_000, last])
  })

  it("that dies half-way leaves the read models, their indexes and the checkpoints as they were", () => {
    const db = busy().s.programme.db
    const before = snapshot(db)
    const dies = () => {
      throw new Error("process died")
    }
    expect(() => f.s.programme.projections.rebuild([], dies, 5)).toThrow("process died")
    expect(snapshot(db)).toEqual(before)
  })

  it("asked for by a version bump, and dying half-way, is asked for again at the next start", () => {
    const path = busy().path
    const before = snapshot(f.s.programme.db)
    // One past each projection's own version (accounts is at 2 already since is_superuser).
    const bumped = projections.map((p) => (db: Database.Database) => {
      const projection = p(db)
      return { ...projection, version: projection.version + 1 }
    })
    const first = engineOver(path, bumped)
    expect(() =>
      first.start(() => {
        throw new Error("process died")
      })
    ).toThrow("process died")
    expect(first.checkpoint("sales")?.version).toBe(1)

    const second = engineOver(path, bumped)
    const rebuilt: Array<string> = []
    second.start((p) => rebuilt.push(p.name))
    expect(new Set(rebuilt)).toEqual(new Set(projections.map((p) => p(f.s.programme.db).name)))
    const after = snapshot(f.s.programme.db)
    expect(after.indexes).toEqual(before.indexes)
    expect({ ...after.rows, checkpoints: [] }).toEqual({ ...before.rows, checkpoints: [] })
    expect(second.checkpoint("sales")).toEqual({ version: 2, position: f.s.programme.log.lastPosition() })
  })

  it("of the demo programme gives its read models back, with sales audited long after they were reported", async () => {
    const path = await demoDb()
    const engine = engineOver(path, projections)
    const db = opened.at(-1)!
    const before = snapshot(db)
    // Many statements' worth of rows in every bulk insert (bulkInsert.ts writes 32 per statement).
    for (const table of ["sales", "wallet_entries", "wallets", "members", "participants"]) expect(before.rows[table]!.length, table).toBeGreaterThan(100)
    engine.rebuild()
    expect(snapshot(db)).toEqual(before)
    // With a window of two sales, almost every audit updates a row already written.
    const narrow = projections.map((factory) => (db: Database.Database) => {
      const p = factory(db)
      return p.name === "sales" ? withFold(salesProjection, salesFold(2))(db) : p
    })
    engineOver(path, narrow).rebuild()
    expect(snapshot(opened.at(-1)!)).toEqual(before)
  })
})
