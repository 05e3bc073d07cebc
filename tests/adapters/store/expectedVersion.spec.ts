import { afterAll, describe, expect, it } from "vitest"
import { ConcurrencyConflict, type ExpectedVersion } from "../../../domain/shared/eventStore.ts"
import type { SqliteEventLog } from "../../../adapters/store/SqliteEventLog.ts"
import { added, someEvents, to } from "../../support/events.ts"
import { allEvents, openLog } from "../../support/openLog.ts"
import { tempDir } from "../../support/tempDir.ts"

const tmp = tempDir("expected-version")
afterAll(tmp.remove)

/** Everything an append could have touched. */
const snapshot = (log: SqliteEventLog, streamId: string) => ({
  version: log.streamVersion(streamId),
  lastPosition: log.lastPosition(),
  events: allEvents(log)
})

const conflictOf = (f: () => unknown): ConcurrencyConflict => {
  try {
    f()
  } catch (e) {
    if (e instanceof ConcurrencyConflict) return e
    throw e
  }
  throw new Error("expected a ConcurrencyConflict, the append succeeded")
}

describe("expected versions", () => {
  it.each([0, 2, 4, 100])("a wrong exact version (%s) changes nothing, not even the stream's version", (wrong) => {
    const log = openLog(tmp.file())
    log.append([to("order-1", "no_stream", ...someEvents(3))])
    log.append([to("other-1", "no_stream", ...someEvents(1))])
    const before = snapshot(log, "order-1")

    const conflict = conflictOf(() => log.append([to("order-1", wrong, added())]))

    expect(conflict).toMatchObject({ streamId: "order-1", expected: wrong, actual: 3 })
    expect(snapshot(log, "order-1")).toEqual(before)
    // The next correct append lands right after, so no counter moved in between.
    const next = log.append([to("order-1", 3, added())])
    expect(next).toEqual({ firstPosition: 5, lastPosition: 5, streams: [{ streamId: "order-1", version: 4 }] })
  })

  it("`no_stream` accepts a new stream and refuses an existing one", () => {
    const log = openLog(tmp.file())
    expect(log.append([to("cart-1", "no_stream", added())]).streams).toEqual([{ streamId: "cart-1", version: 1 }])
    const before = snapshot(log, "cart-1")
    expect(conflictOf(() => log.append([to("cart-1", "no_stream", added())]))).toMatchObject({ expected: "no_stream", actual: 1 })
    expect(snapshot(log, "cart-1")).toEqual(before)
  })

  it("`stream_exists` refuses a new stream, creating nothing, and accepts an existing one", () => {
    const log = openLog(tmp.file())
    expect(conflictOf(() => log.append([to("cart-2", "stream_exists", added())]))).toMatchObject({ expected: "stream_exists", actual: 0 })
    expect(snapshot(log, "cart-2")).toEqual({ version: 0, lastPosition: 0, events: [] })
    expect(log.readStream("cart-2")).toEqual([])

    log.append([to("cart-2", "any", added())])
    expect(log.append([to("cart-2", "stream_exists", added())]).streams).toEqual([{ streamId: "cart-2", version: 2 }])
  })

  it("an exact version is accepted only when it is the stream's current version", () => {
    const log = openLog(":memory:")
    expect(log.append([to("s", 0, added())]).streams).toEqual([{ streamId: "s", version: 1 }])
    expect(log.append([to("s", 1, ...someEvents(2))]).streams).toEqual([{ streamId: "s", version: 3 }])
    expect(conflictOf(() => log.append([to("s", 2, added())]))).toMatchObject({ expected: 2, actual: 3 })
    expect(conflictOf(() => log.append([to("s", 0, added())]))).toMatchObject({ expected: 0, actual: 3 })
    expect(log.append([to("s", 3, added())]).streams).toEqual([{ streamId: "s", version: 4 }])
    expect(log.readStream("s").map((e) => e.streamVersion)).toEqual([1, 2, 3, 4])
  })

  it("`any` appends whatever the stream's version", () => {
    const log = openLog(":memory:")
    const versions = [1, 2, 3].map(() => log.append([to("s", "any", added())]).streams[0]?.version)
    expect(versions).toEqual([1, 2, 3])
  })

  it.each<ExpectedVersion>(["no_stream", 0, 1, "stream_exists", "any"])(
    "an append with no events still checks its expected version (%s)",
    (expected) => {
      const log = openLog(":memory:")
      log.append([to("s", "any", ...someEvents(2))])
      const holds = expected === "stream_exists" || expected === "any"
      if (holds) expect(log.append([to("s", expected)])).toEqual({ firstPosition: 0, lastPosition: 0, streams: [{ streamId: "s", version: 2 }] })
      else expect(conflictOf(() => log.append([to("s", expected)]))).toMatchObject({ actual: 2 })
      expect(log.lastPosition()).toBe(2)
    }
  )
})
