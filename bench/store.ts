// The event store against raw better-sqlite3, in one run, on the same file system, tables and
// pragmas. Rounds of the baseline and of the store alternate, so both see the same machine.
import type Database from "better-sqlite3"
import { Effect, Stream } from "effect"
import { mkdirSync, rmSync } from "node:fs"
import { join } from "node:path"
import { openDatabase, type Durability } from "../adapters/store/database.ts"
import { EventStore } from "../adapters/store/EventStore.ts"
import { SqliteEventLog } from "../adapters/store/SqliteEventLog.ts"
import type { AppendToStream } from "../domain/shared/eventStore.ts"
import { benchCodec, benchEvent } from "./lib/benchEvents.ts"
import { median, rate, timed, type Round } from "./lib/measure.ts"
import { printFigures, type Figure } from "./lib/printFigures.ts"
import { rawEventLog } from "./lib/rawEventLog.ts"
import { removeDatabase } from "./lib/scratchDatabase.ts"
import { benchWork } from "./lib/workDir.ts"

const workDir = join(benchWork, "store")
const rounds = Number(process.env["BENCH_STORE_ROUNDS"] ?? 5)

const freshFile = (name: string): string => {
  const path = join(workDir, `${name}.db`)
  removeDatabase(path)
  return path
}

const withDb = <A>(path: string, durability: Durability, f: (db: Database.Database) => A): A => {
  const db = openDatabase(path, { durability })
  try {
    return f(db)
  } finally {
    db.close()
  }
}

/** Times `work` inside an EventStore service opened on `path` (opening is not timed). */
const timedInStore = (path: string, durability: Durability, units: number, work: (store: EventStore["Service"]) => Effect.Effect<void, unknown>) =>
  Effect.runPromise(
    Effect.gen(function* () {
      const store = yield* EventStore
      const start = process.hrtime.bigint()
      yield* work(store)
      return { units, seconds: Number(process.hrtime.bigint() - start) / 1e9 } satisfies Round
    }).pipe(Effect.provide(EventStore.layer({ path, durability })))
  )

/** `appends` appends of `size` events each over 100 streams, each expecting its stream's version. */
const appendWorkload = (appends: number, size: number, run: string): Array<AppendToStream> =>
  Array.from({ length: appends }, (_, i) => ({
    streamId: `s-${i % 100}`,
    expected: Math.floor(i / 100) * size,
    events: Array.from({ length: size }, (_, k) => benchEvent(i * size + k, run))
  }))

const appendFigures = async (label: string, durability: Durability, appends: number, size: number): Promise<Array<Figure>> => {
  const raw: Array<number> = []
  const log: Array<number> = []
  const effect: Array<number> = []
  for (let r = 0; r < rounds; r++) {
    const work = appendWorkload(appends, size, `r${r}`)
    raw.push(rate(withDb(freshFile("raw"), durability, (db) => {
      const baseline = rawEventLog(db)
      return timed(appends, () => work.forEach((a) => baseline.append(a.streamId, a.expected as number, a.events)))
    })))
    log.push(rate(withDb(freshFile("log"), durability, (db) => {
      const store = new SqliteEventLog(db)
      return timed(appends, () => work.forEach((a) => store.append([a])))
    })))
    effect.push(rate(await timedInStore(freshFile("effect"), durability, appends, (store) => Effect.forEach(work, (a) => store.append([a]), { discard: true }))))
  }
  const [unit, scale] = size === 1 ? ["appends/s", 1] : ["events/s", size]
  return [
    { figure: label, unit, raw: median(raw) * scale, store: median(log) * scale, target: 0.6 },
    { figure: "  through EventStore (Effect, traced)", unit, raw: median(raw) * scale, store: median(effect) * scale }
  ]
}

