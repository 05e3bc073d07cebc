import { copyFileSync } from "node:fs"
import { join } from "node:path"
import type { Worker } from "node:worker_threads"
import type Database from "better-sqlite3"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { Programme } from "../../../adapters/programme/Programme.ts"
import { importCommands } from "../../../adapters/programme/importer.ts"
import { projections } from "../../../adapters/projections/index.ts"
import { openDatabase } from "../../../adapters/store/database.ts"
import { ProjectionEngine } from "../../../adapters/store/projections.ts"
import { SqliteEventLog } from "../../../adapters/store/SqliteEventLog.ts"
import { items } from "../../../cli/fixtureItems.ts"
import { openNdjson } from "../../../cli/ndjson.ts"
import { codec } from "../../../domain/programme.ts"
import { adjust } from "../../support/ledger.ts"
import { scenario } from "../../support/scenario.ts"
import { standardProgramme } from "../../support/setup.ts"
import { snapshot } from "../../support/snapshot.ts"
import { tempDir } from "../../support/tempDir.ts"
import { totalsProjection } from "../../support/totalsProjection.ts"

const dir = tempDir("rebuild-worker")
const demo = join(import.meta.dirname, "..", "..", "..", "fixtures", "demo", "programme.ndjson")
let path: string
let inline: ReturnType<typeof snapshot>

beforeAll(async () => {
  path = dir.file("demo")
  const programme = Programme.open(path)
  await importCommands(programme, items(await openNdjson([demo])))
  inline = snapshot(programme.db)
  programme.close()
})
afterAll(() => dir.remove())

const closing: Array<{ close: () => void }> = []
afterEach(() => {
  for (const c of closing.splice(0)) c.close()
})

/** How many worker threads `f` started (Node tells of each on the next tick). */
const workersDuring = async (f: () => void): Promise<number> => {
  // Workers started before (by a rebuild that threw) are told of first.
  await new Promise(setImmediate)
  let workers = 0
  const count = (_: Worker) => void workers++
  process.on("worker", count)
  try {
    f()
    await new Promise(setImmediate)
    return workers
  } finally {
    process.off("worker", count)
  }
}

const reopened = () => {
  const db = openDatabase(path)
  closing.push(db)
  return db
}

const engineWith = (entry: URL) => {
  const db = openDatabase(path)
  closing.push(db)
  return new ProjectionEngine(new SqliteEventLog(db), projections, (e) => codec.upcastStored(e), (t) => codec.upcasts(t), { worker: entry, from: 1 })
}

describe("rebuilding with the scan in a worker thread", () => {
  it("gives the demo programme's read models back, indexes included, and reports its progress as it goes", async () => {
    const programme = Programme.open(path, { rebuildWorkerFrom: 1 })
    closing.push(programme)
    const seen: Array<number> = []
    expect(await workersDuring(() => programme.projections.rebuild([], (p) => seen.push(p.position), 5_000))).toBe(1)
    expect(snapshot(programme.db)).toEqual(inline)
    const last = programme.log.lastPosition()
    // After the first read to reach each 5,000 events, and at the end.
    expect(seen.at(-1)).toBe(last)
    expect(seen.length).toBeGreaterThan(2)
    expect(seen.slice(1).every((p, i) => p - seen[i]! >= 5_000 || p === last)).toBe(true)
    expect(seen.every((p) => p <= last)).toBe(true)
  })

  it("that fails leaves the read models, their indexes and the checkpoints as they were, and says why", () => {
    const engine = engineWith(new URL("../../support/failingScan.ts", import.meta.url))
    expect(() => engine.rebuild(["wallets", "sales"])).toThrow(/cannot fold the expiry at position \d+/)
    expect(snapshot(reopened())).toEqual(inline)
  })

  it("whose worker lacks a projection the writer has says which, and changes nothing", () => {
    // A copy: the extra projection makes a table of its own.
    const copy = dir.file("extra")
    copyFileSync(path, copy)
    const db = openDatabase(copy)
    closing.push(db)
    const engine = new ProjectionEngine(new SqliteEventLog(db), [...projections, totalsProjection("extra", { inline: false })], (e) => codec.upcastStored(e), (t) => codec.upcasts(t), {
      worker: new URL("../../../adapters/programme/rebuildScan.ts", import.meta.url),
      from: 1
    })
    expect(() => engine.rebuild(["wallets", "extra"])).toThrow(/the rebuild's scan failed: its entry module has no projection "extra" \(it has reference, [^)]*learning[^)]*\)/)
    expect(snapshot(db).rows["wallets"]).toEqual(inline.rows["wallets"])
  })

  it("whose scan cannot load says so at once, and changes nothing", () => {
    const engine = engineWith(new URL("../../support/noSuchScan.ts", import.meta.url))
    expect(() => engine.rebuild()).toThrow(/the rebuild's scan did not load/)
    expect(snapshot(reopened())).toEqual(inline)
  })

  it("inside a transaction that holds events no other connection sees yet, folds them in this thread", async () => {
    const file = dir.file("busy")
    const s = scenario(Programme.open(file, { rebuildWorkerFrom: 1 }))
    closing.push(s)
    standardProgramme(s)
    const programme = s.programme
    const workers = await workersDuring(() =>
      programme.log.transaction(() => {
        s.run(adjust(40))
        programme.projections.rebuild()
      })
    )
    expect(workers).toBe(0)
    const entries = programme.db.prepare<[], { kind: string; points: number }>("SELECT kind, points FROM wallet_entries ORDER BY position").all()
    expect(entries.at(-1)).toEqual({ kind: "adjustment", points: 40 })
    // Outside any transaction, the worker folds the same log into the same read models.
    const folded = snapshot(programme.db)
    expect(await workersDuring(() => programme.projections.rebuild())).toBe(1)
    expect(snapshot(programme.db)).toEqual(folded)
  })
})
