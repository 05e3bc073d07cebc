import { describe, expect, it, layer } from "@effect/vitest"
import { Cause, Effect, Exit } from "effect"
import { afterAll } from "vitest"
import { EventStore } from "../../../adapters/store/EventStore.ts"
import { ConcurrencyConflict } from "../../../domain/shared/eventStore.ts"
import { added, someEvents, to } from "../../support/events.ts"
import { tempDir } from "../../support/tempDir.ts"

const tmp = tempDir("in-process")
afterAll(tmp.remove)

const callers = 200

layer(EventStore.layer({ path: tmp.file(), durability: "normal" }))("many async callers in one process", (it) => {
  it.effect("never meet SQLITE_BUSY, and each append's events stay together", () =>
    Effect.gen(function* () {
      const store = yield* EventStore
      const appends = Array.from({ length: callers }, (_, i) => [to(`busy-${i % 7}`, "any", ...someEvents(5)), to(`busy-own-${i}`, "no_stream", added())])
      const results = yield* Effect.promise(() => Promise.all(appends.map((a) => Effect.runPromise(store.append(a)))))

      const idAt = new Map(store.log.readAll(0, 10 * callers).map((e) => [e.position, e.eventId]))
      for (const [i, r] of results.entries()) {
        const written = appends[i]!.flatMap((s) => s.events.map((e) => e.eventId))
        const positions = written.map((_, k) => r.firstPosition + k)
        expect(r.lastPosition).toBe(positions[positions.length - 1])
        expect(positions.map((p) => idAt.get(p))).toEqual(written)
      }
      const busy = yield* store.readStream("busy-0")
      expect(busy.map((e) => e.streamVersion)).toEqual(Array.from({ length: busy.length }, (_, i) => i + 1))
      expect(yield* store.lastPosition).toBe(callers * 6)
    })
  )

  it.effect("racing for one version, exactly one caller wins and the others get a typed conflict", () =>
    Effect.gen(function* () {
      const store = yield* EventStore
      const exits = yield* Effect.promise(() =>
        Promise.all(Array.from({ length: 50 }, () => Effect.runPromiseExit(store.append([to("race", "no_stream", added())])))))
      const failures = exits.filter(Exit.isFailure).map((e) => Cause.squash(e.cause))
      expect(exits.filter(Exit.isSuccess)).toHaveLength(1)
      expect(failures).toHaveLength(49)
      expect(failures.every((f) => f instanceof ConcurrencyConflict)).toBe(true)
      expect(yield* store.streamVersion("race")).toBe(1)
    })
  )
})

describe("two store instances on one file in one process", () => {
  it.effect("interleave their appends without SQLITE_BUSY and without gaps", () =>
    Effect.gen(function* () {
      const path = tmp.file("pair")
      const a = yield* EventStore.make({ path, durability: "normal" })
      const b = yield* EventStore.make({ path, durability: "normal" })
      const runs = Array.from({ length: 100 }, (_, i) => Effect.runPromise((i % 2 === 0 ? a : b).append([to(`pair-${i % 5}`, "any", ...someEvents(3))])))
      yield* Effect.promise(() => Promise.all(runs))
      const positions = a.log.readAll(0, 1000).map((e) => e.position)
      expect(positions).toEqual(Array.from({ length: 300 }, (_, i) => i + 1))
      expect(yield* b.lastPosition).toBe(300)
    })
  )
})
