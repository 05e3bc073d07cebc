import type Database from "better-sqlite3"
import { MessageChannel, receiveMessageOnPort, Worker } from "node:worker_threads"
import type { OpBatch } from "./recorder.ts"
import { ENSURE_INDEX, PROGRESS } from "./recorder.ts"
import { SENT, TAKEN, type ScanOrder } from "./scanWorker.ts"

interface Message extends OpBatch {
  readonly done?: number
  readonly failed?: { readonly message: string; readonly stack?: string; readonly code?: string }
}

export interface ScanOptions {
  /** The worker's entry module: it calls runScan (scanWorker.ts) with the writer's projections. */
  readonly worker: URL
  /** Where the scan's writes go, in the caller's transaction. */
  readonly db: Database.Database
  /** The file whose log the scan reads: `db`'s own unless told (verify folds a log into a scratch file). */
  readonly logPath?: string
  readonly names: ReadonlyArray<string>
  readonly lastPosition: number
  readonly progressEvery: number
}

export interface Scan {
  /** Runs the scan's writes here, in order, until it is done; answers the last position read. */
  readonly write: (ensureIndex: (name: string) => void, onProgress: (position: number) => void) => number
  /** Ends the worker, done or not. */
  readonly stop: () => void
}

/** Batches the scan may run ahead of the writer: enough to never wait on it, few enough to hold. */
const ahead = 4

/** No batch for this long means the scan died without a word (a worker killed by its memory limit). */
const stalledMs = 120_000

/** A young generation large enough that the scan's short-lived events rarely trigger a collection. */
const youngGenerationMb = 64

/**
 * What the worker runs: it loads the entry module, and a module that cannot even load (a broken
 * install) is reported as a scan that failed would be, rather than leaving the writer waiting.
 */
const bootstrap = `
const { workerData } = require("node:worker_threads")
import(workerData.entry).catch((e) => {
  workerData.port.postMessage({ sql: [], ops: [], failed: { message: "the rebuild's scan did not load: " + (e && e.message), stack: e && e.stack } })
  const counters = new Int32Array(workerData.counters)
  Atomics.add(counters, ${SENT}, 1)
  Atomics.notify(counters, ${SENT})
})`

/**
 * Folds the log for a rebuild with the scan in a worker thread (scanWorker.ts) and the writes
 * here, in the caller's transaction, in the order the projections made them: reading and
 * decoding the log and folding it in memory take one core, SQLite's writes the other. The
 * worker starts loading at once; `write` blocks until the scan is done, as a rebuild in one
 * thread would.
 */
export const startScan = (options: ScanOptions): Scan => {
  const { port1: here, port2: there } = new MessageChannel()
  const counters = new SharedArrayBuffer(2 * Int32Array.BYTES_PER_ELEMENT)
  const view = new Int32Array(counters)
  const order: ScanOrder & { readonly entry: string } = {
    entry: options.worker.href,
    path: options.logPath ?? options.db.name,
    names: options.names,
    lastPosition: options.lastPosition,
    progressEvery: options.progressEvery,
    port: there,
    counters,
    ahead
  }
  const worker = new Worker(bootstrap, {
    eval: true,
    workerData: order,
    transferList: [there],
    resourceLimits: { maxYoungGenerationSizeMb: youngGenerationMb }
  })
  worker.unref()
  const next = (taken: number): Message => {
    for (;;) {
      const received = receiveMessageOnPort(here)
      if (received) return received.message as Message
      const sent = Atomics.load(view, SENT)
      if (sent > taken) continue
      if (Atomics.wait(view, SENT, sent, stalledMs) === "timed-out") throw new Error(`the rebuild's scan (${options.worker.pathname}) stopped answering`)
    }
  }
  return {
    write: (ensureIndex, onProgress) => {
      const statements: Array<Database.Statement> = []
      for (let taken = 0; ; ) {
        const message = next(taken)
        for (const sql of message.sql) statements.push(options.db.prepare(sql))
        const ops = message.ops
        for (let i = 0; i < ops.length; i += 2) {
          const code = ops[i] as number
          if (code >= 0) statements[code]!.run(...(ops[i + 1] as Array<unknown>))
          else if (code === ENSURE_INDEX) ensureIndex(ops[i + 1] as string)
          else if (code === PROGRESS) onProgress(ops[i + 1] as number)
        }
        Atomics.store(view, TAKEN, ++taken)
        Atomics.notify(view, TAKEN)
        if (message.failed) {
          const inWorker = Object.assign(new Error(message.failed.message), { stack: message.failed.stack })
          throw Object.assign(new Error(message.failed.message, { cause: inWorker }), message.failed.code === undefined ? {} : { code: message.failed.code })
        }
        if (message.done !== undefined) return message.done
      }
    },
    stop: () => {
      here.close()
      void worker.terminate()
    }
  }
}
