import type Database from "better-sqlite3"
import { Effect } from "effect"
import { codec, programme } from "../../domain/programme.ts"
import type { InvoiceClaim, Lookups } from "../../domain/lookups.ts"
import { makeCommandHandler, type CommandHandler, type Envelope, type Handled, type Outcome } from "../../domain/shared/commandHandler.ts"
import type { Tagged } from "../../domain/shared/decider.ts"
import type { ConcurrencyConflict } from "../../domain/shared/eventStore.ts"
import { projections } from "../projections/index.ts"
import { openDatabase, type Durability } from "../store/database.ts"
import { buildDeferredIndexes } from "../store/deferredIndexes.ts"
import { ProjectionEngine, type RebuildProgress } from "../store/projections.ts"
import { SqliteEventLog } from "../store/SqliteEventLog.ts"
import { makeLookups } from "./lookups.ts"
import { makePersonalDataWriter } from "./personalData.ts"

export interface ProgrammeOptions {
  readonly durability?: Durability
  /** Reads a file this process may not write: no migration, no start-up catch-up or rebuild. */
  readonly readonly?: boolean
  /**
   * False for a second connection of a process that opened the file already (a pipelined
   * import's writer, importWriter.ts): no deferred index built, no projection caught up.
   */
  readonly startUp?: boolean
  readonly onRebuild?: (p: RebuildProgress) => void
  /** Logs of this many events or more rebuild with the scan in a worker thread (default 20,000). */
  readonly rebuildWorkerFrom?: number
  /** Folded states the command handler keeps (see commandHandler.ts); tests make it tiny. */
  readonly stateCacheLimit?: number
}

/**
 * The entry module of a rebuild's worker thread, beside this one: rebuildScan.ts from source,
 * dist/rebuildScan.mjs beside dist/vitrine.mjs in the bundle (scripts/build-cli.mjs builds both).
 */
const rebuildScan = new URL(import.meta.url.endsWith(".ts") ? "./rebuildScan.ts" : "./rebuildScan.mjs", import.meta.url)

/**
 * The domain's outcome out of a command record: the store keeps its own append facts
 * (expected versions, positions) beside it, which a repeated command must not answer.
 */
export const outcomeOf = (record: Readonly<Record<string, unknown>> | undefined): Outcome | undefined => {
  if (record === undefined) return undefined
  return record["status"] === "accepted"
    ? { status: "accepted", events: record["events"] as number }
    : { status: "rejected", code: record["code"] as string, details: record["details"] as Record<string, unknown> }
}

/**
 * The loyalty programme over one SQLite file: the log, its read models (inline projections)
 * and the command handler, wired together. Every command runs in one transaction with its
 * events, its projections, its idempotency record and its personal-data write.
 */
export class Programme {
  readonly db: Database.Database
  readonly log: SqliteEventLog
  readonly projections: ProjectionEngine
  readonly lookups: Lookups
  readonly handler: CommandHandler
  /** Writes the personal data a command keeps (in the command's transaction). */
  readonly keepPersonalData: (command: Tagged) => void

  private constructor(db: Database.Database, options: ProgrammeOptions) {
    this.db = db
    this.log = new SqliteEventLog(db)
    this.projections = new ProjectionEngine(
      this.log,
      projections,
      (e) => codec.upcastStored(e),
      (type) => codec.upcasts(type),
      { worker: rebuildScan, ...(options.rebuildWorkerFrom === undefined ? {} : { from: options.rebuildWorkerFrom }) }
    )
    if (!options.readonly && options.startUp !== false) {
      // An import killed before it built the indexes it dropped left them to this start.
      buildDeferredIndexes(db)
      this.projections.start(options.onRebuild)
    }
    const engine = this.projections
    this.lookups = makeLookups(db, {
      settle: () => engine.settle(),
      claims: (campaignId, invoiceNumber) => (engine.holding("sales")?.peek?.["claims"]?.(campaignId, invoiceNumber) as ReadonlyArray<InvoiceClaim> | undefined) ?? []
    })
    const keepPersonalData = (this.keepPersonalData = makePersonalDataWriter(db))
    const log = this.log
    this.handler = makeCommandHandler(
      programme,
      {
        findOutcome: (id) => outcomeOf(log.findCommand(id)?.outcome),
        readStream: (id, from) => log.readStream(id, from),
        append: (streams, commandId, outcome, recordedAt, current) =>
          log.append(streams, { commandId, outcome: { ...outcome }, recordedAt, ...(current ? { checked: true } : {}) }),
        recordRejection: (commandId, outcome, recordedAt) => log.recordCommand(commandId, { ...outcome }, recordedAt),
        cacheIsCurrent: () => this.current
      },
      this.lookups,
      {
        onAccepted: (command) => keepPersonalData(command),
        ...(options.stateCacheLimit === undefined ? {} : { cacheLimit: options.stateCacheLimit })
      }
    )
  }

  static open(path: string, options: ProgrammeOptions = {}): Programme {
    return new Programme(openDatabase(path, { ...(options.durability ? { durability: options.durability } : {}), ...(options.readonly ? { readonly: true } : {}) }), options)
  }

  /** Over a connection already open and migrated, e.g. an in-memory copy made with `db.serialize()`. */
  static over(db: Database.Database, options: ProgrammeOptions = {}): Programme {
    return new Programme(db, options)
  }

  /** Where the log stood when this process last committed: if it still stands there, nobody else wrote. */
  private knownPosition = -1
  /** Set inside an outermost transaction that found the log where this process left it. */
  private current = false

  /**
   * Runs `f` in a transaction. The outermost one first checks whether another process wrote
   * since this one last committed (then the folded states are forgotten) and, while it holds
   * the write lock, lets the handler trust its cache.
   */
  private inTransaction<T>(f: () => T, bulk = false): T {
    if (this.db.inTransaction && !bulk) return this.log.transaction(f)
    try {
      const run = (g: () => T) => (bulk ? this.log.bulk(g) : this.log.transaction(g))
      return run(() => {
        if (this.log.lastPosition() !== this.knownPosition) this.handler.forget()
        this.current = true
        const result = f()
        this.knownPosition = this.log.lastPosition()
        return result
      })
    } catch (e) {
      this.handler.forget()
      this.knownPosition = -1
      throw e
    } finally {
      this.current = false
    }
  }

  /** Decides one command in its own transaction. */
  execute(envelope: Envelope): Effect.Effect<Handled, ConcurrencyConflict> {
    return Effect.suspend(() => {
      try {
        return Effect.succeed(this.executeSync(envelope))
      } catch (e) {
        return Effect.die(e)
      }
    })
  }

  /** Synchronous form, for batch loops (inside `batch` it shares the batch's transaction). */
  executeSync(envelope: Envelope): Handled {
    return this.inTransaction(() => this.handler.executeSync(envelope))
  }

  /**
   * Runs `f` in one transaction (a batch of commands): the result is the same as running them
   * one by one, only faster. If anything throws, the whole batch rolls back and folded states
   * cached from it are forgotten.
   */
  batch<T>(f: () => T): T {
    return this.inTransaction(f)
  }

  /**
   * Runs `f` as one bulk transaction (SqliteEventLog.bulk): commands decided in it with
   * `handler.executeSync` append through queued multi-row writes, and the inline read models
   * fold in memory until a lookup reads them or the commit, with the results of running them
   * one by one. No savepoints: anything that throws rolls back all of it, and the folded states
   * cached from it are forgotten. Must be the outermost transaction.
   */
  bulk<T>(f: () => T): T {
    return this.inTransaction(f, true)
  }

  close(): void {
    this.db.close()
  }
}
