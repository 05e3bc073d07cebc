import { readFileSync } from "node:fs"
import { join } from "node:path"
import { migrationsFolder } from "../../../adapters/store/database.ts"
import { afterAll, describe, expect, it } from "vitest"
import { allEvents, countCommands, openLog } from "../../support/openLog.ts"
import { startNode } from "../../support/spawnNode.ts"
import { tempDir } from "../../support/tempDir.ts"

const tmp = tempDir("multi-process")
afterAll(tmp.remove)

const appends = 1500

describe("two processes appending to one file", () => {
  it("both succeed (busy_timeout, not SQLITE_BUSY), and positions stay gap-free", async () => {
    // A fresh file: both processes also create the schema at once.
    const path = tmp.file()
    const names = ["w1", "w2"]
    const writers = names.map((w) => startNode("concurrentWriter.ts", [path, w, String(appends), names.join(",")]))
    const finished = await Promise.all(writers.map((w) => w.done))

    for (const f of finished) expect({ code: f.code, stderr: f.stderr }).toEqual({ code: 0, stderr: "" })
    const log = openLog(path)
    const events = allEvents(log)
    expect(events.map((e) => e.position)).toEqual(Array.from({ length: 2 * appends * 3 }, (_, i) => i + 1))
    expect(log.readStream("shared").map((e) => e.streamVersion)).toEqual(Array.from({ length: 2 * appends }, (_, i) => i + 1))
    expect(log.streamVersion("own-w1")).toBe(2 * appends)
    expect(log.streamVersion("own-w2")).toBe(2 * appends)
    expect(countCommands(log.db)).toBe(2 * appends)
    // Each append's three events are consecutive: no process slipped in between.
    for (let i = 0; i < events.length; i += 3) {
      expect(new Set(events.slice(i, i + 3).map((e) => e.metadata["commandId"])).size).toBe(1)
    }
    // The writers really did overlap: the log goes from one to the other and back. (SQLite's
    // lock is not fair, so a writer in a tight loop keeps it for long stretches.)
    const switches = events.filter((e, i) => i > 0 && e.eventId.slice(0, 2) !== events[i - 1]!.eventId.slice(0, 2)).length
    expect(switches).toBeGreaterThanOrEqual(2)
    expect(log.db.pragma("integrity_check", { simple: true })).toBe("ok")
  }, 120_000)

  it("several processes opening a fresh file at once all find the schema created once", async () => {
    const path = tmp.file()
    const names = ["o1", "o2", "o3", "o4"]
    const openers = names.map((w) => startNode("concurrentWriter.ts", [path, w, "1", names.join(",")]))
    const finished = await Promise.all(openers.map((o) => o.done))
    for (const f of finished) expect({ code: f.code, stderr: f.stderr }).toEqual({ code: 0, stderr: "" })
    const log = openLog(path)
    const journal = JSON.parse(readFileSync(join(migrationsFolder, "meta", "_journal.json"), "utf8")) as { entries: Array<unknown> }
    expect(log.db.prepare("SELECT count(*) FROM __drizzle_migrations").pluck().get()).toBe(journal.entries.length)
    expect(log.lastPosition()).toBe(12)
  }, 120_000)
})
