import { afterAll, describe, expect, it } from "vitest"
import { ConcurrencyConflict } from "../../../domain/shared/eventStore.ts"
import { added, someEvents, to } from "../../support/events.ts"
import { allEvents, openLog } from "../../support/openLog.ts"
import { tempDir } from "../../support/tempDir.ts"

const tmp = tempDir("positions")
afterAll(tmp.remove)

describe("global positions", () => {
  it("the last global position is the highest position written, and every append reports its own", () => {
    const log = openLog(tmp.file())
    expect(log.lastPosition()).toBe(0)
    const results = [
      log.append([to("a", "any", ...someEvents(3))]),
      log.append([to("b", "any", added())]),
      log.append([to("a", "any", ...someEvents(2)), to("c", "any", added())])
    ]
    const positions = allEvents(log).map((e) => e.position)
    expect(log.lastPosition()).toBe(Math.max(...positions))
    expect(results.map((r) => [r.firstPosition, r.lastPosition])).toEqual([[1, 3], [4, 4], [5, 7]])
    expect(log.lastPosition()).toBe(results[2]?.lastPosition)
  })

  it("positions run 1..n with no gap, even after failed and rolled-back appends", () => {
    const log = openLog(tmp.file())
    log.append([to("a", "no_stream", ...someEvents(2))])
    expect(() => log.append([to("a", "no_stream", ...someEvents(5))])).toThrow(ConcurrencyConflict)
    expect(() =>
      log.transaction(() => {
        log.append([to("b", "any", ...someEvents(3))])
        throw new Error("the batch gives up")
      })
    ).toThrow("the batch gives up")
    log.append([to("b", "any", added())])
    expect(allEvents(log).map((e) => [e.position, e.streamId, e.streamVersion])).toEqual([
      [1, "a", 1],
      [2, "a", 2],
      [3, "b", 1]
    ])
  })

  it("one append's events take consecutive positions in the order given", () => {
    const log = openLog(":memory:")
    const events = someEvents(4)
    const r = log.append([to("x", "any", events[0]!, events[1]!), to("y", "any", events[2]!, events[3]!)])
    expect(allEvents(log).map((e) => [e.position, e.eventId])).toEqual(events.map((e, i) => [r.firstPosition + i, e.eventId]))
  })
})
