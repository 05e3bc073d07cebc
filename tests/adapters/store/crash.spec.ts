import { fc, test } from "@fast-check/vitest"
import { afterAll, describe, expect } from "vitest"
import { crashCommand } from "../../support/crashPlan.ts"
import { allEvents, openLog } from "../../support/openLog.ts"
import { startNode } from "../../support/spawnNode.ts"
import { tempDir } from "../../support/tempDir.ts"
import { foldTotals, readTotals } from "../../support/totalsProjection.ts"

const tmp = tempDir("crash")
afterAll(tmp.remove)

const killsPerFile = 8
// ~10 s on an idle two-core machine; CI machines shared with other jobs can be several times slower.
const slowMachineTimeout = 180_000

/** Starts the writer, lets it work for `ms`, kills it with SIGKILL. */
const killAfter = async (path: string, durability: string, ms: number) => {
  const writer = startNode("crashWriter.ts", [path, durability])
  await writer.printed("ready")
  await new Promise((resolve) => setTimeout(resolve, ms))
  writer.child.kill("SIGKILL")
  return writer.done
}

/** Reopens the file as the next process would and checks everything the writer left. */
const verify = (path: string) => {
  const log = openLog(path)
  try {
    expect(log.db.pragma("integrity_check", { simple: true })).toBe("ok")
    const events = allEvents(log)
    const commands = log.db.prepare<[], string>("SELECT command_id FROM commands").pluck().all()
    // Commands run in order, so the ones recorded are exactly cmd-0 … cmd-(n-1), and each
    // has every one of its events, in one run of positions; no event lacks its command.
    expect(new Set(commands)).toEqual(new Set(commands.map((_, k) => `cmd-${k}`)))
    const byCommand = new Map<string, typeof events>()
    for (const e of events) {
      const commandId = String(e.metadata["commandId"])
      byCommand.set(commandId, [...(byCommand.get(commandId) ?? []), e])
    }
    expect([...byCommand.keys()].sort()).toEqual([...commands].sort())
    for (const commandId of commands) {
      const k = Number(commandId.slice("cmd-".length))
      const own = byCommand.get(commandId) ?? []
      expect(own.map((e) => e.eventId)).toEqual(Array.from({ length: crashCommand(k, () => 0).events }, (_, i) => `${commandId}#${i + 1}`))
      expect(own.at(-1)!.position - own[0]!.position).toBe(own.length - 1)
    }
    expect(events.map((e) => e.position)).toEqual(events.map((_, i) => i + 1))
    expect(readTotals(log.db, "crash")).toEqual(foldTotals(events))
    expect(log.db.prepare("SELECT position FROM checkpoints WHERE name = 'crash'").pluck().get()).toBe(log.lastPosition())
    return commands.length
  } finally {
    log.db.close()
  }
}

// The four files are independent; running them side by side halves the wall time.
describe.concurrent("a writer killed with SIGKILL at random moments", () => {
  for (const [series, durability] of ["normal", "full", "normal", "full"].entries()) {
    test(`leaves no partial command, a sound file and projections equal to the log (file ${series + 1}: ${killsPerFile} kills, synchronous=${durability})`, async ({ g }) => {
      const path = tmp.file()
      const progress: Array<number> = []
      for (let run = 0; run < killsPerFile; run++) {
        const exit = await killAfter(path, durability, g(fc.integer, { min: 20, max: 200 }))
        expect({ signal: exit.signal, stderr: exit.stderr }).toEqual({ signal: "SIGKILL", stderr: "" })
        progress.push(verify(path))
      }
      // The kills landed while it worked: most runs got commands done before dying.
      expect(progress.filter((n, i) => n > (progress[i - 1] ?? 0)).length).toBeGreaterThanOrEqual(killsPerFile / 2)
    }, slowMachineTimeout)
  }
})
