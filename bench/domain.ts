import type Database from "better-sqlite3"
import { copyFileSync, mkdirSync, rmSync } from "node:fs"
import { join } from "node:path"
import { Exit } from "effect"
import { Programme } from "../adapters/programme/Programme.ts"
import type { Durability } from "../adapters/store/database.ts"
import type { Handled } from "../domain/shared/commandHandler.ts"
import { rawWriteCeiling } from "./lib/rawWriteCeiling.ts"
import { recordWrites, replayWrites } from "./lib/statementFloor.ts"
import { cpfCheckDigits } from "../fixtures/generator/documents.ts"
import { removeDatabase } from "./lib/scratchDatabase.ts"
import { benchWork } from "./lib/workDir.ts"

/**
 * The full command path, as the server and the importer run it: decode → load and fold the
 * streams → decide → append → inline projections → idempotency record, each command in its own
 * transaction (or 1,000 to a transaction for the importer's batches), on a real SQLite file.
 */

// A folder of its own, removed at the end: the other suites keep their fixtures in benchWork.
const work = join(benchWork, "domain")
const USERS = Number(process.env["BENCH_USERS"] ?? 500)
const SALES = Number(process.env["BENCH_SALES"] ?? 20_000)
const BATCH = 1_000
/** Business time of every command: inside the campaign, so every sale is accepted. */
const AT = Date.parse("2026-02-10T12:00:00-03:00")

let seq = 0
const send = (p: Programme, type: string, payload: Record<string, unknown>): Handled => {
  const decoded = p.handler.decode(type, payload)
  if (Exit.isFailure(decoded)) throw new Error(`${type} does not decode`)
  const handled = p.executeSync({ commandId: `bench-${++seq}`, at: AT, actor: { kind: "system" }, command: decoded.value })
  if (handled.outcome.status !== "accepted") throw new Error(`${type} rejected: ${handled.outcome.code}`)
  return handled
}

/** A valid CPF for any 9-digit base. */
const cpf = (base: number): string => {
  const nine = String(base).padStart(9, "0")
  return nine + cpfCheckDigits(nine)
}

/** One Brazilian campaign with two stores and three products, and USERS registered learners. */
const programmeOn = (name: string, durability: Durability): Programme => {
  const path = join(work, `${name}.db`)
  removeDatabase(path)
  const p = Programme.open(path, { durability })
  p.batch(() => {
    send(p, "CreateBrand", { brandId: "acme", name: "Acme" })
    send(p, "CreateAgency", { agencyId: "ag1", name: "Agência", brandIds: ["acme"] })
    send(p, "CreateRetailChain", { chainId: "ch1", name: "Casa Digital", country: "BR" })
    for (const storeId of ["st1", "st2"]) send(p, "CreateStore", { storeId, chainId: "ch1", name: storeId, country: "BR", city: "São Paulo" })
    for (const sku of ["NB-100", "DT-200", "MN-300"]) send(p, "CreateProduct", { sku, productType: "notebook", brandId: "acme" })
    send(p, "DraftCampaign", {
      campaignId: "C1",
      name: "Verão",
      country: "BR",
      begins: "2026-01-05",
      ends: "2026-03-20",
      pointsTable: [
        { sku: "NB-100", pointsPerUnit: 125 },
        { sku: "DT-200", pointsPerUnit: 75 },
        { sku: "MN-300", pointsPerUnit: 25 }
      ],
      levels: { creator: { reach: 1000, keep: 500 }, influencer: { reach: 3000, keep: 1500 } }
    })
    for (const storeId of ["st1", "st2"]) send(p, "EnrollStore", { campaignId: "C1", storeId })
    send(p, "OpenCampaign", { campaignId: "C1" })
    for (let i = 0; i < USERS; i++) {
      const userId = `u${i}`
      send(p, "RegisterAccount", { userId, country: "BR", document: cpf(100_000_000 + i), email: `${userId}@example.com`, fullName: `Pessoa ${i}`, birthday: "1990-01-01", role: "learner" })
      send(p, "ApproveAccount", { userId })
      send(p, "RegisterForCampaign", { campaignId: "C1", userId, acceptTerms: true, agencyId: "ag1", brandIds: ["acme"], storeIds: ["st1", "st2"] })
    }
  })
  return p
}

const report = (p: Programme, n: number) =>
  send(p, "ReportSale", {
    saleId: `s${n}`,
    campaignId: "C1",
    userId: `u${n % USERS}`,
    invoiceNumber: `NF ${n}`,
    saleDate: "2026-02-0" + (1 + (n % 9)),
    storeId: n % 2 === 0 ? "st1" : "st2",
    lines: [
      { sku: "NB-100", quantity: 1 + (n % 3) },
      { sku: "MN-300", quantity: 2 }
    ]
  })

/**
 * Commands per second of `count` calls of `f` that each run `per` commands: by the wall clock,
 * and per second of this process's CPU (user + system), which a machine shared with other work
 * does not distort.
 */
const rate = (count: number, f: (i: number) => void, per = 1): { wall: number; cpu: number } => {
  const start = performance.now()
  const cpu0 = process.cpuUsage()
  for (let i = 0; i < count; i++) f(i)
  const cpu = process.cpuUsage(cpu0)
  return {
    wall: Math.round((count * per) / ((performance.now() - start) / 1000)),
    cpu: Math.round((count * per) / ((cpu.user + cpu.system) / 1e6))
  }
}

