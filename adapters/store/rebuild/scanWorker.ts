import Database from "better-sqlite3"
import { workerData, type MessagePort } from "node:worker_threads"
import { bulkMmapBytes } from "../database.ts"
import type { ProjectionFactory, Upcast, Upcasts } from "../projections.ts"
import { foldLog, planFold } from "./foldPlan.ts"
import { ENSURE_INDEX, PROGRESS, Recorder } from "./recorder.ts"

/** What the writer tells its scan (see scanInWorker.ts). */
export interface ScanOrder {
  readonly path: string
  readonly names: ReadonlyArray<string>
  readonly lastPosition: number
  readonly progressEvery: number
  readonly port: MessagePort
  /** [batches sent, batches taken]: the scan waits while it is `ahead` batches ahead. */
  readonly counters: SharedArrayBuffer
  readonly ahead: number
}

export const SENT = 0
export const TAKEN = 1

/** Ops per message: large enough that posting costs little, small enough to overlap well. */
const opsPerBatch = 8_192

/**
 * The scan side of a rebuild in a worker thread: reads and decodes the log, and runs the
 * projections over a Recorder, so that everything but the writes happens beside the writer.
 * The log up to `lastPosition` never changes, so its own connection reads it as the writer
 * sees it. Call from the worker's entry module with the same projections as the writer's.
 */
export const runScan = (factories: ReadonlyArray<ProjectionFactory>, upcast: Upcast, upcasts: Upcasts): void => {
  const order = workerData as ScanOrder
  const counters = new Int32Array(order.counters)
  const send = (message: unknown) => {
    const sent = Atomics.load(counters, SENT)
    while (sent - Atomics.load(counters, TAKEN) >= order.ahead) Atomics.wait(counters, TAKEN, Atomics.load(counters, TAKEN), 1_000)
    order.port.postMessage(message)
    Atomics.add(counters, SENT, 1)
    Atomics.notify(counters, SENT)
  }
  let db: Database.Database | undefined
  try {
    db = new Database(order.path, { readonly: true, fileMustExist: true })
    // Its own read-only connection, for the scan alone: mapped for its whole life.
    db.pragma(`mmap_size = ${bulkMmapBytes}`)
    const recorder = new Recorder()
    const all = factories.map((f) => f(recorder.db))
    const chosen = order.names.map((name) => {
      const found = all.find((p) => p.name === name)
      if (!found) throw new Error(`its entry module has no projection "${name}" (it has ${all.map((p) => p.name).join(", ")})`)
      return found
    })
    const plan = planFold(chosen, (name) => recorder.control(ENSURE_INDEX, name), { fresh: true })
    const position = foldLog(db, plan, upcast, upcasts, order.lastPosition, {
      every: order.progressEvery,
      report: (position) => recorder.control(PROGRESS, position),
      afterSlice: () => {
        if (recorder.size >= opsPerBatch) send(recorder.take())
      }
    })
    plan.flush()
    send({ ...recorder.take(), done: position })
  } catch (e) {
    const error = e instanceof Error ? e : new Error(String(e))
    // SQLite's code travels too: a damaged file is the operator's to hear about, not a crash.
    const code = (error as { code?: unknown }).code
    send({ sql: [], ops: [], failed: { message: `the rebuild's scan failed: ${error.message}`, stack: error.stack, ...(typeof code === "string" ? { code } : {}) } })
  } finally {
    db?.close()
  }
}
