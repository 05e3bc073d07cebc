import type Database from "better-sqlite3"
import type { StoredEvent } from "../../domain/shared/eventStore.ts"
import { withBulkCache } from "./database.ts"
import { dropSecondaryIndexes } from "./indexes.ts"
import { foldLog, planFold, type FoldPlan, type FoldProgress } from "./rebuild/foldPlan.ts"
import { startScan } from "./rebuild/scanInWorker.ts"
import type { SqliteEventLog } from "./SqliteEventLog.ts"

/**
 * A read model: a name, a version and a pure `(readModel, event) -> writes` handler. Bumping
 * `version` rebuilds it at start-up. `inline` ones run inside the append transaction, so what
 * a command wrote is readable as soon as it returns.
 */
export interface Projection {
  readonly name: string
  readonly version: number
  readonly inline: boolean
  /** Event types it reads; the engine skips the others without a call. */
  readonly handles: ReadonlySet<string>
  /** Empties the read model (before a rebuild). */
  readonly reset: () => void
  readonly apply: (event: StoredEvent) => void
  /** The tables it owns. */
  readonly tables?: ReadonlyArray<string>
  /**
   * A fold for rebuilds and bulk imports, which may keep hot rows in memory and write them at
   * once. With one, a rebuild drops the secondary indexes of `tables` while it refills them:
   * the fold builds first, with `ensureIndex`, any index it looks rows up by.
   */
  readonly bulk?: (ensureIndex: (name: string) => void, options: FoldOptions) => BulkFold
}

export interface FoldOptions {
  /**
   * A rebuild's fold: its tables were emptied and it may not read them (its scan may run apart
   * from the database, rebuild/recorder.ts). Otherwise (a bulk import) the tables hold rows
   * written before, which the fold adds to and may read.
   */
  readonly fresh: boolean
}

/**
 * How a projection folds a rebuild or a bulk transaction: handlers for the event types it
 * folds its own way (others go to `apply`), and `flush`, which writes what it kept in memory.
 * The end result must be what `apply` gives event by event. `peek` answers questions about
 * rows it holds unwritten (lookups.ts asks the sales fold for invoices).
 */
export interface BulkFold {
  readonly handlers: Readonly<Record<string, (data: any, event: StoredEvent) => void>>
  readonly flush: () => void
  readonly peek?: Readonly<Record<string, (...args: Array<any>) => unknown>>
}

export type ProjectionFactory = (db: Database.Database) => Projection

export interface RebuildProgress {
  readonly name: string
  readonly position: number
  readonly lastPosition: number
}

/** Stored data may be of an older event version: the engine lifts it before a handler sees it. */
export type Upcast = (event: StoredEvent) => StoredEvent

/** Whether events of a type may need lifting: a rebuild passes the others as stored. */
export type Upcasts = (type: string) => boolean

/**
 * Rebuilding with the scan in a worker thread (rebuild/scanInWorker.ts): `worker` is an entry
 * module that runs the same projections; logs of fewer than `from` events rebuild in one thread.
 */
export interface ScanWorker {
  readonly worker: URL
  readonly from?: number
}

/** Below this many events, starting a worker costs more than it saves. */
const defaultWorkerFrom = 20_000

const sqlString = (s: string): string => `'${s.replaceAll("'", "''")}'`

export class ProjectionEngine {
  readonly projections: ReadonlyArray<Projection>
  private readonly inline: ReadonlyArray<Projection>
  private readonly log: SqliteEventLog
  private readonly upcast: Upcast
  private readonly upcasts: Upcasts
  /** How a rebuild scans in a worker thread, if it does: a scratch engine folding this one's log (verify) scans the same way. */
  readonly scanWorker: ScanWorker | undefined
  private readonly q