const readStreamFigures = async (): Promise<Array<Figure>> => {
  const path = freshFile("read")
  withDb(path, "normal", (db) => {
    const log = new SqliteEventLog(db)
    // Ten streams of 1,000 events, interleaved as real streams are.
    log.transaction(() => {
      for (let i = 0; i < 10_000; i++) log.append([{ streamId: `s-${i % 10}`, expected: Math.floor(i / 10), events: [benchEvent(i, "read")] }])
    })
  })
  const reads = 200
  const check = (n: number) => {
    if (n !== 1000) throw new Error(`read ${n} events of 1000`)
  }
  const raw: Array<number> = []
  const log: Array<number> = []
  const effect: Array<number> = []
  for (let r = 0; r < rounds; r++) {
    withDb(path, "normal", (db) => {
      const baseline = rawEventLog(db)
      raw.push(rate(timed(reads * 1000, () => { for (let k = 0; k < reads; k++) check(baseline.readStream("s-3")) })))
      const store = new SqliteEventLog(db)
      log.push(rate(timed(reads * 1000, () => { for (let k = 0; k < reads; k++) check(store.readStream("s-3").length) })))
    })
    effect.push(rate(await timedInStore(path, "normal", reads * 1000, (store) =>
      Effect.repeat(Effect.map(store.readStream("s-3"), (events) => check(events.length)), { times: reads - 1 }))))
  }
  return [
    { figure: "read a 1,000-event stream", unit: "events/s", raw: median(raw), store: median(log) },
    { figure: "  through EventStore (Effect, traced)", unit: "events/s", raw: median(raw), store: median(effect) }
  ]
}

const scanFigures = async (): Promise<Array<Figure>> => {
  const total = 200_000
  const path = freshFile("scan")
  withDb(path, "normal", (db) => {
    const log = new SqliteEventLog(db)
    log.transaction(() => {
      for (let i = 0; i < total; i += 4) {
        log.append([{ streamId: `u-${(i / 4) % 5000}`, expected: "any", events: [0, 1, 2, 3].map((k) => benchEvent(i + k, "scan")) }])
      }
    })
  })
  const check = (n: number) => {
    if (n !== total) throw new Error(`scan saw ${n} of ${total} events`)
  }
  const raw: Array<number> = []
  const rawData: Array<number> = []
  const log: Array<number> = []
  const effect: Array<number> = []
  for (let r = 0; r < rounds; r++) {
    withDb(path, "normal", (db) => {
      const baseline = rawEventLog(db)
      raw.push(rate(timed(total, () => check(baseline.scan(true)))))
      rawData.push(rate(timed(total, () => check(baseline.scan(false)))))
      const store = new SqliteEventLog(db)
      log.push(rate(timed(total, () => {
        let n = 0
        for (const e of store.iterateAll(0)) if (benchCodec.decodeStored(e)._tag !== "") n += 1
        check(n)
      })))
    })
    let seen = 0
    effect.push(rate(await timedInStore(path, "normal", total, (store) =>
      store.readAll(0, 10_000).pipe(
        Stream.map((e) => benchCodec.decodeStored(e)),
        Stream.runForEachArray((batch) => Effect.sync(() => { seen += batch.length }))
      ))))
    check(seen)
  }
  return [
    { figure: "scan $all, decoded through Schema", unit: "events/s", raw: median(raw), store: median(effect), target: 0.5 },
    { figure: "  sync cursor (SqliteEventLog.iterateAll)", unit: "events/s", raw: median(raw), store: median(log) },
    { figure: "  vs raw parsing the payload only", unit: "events/s", raw: median(rawData), store: median(effect) }
  ]
}

export const run = async () => {
  rmSync(workDir, { recursive: true, force: true })
  mkdirSync(workDir, { recursive: true })
  const started = Date.now()
  const figures = [
    ...(await appendFigures("1-event append, synchronous=NORMAL", "normal", 4000, 1)),
    ...(await appendFigures("1-event append, synchronous=FULL", "full", 400, 1)),
    ...(await appendFigures("50-event append, synchronous=NORMAL", "normal", 200, 50)),
    ...(await readStreamFigures()),
    ...(await scanFigures())
  ]
  printFigures(figures)
  rmSync(workDir, { recursive: true, force: true })
  return {
    at: new Date().toISOString(),
    node: process.version,
    seconds: Math.round((Date.now() - started) / 1000),
    figures: figures.map((f) => ({ ...f, raw: Math.round(f.raw), store: Math.round(f.store), ratio: Number((f.store / f.raw).toFixed(2)) }))
  }
}
