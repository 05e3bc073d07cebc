import { spawn, spawnSync } from "node:child_process"
import { once } from "node:events"
import { join } from "node:path"
import { beforeAll, describe, expect, it } from "vitest"
import { bin, node, vitrine } from "../support/cli.ts"
import { fixtures } from "../support/server.ts"
import { tempDir } from "../support/tmp.ts"

const dir = tempDir("vitrine-cli-backup-")
const db = join(dir, "live.db")

beforeAll(() => {
  // The demo programme: a file of some thousands of pages, as a step-wise backup copies in many steps.
  expect(vitrine(["import", fixtures.demo, "--db", db, "--json"]).status).toBe(0)
}, 120_000)

describe("vitrine backup beside a writer", { timeout: 120_000 }, () => {
  it("ends, with a copy that verifies, while another process commits all the time (it restarted for ever)", async () => {
    // A server's stream of small commits, sped up: each one changes the file between two steps of
    // a step-wise backup, which SQLite then starts again from the first page.
    const writer = spawn(
      node,
      [
        "-e",
        `const db = new (require("better-sqlite3"))(process.argv[1], { timeout: 10000 }); db.pragma("synchronous = OFF");
         const touch = db.prepare("UPDATE accounts SET status = status WHERE rowid = (SELECT min(rowid) FROM accounts)");
         console.log("writing");
         const loop = () => { touch.run(); setTimeout(loop, 1) }; loop()`,
        db
      ],
      { stdio: ["ignore", "pipe", "inherit"] }
    )
    try {
      await once(writer.stdout!, "data")
      const copy = join(dir, "copy.db")
      // A minute is hundreds of times what the copy takes: a backup that restarts for ever is killed.
      const run = spawnSync(node, [bin, "backup", copy, "--db", db, "--json"], { encoding: "utf8", timeout: 60_000, env: { ...process.env, CI: "true" } })
      expect([run.status, run.stderr]).toEqual([0, ""])
      expect(vitrine(["verify", "--db", copy]).status).toBe(0)
    } finally {
      writer.kill()
      await once(writer, "exit")
    }
  })
})
