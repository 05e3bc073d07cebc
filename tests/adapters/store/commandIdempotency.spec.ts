import { afterAll, describe, expect, it } from "vitest"
import { ConcurrencyConflict } from "../../../domain/shared/eventStore.ts"
import { added, someEvents, to } from "../../support/events.ts"
import { allEvents, countCommands, openLog } from "../../support/openLog.ts"
import { tempDir } from "../../support/tempDir.ts"

const tmp = tempDir("command-ids")
afterAll(tmp.remove)

describe("command ids (KurrentDB's idempotency rules)", () => {
  it("the same command twice with the same expected version writes once and returns the first result", () => {
    const log = openLog(tmp.file())
    const first = log.append([to("s", "no_stream", ...someEvents(2))], { commandId: "cmd-1" })
    // A retry builds its events afresh: new event ids, same command id.
    const again = log.append([to("s", "no_stream", ...someEvents(2))], { commandId: "cmd-1" })
    expect(again).toEqual(first)
    expect(allEvents(log)).toHaveLength(2)
    expect(countCommands(log.db)).toBe(1)
  })

  it("a repeat expecting `any` returns the first result", () => {
    const log = openLog(tmp.file())
    const first = log.append([to("s", 0, added()), to("t", 0, added())], { commandId: "cmd-2" })
    log.append([to("s", 1, added())])
    expect(log.append([to("s", "any", added()), to("t", "any", added())], { commandId: "cmd-2" })).toEqual(first)
    expect(allEvents(log)).toHaveLength(3)
  })

  it.each([[5], ["stream_exists"], ["no_stream"]] as const)(
    "a repeat with a different expected version (%s) is a conflict and writes nothing",
    (expected) => {
      const log = openLog(tmp.file())
      log.append([to("s", "any", added())])
      log.append([to("s", 1, added())], { commandId: "cmd-3" })
      const before = allEvents(log)
      expect(() => log.append([to("s", expected, added())], { commandId: "cmd-3" })).toThrow(
        ConcurrencyConflict
      )
      expect(allEvents(log)).toEqual(before)
    }
  )

  it("a repeat naming a stream the first did not is a conflict", () => {
    const log = openLog(":memory:")
    log.append([to("s", "no_stream", added())], { commandId: "cmd-4" })
    expect(() => log.append([to("s", "no_stream", added()), to("other", 0, added())], { commandId: "cmd-4" })).toThrow(ConcurrencyConflict)
    expect(log.streamVersion("other")).toBe(0)
  })

  it("records the command's outcome with its expected versions and result, in the append's transaction", () => {
    const log = openLog(":memory:")
    const result = log.append([to("s", "no_stream", added())], { commandId: "cmd-5", outcome: { status: "accepted", events: 1 }, recordedAt: "2026-02-10T17:00:00.000Z" })
    expect(log.findCommand("cmd-5")).toEqual({
      commandId: "cmd-5",
      recordedAt: "2026-02-10T17:00:00.000Z",
      outcome: { status: "accepted", events: 1, expected: [{ streamId: "s", expected: "no_stream" }], result }
    })
  })

  it("a command that met a conflict is not recorded, so it can be retried", () => {
    const log = openLog(":memory:")
    log.append([to("s", "any", added())])
    expect(() => log.append([to("s", "no_stream", added())], { commandId: "cmd-6" })).toThrow(ConcurrencyConflict)
    expect(log.findCommand("cmd-6")).toBeUndefined()
    expect(log.append([to("s", 1, added())], { commandId: "cmd-6" }).streams).toEqual([{ streamId: "s", version: 2 }])
  })

  it("a command in a batch that rolls back is forgotten with its events", () => {
    const log = openLog(":memory:")
    expect(() =>
      log.transaction(() => {
        log.append([to("s", "any", added())], { commandId: "cmd-7" })
        throw new Error("batch aborted")
      })
    ).toThrow("batch aborted")
    expect(log.findCommand("cmd-7")).toBeUndefined()
    expect(log.append([to("s", "no_stream", added())], { commandId: "cmd-7" }).lastPosition).toBe(1)
  })

  it("a rejection recorded without events is returned to a repeat, which writes nothing", () => {
    const log = openLog(":memory:")
    log.recordCommand("cmd-8", { status: "rejected", code: "sale.window_expired" }, "2026-02-10T17:00:00.000Z")
    expect(log.findCommand("cmd-8")?.outcome).toEqual({ status: "rejected", code: "sale.window_expired" })
    expect(log.append([to("s", "any", added())], { commandId: "cmd-8" })).toEqual({ firstPosition: 0, lastPosition: 0, streams: [] })
    expect(log.lastPosition()).toBe(0)
  })

  it("a rejection recorded twice (two processes deciding the same command) keeps the first", () => {
    const log = openLog(":memory:")
    log.recordCommand("cmd-9", { status: "rejected", code: "first" })
    log.recordCommand("cmd-9", { status: "rejected", code: "second" })
    expect(log.findCommand("cmd-9")?.outcome).toEqual({ status: "rejected", code: "first" })
    expect(countCommands(log.db)).toBe(1)
  })
})
