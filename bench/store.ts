// The event store against raw better-sqlite3 on the same file system, tables and pragmas.
import type Database from "better-sqlite3"
import { Effect, Stream } from "effect"
import { mkdirSync, rmSync } from "node:fs"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"
import { openDatabase, type Durability } from "../adapters/store/database.ts"
import { EventStore } from "../adapters/store/EventStore.ts"
import { SqliteEventLog } from "../adapters/store/SqliteEventLog.ts"
import { benchCodec, benchEvent } from "./lib/benchEvents.ts"
import { median, rate, timed, timedAsync, type Round } from "./lib/measure.ts"
import { printFigures, type Figure } from "./lib/printFigures.ts"
import { rawEventLog } from "./lib/rawEventLog.ts"

const workDir = join(dirname(fileURLToPath(import.meta.url)), ".work", "store")
const rounds = 3

const freshFile = (name: string): string => {
  const path = join(workDir, `${name}.db`)
  for (const suffix of ["", "-wal", "-shm"]) rmSync(path + suffix, { force: true })
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

const withStore = <A>(path: string, durability: Durability, f: (store: EventStore["Service"]) => Effect.Effect<A>): Promise<A> =>
  Effect.runPromise(Effect.flatMap(EventStore, f).pipe(Effect.provide(EventStore.layer({ path, durability }))))

/** `appends` appends of `size` events each, spread over 100 streams, each checking its version. */
const appendWorkload = (appends: number, size: number, run: string) =>
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
      return timed(appends, () => { for (const a of work) baseline.append(a.streamId, a.expected, a.events) })
    })))
    log.push(rate(withDb(freshFile("log"), durability, (db) => {
      const store = new SqliteEventLog(db)
      return timed(appends, () => { for (const a of work) store.append([a]) })
    })))
    effect.push(rate(await withStore(freshFile("effect"), durability, (store) =>
      Effect.gen(function* () {
        const start = process.hrtime.bigint()
        for (const a of work) yield* store.append([a])
        return { units: appends, seconds: Number(process.hrtime.bigint() - start) / 1e9 } satisfies Round
      }).pipe(Effect.orDie)
    )))
  }
  const unit = size === 1 ? "appends/s" : "events/s"
  const scale = size === 1 ? 1 : size
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
  const reads = 300
  const raw: Array<number> = []
  const log: Array<number> = []
  const effect: Array<number> = []
  for (let r = 0; r < rounds; r++) {
    raw.push(rate(withDb(path, "normal", (db) => {
      const baseline = rawEventLog(db)
      return timed(reads * 1000, () => { for (let k = 0; k < reads; k++) if (baseline.readStream("s-3") !== 1000) throw new Error("short read") })
    })))
    log.push(rate(withDb(path, "normal", (db) => {
      const store = new SqliteEventLog(db)
      return timed(reads * 1000, () => { for (let k = 0; k < reads; k++) if (store.readStream("s-3").length !== 1000) throw new Error("short read") })
    })))
    effect.push(rate(await withStore(path, "normal", (store) =>
      Effect.gen(function* () {
        const start = process.hrtime.bigint()
        for (let k = 0; k < reads; k++) if ((yield* store.readStream("s-3")).length !== 1000) throw new Error("short read")
        return { units: reads * 1000, seconds: Number(process.hrtime.bigint() - start) / 1e9 } satisfies Round
      })
    )))
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
  const raw: Array<number> = []
  const rawData: Array<number> = []
  const log: Array<number> = []
  const effect: Array<number> = []
  const check = (n: number) => {
    if (n !== total) throw new Error(`scan saw ${n} of ${total} events`)
  }
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
    effect.push(rate(await withStore(path, "normal", (store) =>
      Effect.gen(function* () {
        let n = 0
        const start = process.hrtime.bigint()
        yield* store.readAll(0, 10_000).pipe(
          Stream.map((e) => benchCodec.decodeStored(e)),
          Stream.runForEachArray((batch) => Effect.sync(() => { n += batch.length }))
        )
        check(n)
        return { units: total, seconds: Number(process.hrtime.bigint() - start) / 1e9 } satisfies Round
      })
    )))
  }
  return [
    { figure: "scan $all, decoded through Schema", unit: "events/s", raw: median(raw), store: median(effect), target: 0.5 },
    { figure: "  sync cursor (SqliteEventLog.iterateAll)", unit: "events/s", raw: median(raw), store: median(log) },
    { figure: "  vs raw parsing only the payload", unit: "events/s", raw: median(rawData), store: median(effect) }
  ]
}

export const run = async () => {
  rmSync(workDir, { recursive: true, force: true })
  mkdirSync(workDir, { recursive: true })
  const figures: Array<Figure> = []
  const started = Date.now()
  figures.push(...(await appendFigures("1-event append, synchronous=NORMAL", "normal", 4000, 1)))
  figures.push(...(await appendFigures("1-event append, synchronous=FULL", "full", 500, 1)))
  figures.push(...(await appendFigures("50-event append, synchronous=NORMAL", "normal", 400, 50)))
  figures.push(...(await readStreamFigures()))
  figures.push(...(await scanFigures()))
  printFigures(figures)
  rmSync(workDir, { recursive: true, force: true })
  return {
    at: new Date().toISOString(),
    node: process.version,
    seconds: Math.round((Date.now() - started) / 1000),
    figures: figures.map((f) => ({ ...f, raw: Math.round(f.raw), store: Math.round(f.store), ratio: Number((f.store / f.raw).toFixed(2)) }))
  }
}
