import { afterAll, describe, expect, it } from "vitest"
import { added, to } from "../../support/events.ts"
import { countCommands, openLog } from "../../support/openLog.ts"
import { tempDir } from "../../support/tempDir.ts"

const tmp = tempDir("sequential")
afterAll(tmp.remove)

const appends = 20_000

describe("sequential appends", () => {
  it(`${appends.toLocaleString("en")} appends in a row, each its own transaction, never fail spuriously`, () => {
    const log = openLog(tmp.file())
    const versions = new Map<string, number>()
    let events = 0
    for (let i = 0; i < appends; i++) {
      // Exact versions as a command handler would send them, a second stream every 5th append.
      const streams = i % 5 === 0 ? [`user-${i % 97}`, `campaign-${i % 3}`] : [`user-${i % 97}`]
      const result = log.append(
        streams.map((s) => to(s, versions.get(s) ?? 0, added(i))),
        { commandId: `cmd-${i}` }
      )
      for (const { streamId, version } of result.streams) versions.set(streamId, version)
      events += streams.length
      if (result.lastPosition !== events) throw new Error(`append ${i} ended at ${result.lastPosition}, expected ${events}`)
    }
    expect(log.lastPosition()).toBe(events)
    expect(countCommands(log.db)).toBe(appends)
    expect(log.readStream("user-5").map((e) => e.streamVersion)).toEqual(Array.from({ length: versions.get("user-5")! }, (_, i) => i + 1))
  })
})