  constructor(
    log: SqliteEventLog,
    factories: ReadonlyArray<ProjectionFactory>,
    upcast: Upcast = (e) => e,
    upcasts: Upcasts = () => true,
    scanWorker?: ScanWorker
  ) {
    this.log = log
    this.upcast = upcast
    this.upcasts = upcasts
    this.scanWorker = scanWorker
    this.projections = factories.map((f) => f(log.db))
    this.inline = this.projections.filter((p) => p.inline)
    const db = log.db
    // The inline names are fixed, so they are written into the SQL rather than bound: a bound
    // IN list would be re-planned on every append (see eventLogStatements.ts).
    const inlineNames = this.inline.map((p) => sqlString(p.name)).join(", ") || "NULL"
    this.q = {
      get: db.prepare<[string], { version: number; position: number }>("SELECT version, position FROM checkpoints WHERE name = ?"),
      set: db.prepare(
        "INSERT INTO checkpoints (name, version, position) VALUES (?, ?, ?) ON CONFLICT(name) DO UPDATE SET version = excluded.version, position = excluded.position"
      ),
      lagging: db
        .prepare<[number], string>(`SELECT name FROM checkpoints WHERE name IN (${inlineNames}) AND position < CAST(? AS INTEGER)`)
        .pluck(),
      advanceInline: db.prepare<[number]>(`UPDATE checkpoints SET position = ? WHERE name IN (${inlineNames})`)
    }
    // Inline projections and their checkpoints commit with the events, or not at all. The
    // checkpoints move once, at the end of the outermost transaction (and whenever read inside
    // it), rather than on every append of a batch: nobody else can see them in between.
    if (this.inline.length > 0) {
      log.onAppend((events) => this.applyInline(events))
      log.onTransaction({
        begin: () => {
          this.own = true
          this.caughtUp = false
          this.unsaved = false
        },
        beforeCommit: () => {
          this.settle()
          this.saveInline()
        },
        end: () => {
          // Rolled back with rows still held: the folds' memory goes with the transaction.
          if (this.folding?.held) this.folding = undefined
          this.own = false
          this.caughtUp = false
          this.unsaved = false
        },
        // A catch-up inside a savepoint that succeeded stays applied when a later sibling
        // savepoint rolls back (group commit runs each command in its own): it now belongs to
        // the enclosing level, or that rollback would make it catch up again on top of itself.
        released: (depth) => {
          if (this.caughtUp && this.caughtUpAt >= depth) this.caughtUpAt = depth - 1
        },
        rolledBack: (depth) => {
          if (!this.caughtUp) return
          if (this.caughtUpAt >= depth) {
            // The catch-up and everything applied after it went with the savepoint, with any
            // checkpoint saved in it: the table holds what the data holds. Look again next time.
            this.caughtUp = false
            this.unsaved = false
          } else {
            // Everything up to the log's (new) last position is still applied, but a checkpoint
            // saved inside the savepoint went with it: save again before commit.
            this.unsaved = true
          }
        }
      })
    }
  }

  /** Inside an outermost transaction run by the log (whose end this engine sees). */
  private own = false
  /** Inside the current transaction: the inline projections caught up on other writers' events. */
  private caughtUp = false
  /** The transaction depth at which it caught up. */
  private caughtUpAt = 0
  /** Inside the current transaction: inline projections applied events their checkpoints lack. */
  private unsaved = false
  /**
   * The inline projections' folds in a bulk transaction (the log queues its writes): made at
   * the first one and kept for the next, written before each commit and whenever `settle` asks.
   */
  private folding: { readonly plan: FoldPlan; readonly byName: ReadonlyMap<string, BulkFold>; held: boolean } | undefined

  /** Moves the inline checkpoints to the log's last position (all its events are applied). */
  private saveInline(): void {
    if (!this.unsaved) return
    this.unsaved = false
    this.q.advanceInline.run(this.log.lastPosition())
  }

  /**
   * Writes what the inline folds of a bulk transaction hold: before anything reads their tables
   * (a lookup) and before the commit. Nothing to do outside one.
   */
  settle(): void {
    const folding = this.folding
    if (!folding?.held) return
    folding.plan.flush()
    folding.held = false
  }

  /** The fold of projection `name` in the current bulk transaction, if it holds rows. */
  holding(name: string): BulkFold | undefined {
    return this.folding?.held ? this.folding.byName.get(name) : undefined
  }

  checkpoint(name: string): { version: number; position: number } | undefined {
    this.settle()
    this.saveInline()
    return this.q.get.get(name)
  }

