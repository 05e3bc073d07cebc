import { describe, expect, it } from "vitest"
import { openDatabase } from "../../../adapters/store/database.ts"
import { SqliteEventLog } from "../../../adapters/store/SqliteEventLog.ts"

describe("event log smoke", () => {
  it("appends and reads back a stream in order", () => {
    const log = new SqliteEventLog(openDatabase(":memory:"))
    log.append([{ streamId: "t-1", expected: "no_stream", events: [{ eventId: "a", type: "T", data: { n: 1 } }] }])
    log.append([{ streamId: "t-1", expected: 1, events: [{ eventId: "b", type: "T", data: { n: 2 } }] }])
    expect(log.readStream("t-1").map((e) => e.data)).toEqual([{ n: 1 }, { n: 2 }])
  })
})
