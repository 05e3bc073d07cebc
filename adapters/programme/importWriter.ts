import { workerData, type MessagePort } from "node:worker_threads"
import type { Tagged } from "../../domain/shared/decider.ts"
import { useBulkCache, useMemoryMap, type Durability } from "../store/database.ts"
import { decodeDecided } from "./decidedCommands.ts"
import { Programme } from "./Programme.ts"

/**
 * The writing thread of a pipelined import (importPipeline.ts): it owns the file's write
 * connection and writes, one bulk transaction per batch, what the deciding thread decided: the
 * appends with their inline read models, the idempotency records and the personal data. The
 * rows come encoded as the log stores them (decidedCommands.ts); every write goes through the same
 * log queue, projections and personal-data writer as a command decided here would, in the same
 * order.
 */

export interface WriteBatch {
  readonly seq: number
  /** The log's last position before this batch: another value means another writer wrote. */
  readonly after: number
  /** Each a DecidedCommand, encoded (decidedCommands.ts): one chunk of the batch. */
  readonly commands: ReadonlyArray<string>
  /** The batch's last chunk: the batch is written when it comes, in one transaction. */
  readonly last: boolean
}

export interface WriterOrder {
  readonly path: string
  readonly durability: Durability
  readonly port: MessagePort
  /** [batches committed, batches failed]. */
  readonly counters: SharedArrayBuffer
  /** Waits this long before each batch (tests: decisions then run ahead of what is committed). */
  readonly delayMs?: number
}

export const COMMITTED = 0
export const FAILED = 1

export interface WriterFailure {
  readonly failed: number
  readonly message: string
  readonly stack?: string
}

const order = workerData as WriterOrder
const counters = new Int32Array(order.counters)
// The decider's Programme opened the file (migrations, deferred indexes, projections caught up).
const programme = Programme.open(order.path, { durability: order.durability, startUp: false })
useBulkCache(programme.db)
// Its inserts land on random leaves of indexes larger than the page cache: mapped, a page missed
// in the file is read from the OS cache without a read() call (those in the WAL still take one).
// On the default bench programme (2.33M commands): 2.05M read() calls against 2.22M, system time
// 47 s against 56 s, the import 341.6 s against 348.8 s (one run each: within this VM's noise).
useMemoryMap(programme.db)
const log = programme.log
let failed = false

/** The chunks of the batch whose last chunk has not come yet. */
let chunks: Array<ReadonlyArray<string>> = []

order.port.on("message", (batch: WriteBatch | "close") => {
  if (batch === "close") {
    programme.close()
    order.port.close()
    return
  }
  // After a failure the decider takes over; batches it had sent already are not written.
  if (failed) return
  chunks.push(batch.commands)
  if (!batch.last) return
  const batchChunks = chunks
  chunks = []
  if (order.delayMs) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, order.delayMs)
  try {
    log.bulk(() => {
      const last = log.lastPosition()
      if (last !== batch.after) throw new Error(`another writer moved the log to position ${last} (expected ${batch.after})`)
      for (const chunk of batchChunks) {
        for (const encoded of chunk) {
          const c = decodeDecided(encoded)
          log.queueEncoded(c.commandId, c.recordedAt, c.record, c.accepted)
          if (c.accepted?.person !== undefined) programme.keepPersonalData(JSON.parse(c.accepted.person) as Tagged)
        }
      }
    })
    Atomics.add(counters, COMMITTED, 1)
    Atomics.notify(counters, COMMITTED)
  } catch (e) {
    failed = true
    const failure: WriterFailure = { failed: batch.seq, message: e instanceof Error ? e.message : String(e), ...(e instanceof Error && e.stack ? { stack: e.stack } : {}) }
    order.port.postMessage(failure)
    Atomics.store(counters, FAILED, 1)
    Atomics.notify(counters, COMMITTED)
  }
})
