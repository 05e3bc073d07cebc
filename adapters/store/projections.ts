import type Database from "better-sqlite3"
import type { StoredEvent } from "../../domain/shared/eventStore.ts"
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
}

export type ProjectionFactory = (db: Database.Database) => Projection

export interface RebuildProgress {
  readonly name: string
  readonly position: number
  readonly lastPosition: number
}

/** Stored data may be of an older event version: the engine lifts it before a handler sees it. */
export type Upcast = (event: StoredEvent) => StoredEvent

export class ProjectionEngine {
  readonly projections: ReadonlyArray<Projection>
  private readonly inline: ReadonlyArray<Projection>
  private readonly log: SqliteEventLog
  private readonly upcast: Upcast
  private readonly q

  constructor(log: SqliteEventLog, factories: ReadonlyArray<ProjectionFactory>, upcast: Upcast = (e) => e) {
    this.log = log
    this.upcast = upcast
    this.projections = factories.map((f) => f(log.db))
    this.inline = this.projections.filter((p) => p.inline)
    const db = log.db
    this.q = {
      get: db.prepare<[string], { version: number; position: number }>("SELECT version, position FROM checkpoints WHERE name = ?"),
      set: db.prepare("INSERT INTO checkpoints (name, version, position) VALUES (?, ?, ?) ON CONFLICT(name) DO UPDATE SET version = excluded.version, position = excluded.position"),
      advanceInline: db.prepare(
        `UPDATE checkpoints SET position = ? WHERE name IN (${this.inline.map(() => "?").join(",") || "''"})`
      )
    }
    // Inline projections and their checkpoints commit with the events, or not at all.
    log.onAppend((events) => {
      for (const raw of events) {
        const event = this.upcast(raw)
        for (const p of this.inline) if (p.handles.has(event.type)) p.apply(event)
      }
      const last = events[events.length - 1]
      if (last && this.inline.length > 0) this.q.advanceInline.run(last.position, ...this.inline.map((p) => p.name))
    })
  }

  checkpoint(name: string): { version: number; position: number } | undefined {
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

  /** Drops and replays the named projections (all when none named) from position 0. */
  rebuild(names: ReadonlyArray<string> = [], onProgress?: (p: RebuildProgress) => void, batchSize = 50_000): void {
    const chosen = this.select(names)
    this.log.transaction(() => {
      for (const p of chosen) {
        p.reset()
        this.q.set.run(p.name, p.version, 0)
      }
    })
    this.replay(chosen, 0, onProgress, batchSize)
  }

  /** Applies the events a projection has not seen yet, in batches, checkpoint in each batch. */
  catchUp(p: Projection, onProgress?: (p: RebuildProgress) => void, batchSize = 50_000): void {
    const cp = this.checkpoint(p.name)
    this.replay([p], cp?.position ?? 0, onProgress, batchSize)
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

  private replay(chosen: ReadonlyArray<Projection>, from: number, onProgress: ((p: RebuildProgress) => void) | undefined, batchSize: number): void {
    const lastPosition = this.log.lastPosition()
    let position = from
    const label = chosen.map((p) => p.name).join(",")
    while (position < lastPosition) {
      const batch = this.log.readAll(position, batchSize)
      if (batch.length === 0) break
      this.log.transaction(() => {
        for (const raw of batch) {
          const event = this.upcast(raw)
          for (const p of chosen) if (p.handles.has(event.type)) p.apply(event)
        }
        position = batch[batch.length - 1]!.position
        for (const p of chosen) this.q.set.run(p.name, p.version, position)
      })
      onProgress?.({ name: label, position, lastPosition })
    }
  }
}
