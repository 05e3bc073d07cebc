import { afterAll, describe, expect, it } from "vitest"
import { ConcurrencyConflict, DuplicateEventId } from "../../../domain/shared/eventStore.ts"
import { added, someEvents, to } from "../../support/events.ts"
import { allEvents, openLog } from "../../support/openLog.ts"
import { tempDir } from "../../support/tempDir.ts"

const tmp = tempDir("event-ids")
afterAll(tmp.remove)

describe("event ids", () => {
  it.each(["same expected version", "any"] as const)("an exact repeat (%s) returns the first result and writes nothing", (how) => {
    const log = openLog(tmp.file())
    log.append([to("s", "any", added())])
    const batch = someEvents(3)
    const first = log.append([to("s", 1, ...batch)])
    log.append([to("s", 4, added())])
    const before = allEvents(log)

    const repeat = log.append([to("s", how === "any" ? "any" : 1, ...batch)])

    expect(repeat).toEqual(first)
    expect(allEvents(log)).toEqual(before)
  })

  it("an exact repeat of a multi-stream append returns the first result", () => {
    const log = openLog(":memory:")
    const a = someEvents(2)
    const b = someEvents(1)
    const first = log.append([to("a", "no_stream", ...a), to("b", "no_stream", ...b)])
    expect(log.append([to("a", "no_stream", ...a), to("b", "no_stream", ...b)])).toEqual(first)
    expect(log.lastPosition()).toBe(3)
  })

  it("a repeat whose expected version did not hold the first time is a conflict", () => {
    const log = openLog(":memory:")
    const e = added()
    log.append([to("s", "no_stream", e)])
    expect(() => log.append([to("s", 5, e)])).toThrow(ConcurrencyConflict)
    expect(() => log.append([to("s", "stream_exists", e)])).toThrow(ConcurrencyConflict)
    expect(log.lastPosition()).toBe(1)
  })

  const misuses = {
    "the same id in another stream": (id: string) => [to("other", "any", added(1, id))],
    "the same id followed by a new event": (id: string) => [to("s", "any", added(1, id), added())],
    "a new event followed by the same id": (id: string) => [to("s", "any", added(), added(1, id))],
    "the same id twice in one append": () => [to("fresh", "any", added(1, "twice"), added(1, "twice"))],
    "the same ids in another order": (id: string) => [to("s", "any", added(1, `${id}-b`), added(1, id))]
  }

  it.each(Object.entries(misuses))("%s fails with DuplicateEventId and writes nothing", (_, appendOf) => {
    const log = openLog(tmp.file())
    log.append([to("s", "no_stream", added(1, "taken"), added(1, "taken-b"))])
    const before = allEvents(log)
    expect(() => log.append(appendOf("taken"))).toThrow(DuplicateEventId)
    expect(allEvents(log)).toEqual(before)
    expect(log.streamVersion("other") + log.streamVersion("fresh")).toBe(0)
  })

  it("names the id that was taken", () => {
    const log = openLog(":memory:")
    log.append([to("s", "any", added(1, "taken"))])
    expect(() => log.append([to("t", "any", added(1, "new"), added(1, "taken"))])).toThrow(
      expect.objectContaining({ _tag: "DuplicateEventId", eventId: "taken" })
    )
  })

  it("pieces of two different appends are not a repeat of either", () => {
    const log = openLog(":memory:")
    log.append([to("a", "any", added(1, "one"))])
    log.append([to("a", "any", added(1, "two"))])
    log.append([to("b", "any", added(1, "three"))])
    expect(() => log.append([to("a", "any", added(1, "one")), to("b", "any", added(1, "three"))])).toThrow(DuplicateEventId)
  })
})
