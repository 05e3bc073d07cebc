import type Database from "better-sqlite3"
import { afterAll, describe, expect, it } from "vitest"
import { ProjectionEngine } from "../../../adapters/store/projections.ts"
import type { StoredEvent } from "../../../domain/shared/eventStore.ts"
import { someEvents, to } from "../../support/events.ts"
import { allEvents, openLog } from "../../support/openLog.ts"
import { tempDir } from "../../support/tempDir.ts"
import { foldTotals, readTotals, totalsProjection, type TotalsOptions } from "../../support/totalsProjection.ts"

const tmp = tempDir("async-projection")
afterAll(tmp.remove)

/** Appends `n` events over three streams. */
const write = (path: string, n: number) => {
  const log = openLog(path)
  for (let i = 0; i < n; i++) log.append([to(`s-${i % 3}`, "any", ...someEvents(1, i))])
  log.db.close()
}

/** A process lifetime: open the file, run an async projection's engine, close. */
const session = <A>(path: string, options: TotalsOptions, f: (engine: ProjectionEngine, db: Database.Database) => A): A => {
  const log = openLog(path)
  try {
    return f(new ProjectionEngine(log, [totalsProjection("async", { ...options, inline: false })]), log.db)
  } finally {
    log.db.close()
  }
}

const projection = (engine: ProjectionEngine) => engine.projections[0]!

describe("an async projection across restarts", () => {
  it("catches up without skipping or redelivering an event", () => {
    const path = tmp.file()
    const deliveries = new Map<number, number>()
    const count = { onApply: (e: StoredEvent) => deliveries.set(e.position, (deliveries.get(e.position) ?? 0) + 1) }
    write(path, 30)
    session(path, count, (engine) => engine.start())
    write(path, 25)
    session(path, count, (engine) => engine.catchUp(projection(engine), undefined, 7))
    session(path, count, (engine) => engine.catchUp(projection(engine), undefined, 7))
    write(path, 3)
    const state = session(path, count, (engine, db) => {
      engine.start()
      return { checkpoint: engine.checkpoint("async"), totals: readTotals(db, "async"), events: allEvents(openLog(path)) }
    })

    expect([...deliveries.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: 58 }, (_, i) => i + 1))
    expect([...deliveries.values()].every((n) => n === 1)).toBe(true)
    expect(state.checkpoint).toEqual({ version: 1, position: 58 })
    expect(state.totals).toEqual(foldTotals(state.events))
  })

  it("after a crash mid-catch-up, keeps exactly the batches it committed and resumes after them", () => {
    const path = tmp.file()
    write(path, 40)
    session(path, {}, (engine) => engine.start())
    write(path, 40)
    const crash = {
      onApply: (e: StoredEvent) => {
        if (e.position === 63) throw new Error("process died")
      }
    }
    const afterCrash = session(path, crash, (engine, db) => {
      expect(() => engine.catchUp(projection(engine), undefined, 10)).toThrow("process died")
      return { checkpoint: engine.checkpoint("async")?.position, totals: readTotals(db, "async") }
    })
    // Batches 41–50 and 51–60 committed; 61–70 died with its checkpoint.
    expect(afterCrash.checkpoint).toBe(60)
    expect(afterCrash.totals).toEqual(foldTotals(allEvents(openLog(path)).filter((e) => e.position <= 60)))

    const deliveries: Array<number> = []
    session(path, { onApply: (e) => deliveries.push(e.position) }, (engine) => engine.start())
    expect(deliveries).toEqual(Array.from({ length: 20 }, (_, i) => i + 61))
    session(path, {}, (engine, db) => expect(readTotals(db, "async")).toEqual(foldTotals(allEvents(openLog(path)))))
  })

  it("two connections catching up the same projection at once deliver each event once", () => {
    const path = tmp.file()
    write(path, 50)
    const deliveries = new Map<number, number>()
    const count = { onApply: (e: StoredEvent) => deliveries.set(e.position, (deliveries.get(e.position) ?? 0) + 1) }
    session(path, count, (first) =>
      session(path, count, (second) => {
        let interleaved = false
        // After the first connection's first batch, the second one runs the whole catch-up.
        first.catchUp(projection(first), () => {
          if (interleaved) return
          interleaved = true
          second.catchUp(projection(second), undefined, 10)
        }, 10)
      })
    )
    expect([...deliveries.entries()].filter(([, n]) => n !== 1)).toEqual([])
    expect(deliveries.size).toBe(50)
  })
})

describe("a bumped projection version", () => {
  it("rebuilds the read model at start()", () => {
    const path = tmp.file()
    write(path, 12)
    let resets = 0
    session(path, { version: 1, onReset: () => resets++ }, (engine) => engine.start())
    session(path, { version: 1, onReset: () => resets++ }, (engine) => engine.start())
    expect(resets).toBe(1)

    const state = session(path, { version: 2, onReset: () => resets++ }, (engine, db) => {
      db.prepare("UPDATE test_totals_async SET total = -999").run()
      engine.start()
      return { checkpoint: engine.checkpoint("async"), totals: readTotals(db, "async") }
    })
    expect(resets).toBe(2)
    expect(state.checkpoint).toEqual({ version: 2, position: 12 })
    expect(state.totals).toEqual(foldTotals(allEvents(openLog(path))))
  })
})
