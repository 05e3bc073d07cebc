import { readFileSync } from "node:fs"
import { join } from "node:path"
import Database from "better-sqlite3"
import { describe, expect, it } from "vitest"
import * as reports from "../../adapters/programme/reports.ts"
import { startVitrine, vitrine, vitrineJson } from "../support/cli.ts"
import { tempDir } from "../support/tmp.ts"

const dir = tempDir("vitrine-cli-kill-")

/** Starts an import and kills it with SIGKILL once it has reported some progress. */
const importKilledMidway = (file: string, db: string): Promise<void> =>
  new Promise((resolve, reject) => {
    const child = startVitrine(["import", file, "--db", db, "--batch-size", "100"])
    let progress = 0
    child.stderr!.on("data", (chunk: Buffer) => {
      // Plain progress lines come every 5 %: kill after the second one, well before the end.
      progress += chunk.toString().split("\n").filter((l) => l.startsWith("import")).length
      if (progress >= 2 && child.exitCode === null) child.kill("SIGKILL")
    })
    child.on("exit", (code, signal) => (signal === "SIGKILL" ? resolve() : reject(new Error(`import ended (${code}) before it could be killed`))))
  })

describe("an import killed with SIGKILL and run again", { timeout: 600_000 }, () => {
  it("ends in exactly the state of an uninterrupted import", async () => {
    const fixture = join(dir, "generated.ndjson")
    expect(vitrine(["fixtures", "generate", "--users", "300", "--sales", "5000", "--seed", "11", "-o", fixture, "-q"]).status).toBe(0)
    const campaigns = readFileSync(fixture, "utf8")
      .split("\n")
      .filter((l) => l.includes('"type":"DraftCampaign"'))
      .map((l) => (JSON.parse(l) as { payload: { campaignId: string } }).payload.campaignId)
    expect(campaigns.length).toBeGreaterThan(3)

    const whole = join(dir, "whole.db")
    const interrupted = join(dir, "interrupted.db")
    const once = vitrineJson<{ accepted: number }>(["import", fixture, "--db", whole])
    await importKilledMidway(fixture, interrupted)
    const count = (path: string) => {
      const db = new Database(path, { readonly: true })
      const n = db.prepare("SELECT count(*) FROM events").pluck().get() as number
      db.close()
      return n
    }
    const partial = count(interrupted)
    const total = count(whole)
    expect(partial).toBeGreaterThan(0)
    expect(partial).toBeLessThan(total)

    const resumed = vitrineJson<{ accepted: number; rejected: Array<unknown> }>(["import", fixture, "--db", interrupted])
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
  })
})
