import { describe, expect, it } from "@effect/vitest"
import { Effect, Stream } from "effect"
import { vi } from "vitest"
import { EventStore } from "../../../adapters/store/EventStore.ts"
import { added, someEvents, to } from "../../support/events.ts"

/** 103 events over three streams, interleaved. */
const fill = Effect.gen(function* () {
  const store = yield* EventStore
  for (let i = 0; i < 103; i++) yield* store.append([to(`s-${i % 3}`, "any", added(i))])
  return store
})

describe("reading a stream", () => {
  it.effect("from a version returns that version and the later ones, in order, of that stream only", () =>
    Effect.gen(function* () {
      const store = yield* fill
      const fromFour = yield* store.readStream("s-1", 4)
      expect(fromFour.map((e) => e.streamVersion)).toEqual(Array.from({ length: 31 }, (_, i) => i + 4))
      expect(fromFour.every((e) => e.streamId === "s-1")).toBe(true)
      expect((yield* store.readStream("s-1")).map((e) => e.streamVersion)[0]).toBe(1)
      expect(yield* store.readStream("s-1", 35)).toEqual([])
      expect(yield* store.readStream("nowhere")).toEqual([])
    }).pipe(Effect.provide(EventStore.layerTest()))
  )

  it.effect("gives back every field as it was written", () =>
    Effect.gen(function* () {
      const store = yield* EventStore
      const event = { eventId: "e-1", type: "Added", data: { n: 3, nested: { list: [1, "two"] } }, metadata: { commandId: "c", v: 2 } }
      yield* store.append([to("s", "no_stream", event)], { recordedAt: "2026-02-10T17:00:00.000Z" })
      expect(yield* store.readStream("s")).toEqual([
        { ...event, position: 1, streamId: "s", streamVersion: 1, recordedAt: "2026-02-10T17:00:00.000Z" }
      ])
    }).pipe(Effect.provide(EventStore.layerTest()))
  )
})

describe("reading $all as a Stream", () => {
  it.effect.each([1, 7, 10, 103, 1000])("in batches of %s gives every event once, in position order", (batchSize) =>
    Effect.gen(function* () {
      const store = yield* fill
      const positions = yield* Stream.runCollect(store.readAll(0, batchSize)).pipe(Effect.map((all) => all.map((e) => e.position)))
      expect(positions).toEqual(Array.from({ length: 103 }, (_, i) => i + 1))
    }).pipe(Effect.provide(EventStore.layerTest()))
  )

  it.effect("starts after the position given", () =>
    Effect.gen(function* () {
      const store = yield* fill
      const all = yield* Stream.runCollect(store.readAll(50, 20))
      expect(all.map((e) => e.position)).toEqual(Array.from({ length: 53 }, (_, i) => i + 51))
      expect(yield* Stream.runCollect(store.readAll(103, 20))).toEqual([])
    }).pipe(Effect.provide(EventStore.layerTest()))
  )

  it.effect("reads one batch at a time, and only as far as it is pulled", () =>
    Effect.gen(function* () {
      const store = yield* fill
      const reads = vi.spyOn(store.log, "readAll")
      yield* Stream.runDrain(store.readAll(0, 25))
      expect(reads.mock.calls).toEqual([[0, 25], [25, 25], [50, 25], [75, 25], [100, 25]])
      reads.mockClear()
      const firstThree = yield* Stream.runCollect(store.readAll(0, 10).pipe(Stream.take(3)))
      expect(firstThree.map((e) => e.position)).toEqual([1, 2, 3])
      expect(reads).toHaveBeenCalledTimes(1)
    }).pipe(Effect.provide(EventStore.layerTest()))
  )

  it.effect("sees events appended while it runs, up to where it stops", () =>
    Effect.gen(function* () {
      const store = yield* EventStore
      yield* store.append([to("s", "any", ...someEvents(10))])
      const seen = yield* Stream.runCollect(
        store.readAll(0, 4).pipe(Stream.tap((e) => (e.position === 4 ? store.append([to("s", "any", added())]) : Effect.void)))
      )
      expect(seen.map((e) => e.position)).toEqual(Array.from({ length: 11 }, (_, i) => i + 1))
    }).pipe(Effect.provide(EventStore.layerTest()))
  )
})
