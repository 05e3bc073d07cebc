import { spawnSync } from "node:child_process"
import { mkdirSync, readdirSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { afterEach, describe, expect, it } from "vitest"
import { Programme } from "../../../adapters/programme/Programme.ts"
import { removeStaleScratch, verify, type VerifyProgress } from "../../../adapters/programme/verify.ts"
import { damageTable } from "../../support/damage.ts"
import { scenario, type Scenario } from "../../support/scenario.ts"
import { sale, standardProgramme } from "../../support/setup.ts"
import { tempDir } from "../../support/tmp.ts"

const dir = tempDir()
let s: Scenario
afterEach(() => s.close())

const busy = (name: string, inWorker = false) =>
  standardProgramme(scenario(inWorker ? Programme.open(join(dir, `${name}.db`), { rebuildWorkerFrom: 1 }) : join(dir, `${name}.db`))).run(
    sale("s1"),
    sale("s2", { lines: [{ sku: "MN-300", quantity: 4 }] }),
    { type: "ApproveSale", payload: { saleId: "s1" } },
    { type: "ReproveSale", payload: { saleId: "s2", reason: "Nota ilegível" } },
    { type: "AdjustPoints", payload: { userId: "u1", campaignId: "C1", points: 40, reason: "Bônus de boas-vindas" } }
  )

describe("verify", () => {
  it("finds a healthy database healthy", () => {
    s = busy("healthy")
    const report = verify(s.programme)
    expect(report.findings).toEqual([])
    expect(report.ok).toBe(true)
  })

  it("reports a tampered wallet: the read model and the ledger invariant both fail", () => {
    s = busy("tampered")
    s.programme.db.prepare("UPDATE wallets SET balance = balance + 100 WHERE user_id = 'u1'").run()
    const report = verify(s.programme)
    expect(report.ok).toBe(false)
    expect(report.findings.map((f) => f.check)).toEqual(
      expect.arrayContaining([
        "read model wallets equals a fresh fold of the log",
        "balance = credits − reversals − debits + refunds − expired",
        "the statement adds up to the balance"
      ])
    )
  })

  it("reports a deleted audit-queue row", () => {
    s = busy("deleted")
    s.programme.db.prepare("DELETE FROM sales WHERE sale_id = 's2'").run()
    expect(verify(s.programme).findings).toEqual([
      {
        code: "table_matches_fold",
        check: "read model sales equals a fresh fold of the log",
        detail: "0 row(s) differ from the log, 1 row(s) missing",
        values: { table: "sales", differ: 0, missing: 1 }
      }
    ])
  })

  it("folds the log in a worker thread as a rebuild does, with the same verdicts", async () => {
    s = busy("worker", true)
    let workers = 0
    const count = () => void workers++
    process.on("worker", count)
    try {
      expect(verify(s.programme).findings).toEqual([])
      await new Promise(setImmediate)
    } finally {
      process.off("worker", count)
    }
    expect(workers).toBe(1)
    s.programme.db.prepare("UPDATE wallets SET balance = balance + 100 WHERE user_id = 'u1'").run()
    s.programme.db.prepare("DELETE FROM sales WHERE sale_id = 's2'").run()
    expect(verify(s.programme).findings.filter((f) => f.code === "table_matches_fold").map((f) => f.values)).toEqual([
      { table: "sales", differ: 0, missing: 1 },
      { table: "wallets", differ: 1, missing: 1 }
    ])
  })

  it("checks one snapshot: commands another process commits meanwhile (a server, an import) are no difference", () => {
    for (const inWorker of [false, true]) {
      s = busy(`concurrent-${inWorker}`, inWorker)
      const server = scenario(Programme.open(join(dir, `concurrent-${inWorker}.db`))).at("2026-01-10T11:00:00-03:00")
      try {
        let wrote = false
        const report = verify(s.programme, (p) => {
          // Between the fold and the comparisons, and again between two tables.
          if (p.phase === "check" && (p.done === 0 || p.done === 5)) {
            server.run(sale(`late-${p.done}`), { type: "ApproveSale", payload: { saleId: `late-${p.done}` } })
            server.run({ type: "AdjustPoints", payload: { userId: "u1", campaignId: "C1", points: 7, reason: "Ajuste" } })
            wrote = true
          }
        })
        expect(wrote).toBe(true)
        expect(report.findings).toEqual([])
        // The next verify sees the commands, and finds them healthy too.
        const after = verify(s.programme)
        expect(after.findings).toEqual([])
        expect(after.events).toBeGreaterThan(report.events)
      } finally {
        server.close()
      }
      s.close()
    }
    s = busy("concurrent-closed")
  })

  it("finds a damaged page, names the table it belongs to, and folds nothing from a damaged file", () => {
    const path = join(dir, "damaged.db")
    s = busy("damaged")
    s.close()
    damageTable(path, "wallets")
    // As verify opens a damaged file: start-up (catching up read models) may trip on it first.
    s = scenario(Programme.open(path, { startUp: false }))
    const seen: Array<VerifyProgress> = []
    const report = verify(s.programme, (p) => seen.push(p))
    expect(report.ok).toBe(false)
    expect(report.findings).toEqual([
      expect.objectContaining({ code: "file_intact", values: expect.objectContaining({ where: "wallets", capped: "no" }) })
    ])
    expect(seen).toEqual([{ phase: "pages", done: 0, total: 1 }])
  })

  it("names the table a damaged page deep in the file belongs to", () => {
    const path = join(dir, "damaged-leaf.db")
    s = busy("damaged-leaf")
    for (let i = 0; i < 200; i++) s.run({ type: "AdjustPoints", payload: { userId: "u1", campaignId: "C1", points: 1, reason: `Ajuste ${i}` } })
    s.close()
    damageTable(path, "events", "last leaf")
    // As verify opens a damaged file: start-up (catching up read models) may trip on it first.
    s = scenario(Programme.open(path, { startUp: false }))
    expect(verify(s.programme).findings).toEqual([expect.objectContaining({ code: "file_intact", values: expect.objectContaining({ where: "events" }) })])
  })

  it("removes the scratch files a killed verify left behind, and none of a verify still running", () => {
    const folder = join(dir, "scratch")
    mkdirSync(folder)
    // A pid that ran and ended: a verify killed by Ctrl-C.
    const gone = spawnSync(process.execPath, ["-e", ""]).pid!
    const stale = [`vitrine-verify-${gone}-1.db`, `vitrine-verify-${gone}-1.db-wal`, `vitrine-verify-${gone}-1.db-shm`]
    const running = `vitrine-verify-${process.pid}-2.db`
    for (const name of [...stale, running, "vitrine-verify-notes.txt"]) writeFileSync(join(folder, name), "x")
    removeStaleScratch(folder)
    expect(readdirSync(folder).sort()).toEqual([running, "vitrine-verify-notes.txt"])
  })

  it("says how far it got: the whole log folded, then every table and invariant in turn", () => {
    s = busy("progress")
    const seen: Array<VerifyProgress> = []
    const report = verify(s.programme, (p) => seen.push(p))
    const last = s.programme.log.lastPosition()
    expect(seen.slice(0, 2)).toEqual([
      { phase: "pages", done: 0, total: 1 },
      { phase: "pages", done: 1, total: 1 }
    ])
    const folds = seen.filter((p) => p.phase === "fold")
    expect(folds.at(-1)).toEqual({ phase: "fold", done: last, total: last })
    const checks = seen.filter((p) => p.phase === "check")
    expect(seen.indexOf(checks[0]!)).toBe(2 + folds.length)
    expect(checks.map((p) => p.done)).toEqual([...Array(checks.length).keys()])
    expect(checks.every((p) => p.total === checks.length)).toBe(true)
    expect(checks.length).toBeGreaterThan(report.tablesCompared)
  })
})