  /**
   * Brings every projection up to date: a new or re-versioned one is rebuilt from position 0,
   * one that lags (an async one, or one added after events were written) catches up.
   */
  start(onProgress?: (p: RebuildProgress) => void): void {
    for (const p of this.projections) {
      const cp = this.checkpoint(p.name)
      if (!cp || cp.version !== p.version) this.rebuild([p.name], onProgress)
      else this.catchUp(p, onProgress)
    }
  }

  /**
   * Drops and replays the named projections (all when none named) from position 0, in one
   * transaction: their secondary indexes are dropped and built again at the end, and bulk
   * folds keep hot rows in memory, which only holds if nobody writes in between. A crash (or
   * a throw) leaves the read models and checkpoints as they were, so a rebuild that a version
   * bump asked for is asked for again at the next start. Progress is reported every
   * `batchSize` events. With a scan worker, a file's log is read and folded in a worker thread
   * while this one writes, unless an enclosing transaction holds events the worker cannot see.
   */
  rebuild(names: ReadonlyArray<string> = [], onProgress?: (p: RebuildProgress) => void, batchSize = 50_000): void {
    const chosen = this.select(names)
    const db = this.log.db
    const outermost = this.log.depth === 0
    withBulkCache(db, () => this.log.transaction(() => {
      const position = this.refill(chosen, db, this.log.lastPosition(), { inWorker: outermost, restoreIndexes: true }, onProgress, batchSize)
      for (const p of chosen) this.q.set.run(p.name, p.version, position)
    }))
  }

  /**
   * Folds another database's log, up to `lastPosition`, into every projection of this engine as
   * a rebuild does, in one transaction and without checkpoints: verify's fresh fold, into a
   * scratch file, of the read models it is compared with. Their secondary indexes stay dropped,
   * as a comparison reads every row anyway. Answers the last position read.
   */
  foldFrom(source: Database.Database, lastPosition: number, onProgress?: (p: RebuildProgress) => void): number {
    return withBulkCache(this.log.db, () =>
      this.log.transaction(() => this.refill(this.projections, source, lastPosition, { inWorker: true, restoreIndexes: false }, onProgress, 50_000))
    )
  }

  /**
   * Empties `chosen` and folds `source`'s log up to `lastPosition` into them, inside the caller's
   * transaction. With a scan worker, a file's log is read and folded in a worker thread while
   * this one writes, unless `inWorker` says the worker could not see every event (a transaction
   * around the rebuild holds some) or the log is in memory, where no other connection sees it.
   */
  private refill(
    chosen: ReadonlyArray<Projection>,
    source: Database.Database,
    lastPosition: number,
    how: { readonly inWorker: boolean; readonly restoreIndexes: boolean },
    onProgress: ((p: RebuildProgress) => void) | undefined,
    batchSize: number
  ): number {
    const db = this.log.db
    const worker = this.scanWorker
    // Started first, the worker loads while the tables empty.
    const scan =
      worker && how.inWorker && !source.memory && lastPosition >= (worker.from ?? defaultWorkerFrom)
        ? startScan({ worker: worker.worker, db, logPath: source.name, names: chosen.map((p) => p.name), lastPosition, progressEvery: batchSize })
        : undefined
    try {
      const indexes = dropSecondaryIndexes(db, chosen.flatMap((p) => (p.bulk ? (p.tables ?? []) : [])))
      for (const p of chosen) p.reset()
      const name = chosen.map((p) => p.name).join(",")
      const report = (position: number) => onProgress?.({ name, position, lastPosition })
      const position = scan
        ? scan.write(indexes.ensure, report)
        : this.scanHere(chosen, source, indexes.ensure, lastPosition, { every: batchSize, report })
      if (how.restoreIndexes) indexes.restore()
      return position
    } finally {
      scan?.stop()
    }
  }

  /** A rebuild's fold in this thread, reading `source`'s log over that connection. */
  private scanHere(
    chosen: ReadonlyArray<Projection>,
    source: Database.Database,
    ensureIndex: (name: string) => void,
    lastPosition: number,
    progress: FoldProgress
  ): number {
    const plan = planFold(chosen, ensureIndex, { fresh: true })
    const position = foldLog(source, plan, this.upcast, this.upcasts, lastPosition, progress)
    plan.flush()
    return position
  }