export async function run(): Promise<Record<string, number>> {
  mkdirSync(work, { recursive: true })
  const results: Record<string, number> = {}
  const record = (name: string, r: { wall: number; cpu: number }) => {
    results[`${name} commands/s`] = r.wall
    results[`${name} commands/cpu-s`] = r.cpu
  }

  const normal = programmeOn("domain-normal", "normal")
  const before = normal.log.lastPosition()
  record("ReportSale sequential NORMAL", rate(SALES, (i) => report(normal, i)))
  const after = normal.log.lastPosition()
  record("ApproveSale sequential NORMAL", rate(SALES / 2, (i) => send(normal, "ApproveSale", { saleId: `s${2 * i}` })))
  record("ReproveSale sequential NORMAL", rate(SALES / 2, (i) => send(normal, "ReproveSale", { saleId: `s${2 * i + 1}`, reason: "nota ilegível" })))
  normal.close()
  // The same sales' events and idempotency records, written raw, one commit per command.
  const ceiling = rawWriteCeiling(join(work, "domain-normal.db"), { afterPosition: before, upToPosition: after, perTransaction: 1 })
  results["raw write ceiling, one commit per ReportSale, NORMAL"] = Math.round(ceiling.commandsPerSecond)
  // The write floor of the same sales: a second programme, set up alike, records every statement its
  // ReportSales run (outside any clock); they are replayed, commits and all, into a copy of the file
  // as it stood before them. What the file holds after must be what the recorded run left.
  const recorded = programmeOn("domain-floor", "normal")
  const copy = join(work, "domain-floor-before.db")
  rmSync(copy, { force: true })
  // A byte copy, not VACUUM INTO: a vacuumed file's full pages would split on the replay's inserts.
  recorded.db.pragma("wal_checkpoint(TRUNCATE)")
  copyFileSync(join(work, "domain-floor.db"), copy)
  const writes = recordWrites(recorded.db, () => {
    for (let i = 0; i < SALES; i++) report(recorded, i)
  })
  const fingerprint = (db: Database.Database) =>
    db.prepare<[], string>("SELECT (SELECT count(*) FROM events) || ' events, ' || (SELECT sum(balance) FROM wallets) || ' points, ' || (SELECT count(*) FROM sales) || ' sales'").pluck().get()!
  const expected = fingerprint(recorded.db)
  const pageSize = recorded.db.pragma("page_size", { simple: true }) as number
  recorded.close()
  const floor = replayWrites(copy, writes, fingerprint)
  if (floor.after !== expected) throw new Error(`the replayed writes left ${floor.after}, the run ${expected}`)
  results["write floor, one commit per ReportSale, NORMAL"] = Math.round(SALES / floor.seconds)
  const floorStatements = writes.statements.length / SALES
  const commitMicros = (writes.commitSeconds / writes.commits) * 1e6
  results["ReportSale sequential NORMAL: µs in its COMMIT"] = Math.round(commitMicros)
  const pagesPerCommit = writes.bytesWritten / writes.commits / pageSize

  const full = programmeOn("domain-full", "full")
  record("ReportSale sequential FULL", rate(SALES / 4, (i) => report(full, i)))
  full.close()

  const batched = programmeOn("domain-batch", "normal")
  record(
    `ReportSale batches of ${BATCH} NORMAL`,
    rate(
      SALES / BATCH,
      (b) =>
        batched.batch(() => {
          for (let i = 0; i < BATCH; i++) report(batched, b * BATCH + i)
        }),
      BATCH
    )
  )
  batched.close()
  rmSync(work, { recursive: true, force: true })

  console.log(`\nfull command path (decode → decide → append → inline projections), one SQLite file, ${USERS} learners`)
  console.log(`  ${"".padEnd(36)}  ${"commands/s".padStart(10)}  ${"per CPU-s".padStart(10)}`)
  for (const name of Object.keys(results).filter((k) => k.endsWith(" commands/s")).map((k) => k.slice(0, -" commands/s".length))) {
    const fmt = (n: number | undefined) => (n ?? 0).toLocaleString("en-US").padStart(10)
    console.log(`  ${name.padEnd(36)}  ${fmt(results[`${name} commands/s`])}  ${fmt(results[`${name} commands/cpu-s`])}`)
  }
  const sequential = results["ReportSale sequential NORMAL commands/s"] ?? 0
  const ceilingRate = results["raw write ceiling, one commit per ReportSale, NORMAL"] ?? 0
  console.log(
    `  raw write ceiling (the same ${ceiling.events.toLocaleString("en-US")} events + ${ceiling.commands.toLocaleString("en-US")} idempotency rows, plain INSERTs, one commit per command, no read model): ${ceilingRate.toLocaleString("en-US")}/s;` +
      ` ReportSale sequential NORMAL = ${(sequential / ceilingRate).toFixed(2)} of it (target ≥ 10,000/s)`
  )
  const floorRate = results["write floor, one commit per ReportSale, NORMAL"] ?? 0
  console.log(
    `  write floor (every statement the same ReportSales ran that writes, ${floorStatements.toFixed(1)} a command with BEGIN and COMMIT, replayed with no decision or read, one commit per command): ${floorRate.toLocaleString("en-US")}/s,` +
      ` ${(floorRate / ceilingRate).toFixed(2)} of the ceiling; ReportSale sequential NORMAL = ${(sequential / floorRate).toFixed(2)} of the floor`
  )
  console.log(
    `  a ReportSale's COMMIT alone (the pages its log rows and read models dirtied, ${pagesPerCommit.toFixed(1)} pages' worth of bytes written a command, to the WAL and its checkpoints): ${Math.round(commitMicros)} µs, against the ${Math.round(1e6 / 10_000)} µs a command the 10,000/s target leaves; the whole command ${Math.round(1e6 / sequential)} µs`
  )
  return results
}

/** For profiling the hot loop alone (`node --cpu-prof` over a script that imports these). */
export const internals = { programmeOn, report }
