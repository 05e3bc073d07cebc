import { existsSync, readFileSync, statSync } from "node:fs"
import { join } from "node:path"
import Database from "better-sqlite3"
import { describe, expect, it } from "vitest"
import { Programme } from "../../adapters/programme/Programme.ts"
import * as reports from "../../adapters/programme/reports.ts"
import { startVitrine, vitrine, vitrineJson } from "../support/cli.ts"
import { tempDir } from "../support/tmp.ts"

const dir = tempDir("vitrine-cli-kill-")

/**
 * Starts an import and stops it with `signal` once it has reported some progress; answers its
 * exit code and stderr (a SIGKILL leaves no code, only the signal).
 */
const importStoppedMidway = (file: string, db: string, flags: ReadonlyArray<string>, signal: NodeJS.Signals): Promise<{ code: number | null; stderr: string }> =>
  new Promise((resolve, reject) => {
    const child = startVitrine(["import", file, "--db", db, "--batch-size", "100", ...flags])
    let progress = 0
    let stderr = ""
    child.stderr!.on("data", (chunk: Buffer) => {
      stderr += chunk.toString()
      // Plain progress lines come every 5 %: stop after the second one, well before the end.
      progress += chunk.toString().split("\n").filter((l) => l.startsWith("import")).length
      if (progress >= 2 && child.exitCode === null && !child.killed) child.kill(signal)
    })
    child.on("exit", (code, ended) => (child.killed && (ended === signal || code !== 0) ? resolve({ code, stderr }) : reject(new Error(`import ended (${code}) before it could be stopped`))))
  })

describe("an import killed or interrupted and run again", { timeout: 600_000 }, () => {
  // With its writer thread, the import is stopped with batches decided and not yet committed.
  it.each([
    { how: "killed (SIGKILL), deciding and writing in one thread", flags: ["--no-writer-thread"], signal: "SIGKILL" as const },
    { how: "killed (SIGKILL), with its writer thread", flags: ["--writer-thread"], signal: "SIGKILL" as const },
    { how: "interrupted with Ctrl-C (SIGINT), with its writer thread", flags: ["--writer-thread"], signal: "SIGINT" as const }
  ])("ends in exactly the state of an uninterrupted import, $how", async ({ flags, signal }) => {
    const fixture = join(dir, "generated.ndjson")
    // Over 8 MB into an empty file: the import drops the deferrable indexes first (importer.ts).
    if (!existsSync(fixture)) expect(vitrine(["fixtures", "generate", "--users", "1200", "--sales", "20000", "--seed", "11", "-o", fixture, "-q"]).status).toBe(0)
    expect(statSync(fixture).size).toBeGreaterThan(8 * 1024 * 1024)
    const campaigns = readFileSync(fixture, "utf8")
      .split("\n")
      .filter((l) => l.includes('"type":"DraftCampaign"'))
      .map((l) => (JSON.parse(l) as { payload: { campaignId: string } }).payload.campaignId)
    expect(campaigns.length).toBeGreaterThan(3)

    const whole = join(dir, `whole${flags[0]}${signal}.db`)
    const interrupted = join(dir, `interrupted${flags[0]}${signal}.db`)
    const once = vitrineJson<{ accepted: number }>(["import", fixture, "--db", whole, ...flags])
    const stopped = await importStoppedMidway(fixture, interrupted, flags, signal)
    if (signal === "SIGINT") {
      // Told, not left at a silent prompt: exit 130, as a shell reports Ctrl-C.
      expect(stopped.code).toBe(130)
      expect(stopped.stderr).toContain("vitrine: import interrupted. Every batch committed so far is in the database, which is consistent; run the same import again to go on")
      expect(stopped.stderr).not.toMatch(/\n\s+at /)
    }
    const count = (path: string) => {
      const db = new Database(path, { readonly: true })
      const n = db.prepare("SELECT count(*) FROM events").pluck().get() as number
      db.close()
      return n
    }
    // Killed with its indexes dropped: the next start must build them.
    const deferred = new Database(interrupted, { readonly: true })
    expect(deferred.prepare("SELECT count(*) FROM deferred_indexes").pluck().get()).toBeGreaterThan(0)
    deferred.close()
    const partial = count(interrupted)
    const total = count(whole)
    expect(partial).toBeGreaterThan(0)
    expect(partial).toBeLessThan(total)

    const resumed = vitrineJson<{ accepted: number; rejected: Array<unknown> }>(["import", fixture, "--db", interrupted, ...flags])
    expect(resumed.accepted).toBe(once.accepted)
    // The reports `vitrine report` prints, for every campaign, read with the same functions.
    const reportsOf = (path: string) => {
      const db = new Database(path, { readonly: true })
      const all = campaigns.map((id) => ({ id, balances: reports.balances(db, id), levels: reports.levels(db, id), sales: reports.sales(db, id) }))
      db.close()
      return all
    }
    expect(reportsOf(interrupted)).toEqual(reportsOf(whole))
    expect(vitrineJson(["report", "balances", "--campaign", campaigns[0]!, "--db", interrupted])).toEqual(reportsOf(whole)[0]!.balances)
    expect(vitrine(["verify", "--db", interrupted]).status).toBe(0)
    const indexesOf = (path: string) => {
      const db = new Database(path, { readonly: true })
      const all = db.prepare("SELECT name, sql FROM sqlite_schema WHERE type = 'index' ORDER BY name").raw().all()
      const left = db.prepare("SELECT count(*) FROM deferred_indexes").pluck().get()
      db.close()
      return { all, left }
    }
    // Every index of the schema, as a new file has them, and none left to build.
    const fresh = join(dir, `fresh${flags[0]}${signal}.db`)
    Programme.open(fresh).close()
    expect(indexesOf(interrupted)).toEqual(indexesOf(fresh))
    expect(indexesOf(whole)).toEqual(indexesOf(fresh))
  })
})
