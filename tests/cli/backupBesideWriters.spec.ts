import { spawn, spawnSync, type ChildProcess } from "node:child_process"
import { once } from "node:events"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Programme } from "../../adapters/programme/Programme.ts"
import { backupInSteps } from "../../adapters/store/backup.ts"
import { bin, node, vitrine } from "../support/cli.ts"
import { fixtures } from "../support/server.ts"
import { tempDir } from "../support/tmp.ts"

const dir = tempDir("vitrine-cli-backup-")
const db = join(dir, "live.db")

/** A server's stream of small commits, sped up: one a millisecond, each changing the file. */
const startWriter = async (): Promise<ChildProcess> => {
  const writer = spawn(
    node,
    [
      "-e",
      `const db = new (require("better-sqlite3"))(process.argv[1], { timeout: 10000 }); db.pragma("synchronous = OFF");
       const touch = db.prepare("UPDATE accounts SET status = status WHERE rowid = (SELECT min(rowid) FROM accounts)");
       console.log("writing"); const loop = () => { touch.run(); setTimeout(loop, 1) }; loop()`,
      db
    ],
    { stdio: ["ignore", "pipe", "inherit"] }
  )
  await once(writer.stdout!, "data")
  return writer
}

let writer: ChildProcess
beforeAll(async () => {
  // The demo programme: thousands of pages, so that small steps make many of them.
  expect(vitrine(["import", fixtures.demo, "--db", db, "--json"]).status).toBe(0)
  writer = await startWriter()
}, 120_000)
afterAll(async () => {
  writer.kill()
  await once(writer, "exit")
})

describe("backup beside a writer", { timeout: 120_000 }, () => {
  it("ends once SQLite has started it again, by copying the rest in one step: a copy that verifies", async () => {
    const programme = Programme.open(db)
    try {
      // Steps of 50 pages: each gap between two is a chance for the writer, and SQLite then
      // starts from the first page. In steps alone it went round for ever.
      const { pages, restarts } = await backupInSteps(programme.db, join(dir, "stepped.db"), 50)
      expect(restarts).toBeGreaterThan(0)
      expect(pages).toBeGreaterThan(500)
    } finally {
      programme.close()
    }
    expect(vitrine(["verify", "--db", join(dir, "stepped.db")]).status).toBe(0)
  })

  it("vitrine backup ends too, with a copy that verifies", () => {
    const copy = join(dir, "copy.db")
    // A minute is hundreds of times what the copy takes: a backup that restarts for ever is killed.
    const run = spawnSync(node, [bin, "backup", copy, "--db", db, "--json"], { encoding: "utf8", timeout: 60_000, env: { ...process.env, CI: "true" } })
    expect([run.status, run.stderr]).toEqual([0, ""])
    expect(vitrine(["verify", "--db", copy]).status).toBe(0)
  })
})