  /** Applies the events a projection has not seen yet, in batches, checkpoint in each batch. */
  catchUp(p: Projection, onProgress?: (p: RebuildProgress) => void, batchSize = 50_000): void {
    this.replay([p], onProgress, batchSize)
  }

  names(): Array<string> {
    return this.projections.map((p) => p.name)
  }

  private select(names: ReadonlyArray<string>): Array<Projection> {
    if (names.length === 0) return [...this.projections]
    return names.map((n) => {
      const p = this.projections.find((x) => x.name === n)
      if (!p) throw new Error(`unknown projection "${n}" (known: ${this.names().join(", ")})`)
      return p
    })
  }

  private applyInline(events: ReadonlyArray<StoredEvent>): void {
    const first = events[0]
    const last = events[events.length - 1]
    if (!first || !last) return
    // Another writer (a process without this projection, a bare log) may have appended since
    // this projection last ran: apply those first, so its checkpoint never skips an event. It
    // cannot write while this transaction holds the lock, so once per transaction is enough.
    if (!this.caughtUp || !this.own) {
      this.saveInline()
      const lagging = this.q.lagging.all(first.position - 1)
      if (lagging.length > 0) this.applyBatches(this.inline.filter((p) => lagging.includes(p.name)), first.position - 1, 50_000)
      this.caughtUp = true
      this.caughtUpAt = this.log.depth
    }
    if (this.log.queuing) this.fold(events)
    else {
      for (const raw of events) {
        let event: StoredEvent | undefined
        for (const p of this.inline) {
          if (p.handles.has(raw.type)) p.apply((event ??= this.upcast(raw)))
        }
      }
    }
    this.unsaved = true
    if (!this.own) this.saveInline()
  }

  /**
   * A bulk transaction's events go through the projections' folds (their hot rows add up in
   * memory until `settle`), the others' `apply`, in log order. The tables' indexes all stay:
   * lookups read them between settles.
   */
  private fold(events: ReadonlyArray<StoredEvent>): void {
    if (!this.folding) {
      const byName = new Map<string, BulkFold>()
      const plan = planFold(this.inline, () => {}, { fresh: false }, (p, fold) => byName.set(p.name, fold))
      this.folding = { plan, byName, held: false }
    }
    this.folding.held = true
    const appliers = this.folding.plan.appliers
    for (const raw of events) {
      const list = appliers.get(raw.type)
      if (!list) continue
      const event = this.upcasts(raw.type) ? this.upcast(raw) : raw
      for (const apply of list) apply(event)
    }
  }

  private replay(chosen: ReadonlyArray<Projection>, onProgress: ((p: RebuildProgress) => void) | undefined, batchSize: number): void {
    const lastPosition = this.log.lastPosition()
    const name = chosen.map((p) => p.name).join(",")
    for (;;) {
      const position = this.log.transaction(() => this.applyBatches(chosen, lastPosition, batchSize, 1))
      if (position === undefined) return
      onProgress?.({ name, position, lastPosition })
    }
  }

  /**
   * Applies, in the current transaction, up to `maxBatches` batches of the events after each
   * projection's checkpoint and up to `until`, and moves the checkpoints with them. Checkpoints
   * are read here, inside the write transaction, because another connection catching up the
   * same projection may have moved them since we last looked. Answers where it stopped, or
   * undefined when there was nothing to do.
   */
  private applyBatches(chosen: ReadonlyArray<Projection>, until: number, batchSize: number, maxBatches = Infinity): number | undefined {
    const from = chosen.map((p) => this.checkpoint(p.name)?.position ?? 0)
    let position = Math.min(...from)
    let moved: number | undefined
    for (let n = 0; n < maxBatches && position < until; n++) {
      const batch = this.log.readAll(position, Math.min(batchSize, until - position))
      if (batch.length === 0) break
      for (const raw of batch) {
        let event: StoredEvent | undefined
        for (let i = 0; i < chosen.length; i++) {
          const p = chosen[i]!
          if (raw.position > from[i]! && p.handles.has(raw.type)) p.apply((event ??= this.upcast(raw)))
        }
      }
      position = batch[batch.length - 1]!.position
      moved = position
    }
    if (moved !== undefined) chosen.forEach((p, i) => this.q.set.run(p.name, p.version, Math.max(moved, from[i]!)))
    return moved
  }
}
