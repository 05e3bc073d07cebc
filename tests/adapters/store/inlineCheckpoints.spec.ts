import { afterAll, describe, expect, it } from "vitest"
import { ProjectionEngine } from "../../../adapters/store/projections.ts"
import type { SqliteEventLog } from "../../../adapters/store/SqliteEventLog.ts"
import type { StoredEvent } from "../../../domain/shared/eventStore.ts"
import { added, someEvents, to } from "../../support/events.ts"
import { allEvents, openLog } from "../../support/openLog.ts"
import { tempDir } from "../../support/tempDir.ts"
import { foldTotals, readTotals, totalsProjection } from "../../support/totalsProjection.ts"

const tmp = tempDir("inline-checkpoints")
afterAll(tmp.remove)

const withInline = (log: SqliteEventLog, onApply?: (event: StoredEvent) => void) => {
  const engine = new ProjectionEngine(log, [totalsProjection("inline", onApply ? { onApply } : {})])
  engine.start()
  return engine
}

/** The last position the projection itself holds (0 when empty). */
const heldUpTo = (log: SqliteEventLog) => Math.max(0, ...Object.values(readTotals(log.db, "inline")).map((t) => t.lastPosition))

describe("inline projection checkpoints", () => {
  it("equal the last position after every append", () => {
    const log = openLog(tmp.file())
    const engine = withInline(log)
    for (let i = 0; i < 40; i++) {
      log.append([to(`s-${i % 4}`, "any", ...someEvents(1 + (i % 3)))])
      expect(engine.checkpoint("inline")).toEqual({ version: 1, position: log.lastPosition() })
    }
    expect(readTotals(log.db, "inline")).toEqual(foldTotals(allEvents(log)))
  })

  it("after a batch that dies half-way, equal what the projection holds, and it equals the log", () => {
    const log = openLog(tmp.file())
    const engine = withInline(log)
    log.append([to("a", "any", added(2))])
    expect(() =>
      log.transaction(() => {
        log.append([to("a", "any", added(3))])
        log.append([to("b", "any", added(4))])
        throw new Error("killed mid-batch")
      })
    ).toThrow("killed mid-batch")
    expect(engine.checkpoint("inline")?.position).toBe(heldUpTo(log))
    expect(engine.checkpoint("inline")?.position).toBe(log.lastPosition())
    expect(readTotals(log.db, "inline")).toEqual(foldTotals(allEvents(log)))
  })

  it("when the projection fails on an event, the append is refused and nothing moves", () => {
    const log = openLog(tmp.file())
    const engine = withInline(log, (e) => {
      if ((e.data as { n: number }).n < 0) throw new Error("negative amount")
    })
    log.append([to("a", "any", added(2))])
    expect(() => log.append([to("a", "any", added(5), added(-1))])).toThrow("negative amount")
    expect(log.lastPosition()).toBe(1)
    expect(engine.checkpoint("inline")?.position).toBe(1)
    expect(readTotals(log.db, "inline")).toEqual({ a: { events: 1, total: 2, lastPosition: 1 } })
  })

  it("catch up first on events another writer appended without running them", () => {
    const path = tmp.file()
    const log = openLog(path)
    const engine = withInline(log)
    log.append([to("a", "any", added(1))])
    // A second connection with no projection engine: a script, an older binary.
    openLog(path).append([to("b", "any", added(10)), to("a", "any", added(100))])
    log.append([to("c", "any", added(1000))])
    expect(readTotals(log.db, "inline")).toEqual(foldTotals(allEvents(log)))
    expect(engine.checkpoint("inline")?.position).toBe(4)
  })

  it("in savepoints side by side (a group commit), keep what a released one applied when the next rolls back", () => {
    const log = openLog(tmp.file())
    const engine = withInline(log)
    log.append([to("a", "any", added(1))])
    log.transaction(() => {
      log.transaction(() => log.append([to("a", "any", added(2))]))
      expect(() =>
        log.transaction(() => {
          log.append([to("b", "any", added(3))])
          throw new Error("this command only")
        })
      ).toThrow("this command only")
      log.transaction(() => log.append([to("c", "any", added(4))]))
    })
    expect(readTotals(log.db, "inline")).toEqual(foldTotals(allEvents(log)))
    expect(engine.checkpoint("inline")?.position).toBe(log.lastPosition())
  })
})
