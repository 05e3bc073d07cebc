import { afterAll, describe, expect, it } from "vitest"
import { ProjectionEngine } from "../../../adapters/store/projections.ts"
import { ConcurrencyConflict } from "../../../domain/shared/eventStore.ts"
import { added, someEvents, to } from "../../support/events.ts"
import { allEvents, countCommands, openLog } from "../../support/openLog.ts"
import { tempDir } from "../../support/tempDir.ts"
import { readTotals, totalsProjection } from "../../support/totalsProjection.ts"

const tmp = tempDir("multi-stream")
afterAll(tmp.remove)

describe("multi-stream appends", () => {
  it.each([0, 1, 2])("a conflict on stream #%s writes nothing to any stream", (conflicting) => {
    const log = openLog(tmp.file())
    log.append([to("wallet-1", "any", added()), to("stock-1", "any", ...someEvents(2)), to("order-1", "any", added())])
    const before = allEvents(log)
    const expected = [1, 2, 1].map((v, i) => (i === conflicting ? v + 1 : v))

    expect(() =>
      log.append(
        [to("wallet-1", expected[0]!, added()), to("stock-1", expected[1]!, added()), to("order-1", expected[2]!, added())],
        { commandId: "place-order" }
      )
    ).toThrow(ConcurrencyConflict)

    expect(allEvents(log)).toEqual(before)
    expect([log.streamVersion("wallet-1"), log.streamVersion("stock-1"), log.streamVersion("order-1")]).toEqual([1, 2, 1])
    expect(log.lastPosition()).toBe(4)
    expect(countCommands(log.db)).toBe(0)
  })

  it("a conflict leaves inline projections as they were", () => {
    const log = openLog(":memory:")
    const engine = new ProjectionEngine(log, [totalsProjection("multi")])
    engine.start()
    log.append([to("a", "any", added(5))])
    expect(() => log.append([to("a", 1, added(7)), to("b", 3, added(9))])).toThrow(ConcurrencyConflict)
    expect(readTotals(log.db, "multi")).toEqual({ a: { events: 1, total: 5, lastPosition: 1 } })
  })

  it("writes every stream with the versions each expected", () => {
    const log = openLog(":memory:")
    log.append([to("a", "any", ...someEvents(2))])
    const r = log.append([to("a", 2, added()), to("b", "no_stream", ...someEvents(2)), to("c", "any", added())])
    expect(r).toEqual({
      firstPosition: 3,
      lastPosition: 6,
      streams: [
        { streamId: "a", version: 3 },
        { streamId: "b", version: 2 },
        { streamId: "c", version: 1 }
      ]
    })
  })

  it("a stream named twice is written as two appends in one transaction", () => {
    const log = openLog(":memory:")
    const r = log.append([to("a", "no_stream", ...someEvents(2)), to("a", 2, added())])
    expect(r.streams).toEqual([
      { streamId: "a", version: 2 },
      { streamId: "a", version: 3 }
    ])
    expect(log.readStream("a").map((e) => e.streamVersion)).toEqual([1, 2, 3])
    // The second mention's expectation is checked against the first mention's writes.
    expect(() => log.append([to("b", "no_stream", added()), to("b", "no_stream", added())])).toThrow(ConcurrencyConflict)
    expect(log.streamVersion("b")).toBe(0)
  })
})
