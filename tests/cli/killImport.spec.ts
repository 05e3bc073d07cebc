import { readFileSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
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
    const partial = vitrineJson<Array<unknown>>(["events", "tail", "-n", "100000000", "--db", interrupted]).length
    const total = vitrineJson<Array<unknown>>(["events", "tail", "-n", "100000000", "--db", whole]).length
    expect(partial).toBeGreaterThan(0)
    expect(partial).toBeLessThan(total)

    const resumed = vitrineJson<{ accepted: number; rejected: Array<unknown> }>(["import", fixture, "--db", interrupted])
    expect(resumed.accepted).toBe(once.accepted)
    for (const campaignId of campaigns) {
      for (const kind of ["balances", "levels", "sales"]) {
        expect(vitrineJson(["report", kind, "--campaign", campaignId, "--db", interrupted])).toEqual(
          vitrineJson(["report", kind, "--campaign", campaignId, "--db", whole])
        )
      }
    }
    expect(vitrine(["verify", "--db", interrupted]).status).toBe(0)
  })
})
