import { fc, test } from "@fast-check/vitest"
import { describe, expect } from "vitest"
import { ProjectionEngine } from "../../../adapters/store/projections.ts"
import type { SqliteEventLog } from "../../../adapters/store/SqliteEventLog.ts"
import { ConcurrencyConflict, DuplicateEventId, type AppendToStream, type ExpectedVersion } from "../../../domain/shared/eventStore.ts"
import { added } from "../../support/events.ts"
import { allEvents, openLog } from "../../support/openLog.ts"
import { foldTotals, readTotals, totalsProjection } from "../../support/totalsProjection.ts"

/**
 * What an append expects: a fixed expectation, or `{ offset }` from the stream's version at the
 * time (0 is what a command handler sends; others are the stale or impossible versions).
 */
type Expectation = ExpectedVersion | { readonly offset: number }

const expectation: fc.Arbitrary<Expectation> = fc.oneof(
  { arbitrary: fc.constantFrom<Expectation>("any", "no_stream", "stream_exists"), weight: 2 },
  { arbitrary: fc.constant({ offset: 0 }), weight: 3 },
  { arbitrary: fc.integer({ min: -2, max: 2 }).map((offset) => ({ offset })), weight: 1 },
  { arbitrary: fc.integer({ min: 0, max: 8 }), weight: 1 }
)

/** One stream of an append: which stream, what it expects, the numbers its events carry. */
const entry = fc.record({
  streamId: fc.constantFrom("a", "b", "c", "d"),
  expected: expectation,
  values: fc.array(fc.integer({ min: -5, max: 20 }), { maxLength: 3 })
})

const appendPlan = fc.record({
  entries: fc.array(entry, { minLength: 1, maxLength: 3 }),
  commandId: fc.option(fc.constantFrom("cmd-1", "cmd-2", "cmd-3", "cmd-4"), { nil: undefined }),
  /** Send again, as it was, the append made this many steps before (a retry). */
  repeatOf: fc.option(fc.integer({ min: 1, max: 4 }), { nil: undefined })
})

type Entry = typeof entry extends fc.Arbitrary<infer E> ? E : never

const toAppend = (log: SqliteEventLog, entries: ReadonlyArray<Entry>): Array<AppendToStream> =>
  entries.map((e) => ({
    streamId: e.streamId,
    expected: typeof e.expected === "object" ? Math.max(0, log.streamVersion(e.streamId) + e.expected.offset) : e.expected,
    events: e.values.map((n) => added(n))
  }))

/** What the store must decide, from nothing but the stream versions it holds. */
const accepts = (versions: Map<string, number>, append: ReadonlyArray<AppendToStream>): Map<string, number> | undefined => {
  const next = new Map(versions)
  for (const s of append) {
    const actual = next.get(s.streamId) ?? 0
    const e = s.expected
    const ok = e === "any" || (e === "no_stream" ? actual === 0 : e === "stream_exists" ? actual > 0 : e === actual)
    if (!ok) return undefined
    next.set(s.streamId, actual + s.events.length)
  }
  return next
}

const assertLogShape = (log: SqliteEventLog) => {
  const events = allEvents(log)
  expect(events.map((e) => e.position)).toEqual(events.map((_, i) => i + 1))
  expect(log.lastPosition()).toBe(events.length)
  for (const streamId of new Set(events.map((e) => e.streamId))) {
    const versions = events.filter((e) => e.streamId === streamId).map((e) => e.streamVersion)
    expect(versions).toEqual(versions.map((_, i) => i + 1))
  }
}

describe("random sequences of appends", () => {
  test.prop([fc.array(fc.array(entry, { minLength: 1, maxLength: 3 }), { minLength: 5, maxLength: 40 })])(
    "succeed or conflict exactly as the versions say, leaving gap-free positions and versions",
    (plans) => {
      const log = openLog()
      let versions = new Map<string, number>()
      for (const plan of plans) {
        const append = toAppend(log, plan)
        const next = accepts(versions, append)
        if (next) {
          log.append(append)
          versions = next
        } else {
          expect(() => log.append(append)).toThrow(ConcurrencyConflict)
        }
      }
      assertLogShape(log)
      for (const [streamId, version] of versions) expect(log.streamVersion(streamId)).toBe(version)
    }
  )

  test.prop([fc.array(appendPlan, { minLength: 5, maxLength: 40 })])(
    "with retried commands and repeated events, a repeat never writes and the log keeps its shape",
    (plans) => {
      const log = openLog()
      const sent: Array<{ append: Array<AppendToStream>; commandId: string | undefined; wrote: boolean }> = []
      for (const plan of plans) {
        const earlier = plan.repeatOf === undefined ? undefined : sent[sent.length - plan.repeatOf]
        const attempt = { append: toAppend(log, plan.entries), commandId: plan.commandId, wrote: false, ...earlier }
        const before = log.lastPosition()
        const seen = attempt.commandId !== undefined && log.findCommand(attempt.commandId) !== undefined
        try {
          log.append(attempt.append, attempt.commandId === undefined ? {} : { commandId: attempt.commandId })
          attempt.wrote ||= log.lastPosition() > before
        } catch (e) {
          if (!(e instanceof ConcurrencyConflict || e instanceof DuplicateEventId)) throw e
          expect(log.lastPosition()).toBe(before)
        }
        // Sending again what was written once, by command id or by event ids, writes nothing.
        if (seen || earlier?.wrote) expect(log.lastPosition()).toBe(before)
        sent.push(attempt)
      }
      assertLogShape(log)
    }
  )
})

describe("projections over random sequences", () => {
  test.prop([fc.array(appendPlan, { minLength: 5, maxLength: 40 }), fc.integer({ min: 1, max: 10 })])(
    "a rebuilt projection, and an async one caught up, equal the inline one and a fresh fold",
    (plans, batchSize) => {
      const log = openLog()
      const engine = new ProjectionEngine(log, [totalsProjection("inline"), totalsProjection("async", { inline: false })])
      engine.start()
      for (const plan of plans) {
        try {
          log.append(toAppend(log, plan.entries), plan.commandId === undefined ? {} : { commandId: plan.commandId })
        } catch (e) {
          if (!(e instanceof ConcurrencyConflict)) throw e
        }
      }
      const inline = readTotals(log.db, "inline")
      expect(inline).toEqual(foldTotals(allEvents(log)))
      engine.catchUp(engine.projections[1]!, undefined, batchSize)
      expect(readTotals(log.db, "async")).toEqual(inline)
      engine.rebuild(["inline"], undefined, batchSize)
      expect(readTotals(log.db, "inline")).toEqual(inline)
      expect(engine.checkpoint("inline")?.position).toBe(log.lastPosition())
    }
  )
})
