import type Database from "better-sqlite3"
import {
  ConcurrencyConflict,
  DuplicateEventId,
  type AppendResult,
  type AppendToStream,
  type ExpectedVersion,
  type StoredEvent
} from "../../domain/shared/eventStore.ts"
import { bulkInsert, type BulkInsert } from "./bulkInsert.ts"
import { eventLogStatements, type EventTuple } from "./eventLogStatements.ts"

/** What a command left behind: the idempotency record, accepted or rejected. */
export interface CommandRecord {
  readonly commandId: string
  readonly outcome: Readonly<Record<string, unknown>>
  readonly recordedAt: string
}

export interface AppendOptions {
  readonly commandId?: string
  /** Extra facts stored with the command record (the domain keeps its outcome here). */
  readonly outcome?: Readonly<Record<string, unknown>>
  readonly recordedAt?: string
  /**
   * The caller holds this transaction's write lock, read every stream's version under it (the
   * exact numbers it passes as expected versions) and found `commandId` unrecorded under it:
   * neither is looked up again. Two lookups of random keys per command, at scale page-cache
   * misses; the unique indexes still refuse any event id or stream version written twice.
   */
  readonly checked?: boolean
}

/**
 * A bulk transaction's writes, queued and written many rows to a statement (bulkInsert.ts):
 * events at positions this log assigns (the rowids SQLite would give them: one writer, no
 * AUTOINCREMENT), and command records, accepted or rejected, in one queue so their rowids keep
 * the order one INSERT each would give them.
 */
type EventRow = [position: number, streamId: string, streamVersion: number, type: string, data: string, metadata: string, eventId: string, recordedAt: string]

interface Queued {
  readonly events: BulkInsert<EventRow>
  /** The events queued and not written yet (fewer than a statement's worth): reads see them here. */
  unwritten: Array<EventRow>
  readonly commands: BulkInsert<[string, string, string]>
  /** Command records of this transaction, queued or written (outcome as JSON), for `findCommand`. */
  readonly recorded: Map<string, { readonly outcome: string; readonly recordedAt: string }>
  /** The position the next event gets. */
  next: number
}

/** One event of a command encoded in the log's own form (see `queueEncoded`). */
export interface EncodedEvent {
  readonly streamId: string
  readonly version: number
  readonly type: string
  readonly eventId: string
  /** The event's data as the log stores it (JSON). */
  readonly data: string
  /** Its metadata as the log stores it (JSON): the events of one command usually share one string. */
  readonly metadata: string
}

/** An accepted command's events, encoded (see `queueEncoded`). */
export interface EncodedAppend {
  /** The position of its first event (ignored when it has none). */
  readonly firstPosition: number
  readonly events: ReadonlyArray<EncodedEvent>
}

/**
 * The idempotency record of an accepted append: its outcome, the versions it expected and its
 * result, which `repeatOfCommand` answers a repeat of the command id from.
 */
export const appendRecord = (
  outcome: object | undefined,
  streams: ReadonlyArray<Pick<AppendToStream, "streamId" | "expected">>,
  appended: AppendResult
): Readonly<Record<string, unknown>> => ({
  ...outcome,
  expected: streams.map((s) => ({ streamId: s.streamId, expected: s.expected })),
  result: appended
})

/** Runs inside the append transaction with the events just written (inline projections). */
export type AppendListener = (events: ReadonlyArray<StoredEvent>) => void

/**
 * Hooks on the outermost transaction: `begin` runs first thing in it, `beforeCommit` last thing
 * in it (still inside, so what it writes commits with the rest), `end` once it is over (committed
 * or not), `rolledBack` when a nested transaction (a savepoint) was rolled back and its writes
 * are gone.
 */
export interface TransactionHooks {
  readonly begin?: () => void
  readonly beforeCommit?: () => void
  readonly end?: () => void
  /** `depth` is the depth of the savepoint rolled back (the outermost transaction is 1). */
  readonly rolledBack?: (depth: number) => void
  /** A nested transaction (a savepoint) of `depth` succeeded: its writes now belong to `depth - 1`. */
  readonly released?: (depth: number) => void
}

const emptyMetadata: Readonly<Record<string, unknown>> = Object.freeze({})
const emptyMetadataJson = "{}"

const toStored = (row: EventTuple): StoredEvent => ({
  position: row[0],
  streamId: row[1],
  streamVersion: row[2],
  eventId: row[3],
  type: row[4],
  data: JSON.parse(row[5]),
  metadata: row[6] === emptyMetadataJson ? {} : JSON.parse(row[6]),
  recordedAt: row[7]
})

/** A queued row in the column order of the log's reads. */
const queuedTuple = (row: EventRow): EventTuple => [row[0], row[1], row[2], row[6], row[3], row[4], row[5], row[7]]

const matches = (expected: ExpectedVersion, actual: number): boolean => {
  switch (expected) {
    case "any":
      return true
    case "no_stream":
      return actual === 0
    case "stream_exists":
      return actual > 0
    default:
      return expected === actual
  }
}

/** Thrown inside the append's savepoint so it rolls back before the repeat is examined. */
class EventIdTaken {
  readonly eventId: string
  constructor(eventId: string) {
    this.eventId = eventId
  }
}

/**
 * The synchronous core of the event store over one better-sqlite3 connection (the single
 * writer). Every public write runs in `BEGIN IMMEDIATE`, nested calls become savepoints, so a
 * batch of commands can share one transaction without changing any result.
 */
export class SqliteEventLog {
  readonly db: Database.Database
  private readonly listeners: Array<AppendListener> = []
  private readonly hooks: Array<TransactionHooks> = []
  /** Nesting of transactions run through `transaction` (0 outside, 1 in the outermost one). */
  depth = 0
  private readonly txn: Database.Transaction<(f: () => unknown) => unknown>
  private readonly q
  /** Set inside a bulk transaction (see `bulk`). */
  private queued: Queued | undefined
  private queues: Pick<Queued, "events" | "commands"> | undefined

  constructor(db: Database.Database) {
    this.db = db
    this.txn = db.transaction((f: () => unknown) => f())
    this.q = eventLogStatements(db)
  }

  /** Registers a listener that runs inside every append's transaction. */
  onAppend(listener: AppendListener): void {
    this.listeners.push(listener)
  }

  /** Registers hooks on every outermost transaction run through `transaction`. */
  onTransaction(hooks: TransactionHooks): void {
    this.hooks.push(hooks)
  }

  /** Runs `f` in one IMMEDIATE transaction (a savepoint when already inside one). */
  transaction<T>(f: () => T): T {
    if (this.db.inTransaction) {
      // Queued writes would outlive a savepoint rolled back, and the inline folds with them.
      if (this.queued) throw new Error("a bulk transaction takes no savepoint")
      if (this.hooks.length === 0) return this.txn(f) as T
      this.depth += 1
      try {
        const result = this.txn(f) as T
        for (const h of this.hooks) h.released?.(this.depth)
        return result
      } catch (e) {
        for (const h of this.hooks) h.rolledBack?.(this.depth)
        throw e
      } finally {
        this.depth -= 1
      }
    }
    if (this.hooks.length === 0) return this.txn.immediate(f) as T
    return this.outermost(f, false)
  }

  /**
   * Runs `f` as one outermost IMMEDIATE transaction whose appends and command records are
   * queued and written many rows to a statement, before the commit or before anything reads
   * the log (a stream, a version, `$all`), and which takes no savepoint: an append is not
   * checked against the log again (its caller holds the lock and read the versions under it),
   * and anything that throws rolls the whole transaction back, queued rows with it. Inline
   * projections may fold what they see until the commit (projections.ts). For bulk imports.
   */
  bulk<T>(f: () => T): T {
    if (this.db.inTransaction) throw new Error("a bulk transaction must be the outermost")
    return this.outermost(f, true)
  }

  private outermost<T>(f: () => T, bulk: boolean): T {
    this.depth = 1
    try {
      return this.txn.immediate(() => {
        if (bulk) this.startQueue()
        for (const h of this.hooks) h.begin?.()
        const result = f()
        for (const h of this.hooks) h.beforeCommit?.()
        this.writeQueued()
        return result
      }) as T
    } finally {
      this.depth = 0
      this.dropQueue()
      for (const h of this.hooks) h.end?.()
    }
  }

  /** Whether this transaction queues its writes (a bulk transaction). */
  get queuing(): boolean {
    return this.queued !== undefined
  }

  private startQueue(): void {
    this.queues ??= {
      events: bulkInsert(this.db, "events", ["position", "stream_id", "stream_version", "type", "data", "metadata", "event_id", "recorded_at"]),
      // A rejection's record keeps the first outcome, as `recordCommand` does; an accepted
      // command's id was found unrecorded under the same lock, so it never meets one.
      commands: bulkInsert(this.db, "commands", ["command_id", "outcome", "recorded_at"], "ON CONFLICT(command_id) DO NOTHING")
    }
    this.queued = { ...this.queues, unwritten: [], recorded: new Map(), next: (this.q.last.get() ?? 0) + 1 }
  }

  /** Writes every queued row: before a read of the log and before the commit. */
  private writeQueued(): void {
    if (!this.queued) return
    this.queued.events.flush()
    this.queued.unwritten = []
    this.queued.commands.flush()
  }

  private dropQueue(): void {
    if (!this.queued) return
    this.queued.events.discard()
    this.queued.commands.discard()
    this.queued = undefined
  }

  streamVersion(streamId: string): number {
    const unwritten = this.queued?.unwritten
    if (unwritten) for (let i = unwritten.length - 1; i >= 0; i--) if (unwritten[i]![1] === streamId) return unwritten[i]![2]
    return this.q.version.get(streamId) ?? 0
  }

  lastPosition(): number {
    if (this.queued) return this.queued.next - 1
    return this.q.last.get() ?? 0
  }

  readStream(streamId: string, fromVersion = 1): Array<StoredEvent> {
    const stored = this.q.stream.all(streamId, fromVersion).map(toStored)
    // Queued events come after every written one: a new stream is read without writing the queue.
    const unwritten = this.queued?.unwritten
    if (unwritten) for (const row of unwritten) if (row[1] === streamId && row[2] >= fromVersion) stored.push(toStored(queuedTuple(row)))
    return stored
  }

  /** Events after `afterPosition`, at most `limit`, in commit order. */
  readAll(afterPosition: number, limit: number): Array<StoredEvent> {
    this.writeQueued()
    return this.q.all.all(afterPosition, limit).map(toStored)
  }

  /** A lazy cursor over `$all`: rows are decoded one at a time, never all in memory. */
  *iterateAll(afterPosition = 0): Generator<StoredEvent> {
    this.writeQueued()
    for (const row of this.q.allIter.iterate(afterPosition)) yield toStored(row)
  }

  findCommand(commandId: string): CommandRecord | undefined {
    const queued = this.queued?.recorded.get(commandId)
    if (queued) return { commandId, outcome: JSON.parse(queued.outcome), recordedAt: queued.recordedAt }
    const row = this.q.command.get(commandId)
    return row && { commandId: row.command_id, outcome: JSON.parse(row.outcome), recordedAt: row.recorded_at }
  }

  /**
   * Records the outcome of a command that wrote no event (a business-rule rejection). When the
   * command id is already recorded (another process decided the same command first), the first
   * outcome stays, as with an idempotency key.
   */
  recordCommand(commandId: string, outcome: Readonly<Record<string, unknown>>, recordedAt = new Date().toISOString()): void {
    if (this.queued) return this.queueCommand(commandId, outcome, recordedAt)
    this.q.recordFirstOutcome.run(commandId, JSON.stringify(outcome), recordedAt)
  }

  private queueCommand(commandId: string, outcome: Readonly<Record<string, unknown>>, recordedAt: string): void {
    // Checked here too, so a repeat is not stringified for nothing.
    if (this.queued!.recorded.has(commandId)) return
    this.queueRecord(commandId, JSON.stringify(outcome), recordedAt)
  }

  /** The first record of a command id in this transaction stays, as ON CONFLICT keeps the file's. */
  private queueRecord(commandId: string, json: string, recordedAt: string): void {
    const queued = this.queued!
    if (queued.recorded.has(commandId)) return
    queued.recorded.set(commandId, { outcome: json, recordedAt })
    queued.commands.add([commandId, json, recordedAt])
  }

  /**
   * Appends to one or many streams atomically. Every expected version is checked before
   * anything is written, and any failure rolls the whole transaction back. A stream named
   * twice is checked and written in order, as if by two appends in one transaction.
   * @throws ConcurrencyConflict | DuplicateEventId
   */
  append(streams: ReadonlyArray<AppendToStream>, options: AppendOptions = {}): AppendResult {
    // A bulk transaction takes no savepoint: whatever fails rolls all of it back.
    if (this.queued) return this.appendInTransaction(streams, options)
    try {
      return this.transaction(() => this.appendInTransaction(streams, options))
    } catch (e) {
      // The savepoint is gone, so the log is exactly as before: is this a repeat of a first append?
      if (e instanceof EventIdTaken) return this.transaction(() => this.repeatOfEvents(streams, e.eventId))
      throw e
    }
  }

  private appendInTransaction(streams: ReadonlyArray<AppendToStream>, options: AppendOptions): AppendResult {
    const { commandId } = options
    if (commandId !== undefined && options.checked !== true) {
      const previous = this.findCommand(commandId)
      if (previous) return this.repeatOfCommand(previous, streams)
    }
    const versions = options.checked === true && streams.every((s) => typeof s.expected === "number") ? streams.map((s) => s.expected as number) : this.checkVersions(streams)

    const recordedAt = options.recordedAt ?? new Date().toISOString()
    const listening = this.listeners.length > 0
    const written: Array<StoredEvent> = []
    const result: Array<{ streamId: string; version: number }> = []
    let firstPosition = 0
    let lastPosition = 0
    let lastMetadata: Readonly<Record<string, unknown>> | undefined
    let lastMetadataJson = emptyMetadataJson
    for (let i = 0; i < streams.length; i++) {
      const s = streams[i]!
      let version = versions[i]!
      for (const e of s.events) {
        version += 1
        const metadata = e.metadata ?? emptyMetadata
        // The events of one command usually share one metadata object: written once.
        if (metadata !== lastMetadata) {
          lastMetadata = metadata
          lastMetadataJson = metadata === emptyMetadata ? emptyMetadataJson : JSON.stringify(metadata)
        }
        const metadataJson = lastMetadataJson
        lastPosition = this.queued
          ? this.queueEvent(s.streamId, version, e.type, JSON.stringify(e.data), metadataJson, e.eventId, recordedAt)
          : this.insert(s.streamId, version, e.type, JSON.stringify(e.data), metadataJson, e.eventId, recordedAt)
        if (firstPosition === 0) firstPosition = lastPosition
        if (listening) {
          written.push({
            position: lastPosition,
            streamId: s.streamId,
            streamVersion: version,
            eventId: e.eventId,
            type: e.type,
            data: e.data,
            metadata,
            recordedAt
          })
        }
      }
      result.push({ streamId: s.streamId, version })
    }
    if (written.length > 0) for (const listener of this.listeners) listener(written)

    const appended: AppendResult = { firstPosition, lastPosition, streams: result }
    if (commandId !== undefined) {
      const outcome = appendRecord(options.outcome, streams, appended)
      if (this.queued) this.queueCommand(commandId, outcome, recordedAt)
      else this.q.recordCommand.run(commandId, JSON.stringify(outcome), recordedAt)
    }
    return appended
  }

  /**
   * Queues one command's rows as encoded elsewhere in the log's own form (a pipelined import's
   * deciding thread: adapters/programme/decidedCommands.ts), with its idempotency record: as
   * `append` with `checked`, its versions were read under the lock this transaction holds, and
   * its positions must follow the queue's. `accepted` absent records a rejection, as
   * `recordCommand`. Bulk transactions only.
   */
  queueEncoded(commandId: string, recordedAt: string, record: string, accepted?: EncodedAppend): void {
    const queued = this.queued
    if (!queued) throw new Error("queueEncoded runs in a bulk transaction")
    if (accepted === undefined) return this.queueRecord(commandId, record, recordedAt)
    const { events } = accepted
    if (events.length > 0 && accepted.firstPosition !== queued.next) {
      throw new Error(`the log is at position ${queued.next - 1}, the command ${commandId} was decided after ${accepted.firstPosition - 1}`)
    }
    const listening = this.listeners.length > 0
    const written: Array<StoredEvent> = []
    let metadataJson: string | undefined
    let metadata = emptyMetadata
    for (const e of events) {
      const position = this.queueEvent(e.streamId, e.version, e.type, e.data, e.metadata, e.eventId, recordedAt)
      if (!listening) continue
      if (e.metadata !== metadataJson) metadata = JSON.parse((metadataJson = e.metadata)) as Record<string, unknown>
      written.push({ position, streamId: e.streamId, streamVersion: e.version, eventId: e.eventId, type: e.type, data: JSON.parse(e.data), metadata, recordedAt })
    }
    if (written.length > 0) for (const listener of this.listeners) listener(written)
    this.queueRecord(commandId, record, recordedAt)
  }

  private queueEvent(streamId: string, version: number, type: string, data: string, metadata: string, eventId: string, recordedAt: string): number {
    const queued = this.queued!
    const position = queued.next++
    const row: EventRow = [position, streamId, version, type, data, metadata, eventId, recordedAt]
    queued.events.add(row)
    if (queued.events.pending() === 0) queued.unwritten = []
    else queued.unwritten.push(row)
    return position
  }

  /** The version each stream is at before its events are written; throws on the first mismatch. */
  private checkVersions(streams: ReadonlyArray<AppendToStream>): Array<number> {
    const versions: Array<number> = []
    // Only an append that names a stream twice needs to see its own earlier writes.
    let pending: Map<string, number> | undefined
    for (let i = 0; i < streams.length; i++) {
      const s = streams[i]!
      const actual = pending?.get(s.streamId) ?? this.streamVersion(s.streamId)
      if (!matches(s.expected, actual)) {
        const first = streams.find((x) => x.events.length > 0)?.events[0]
        // A repeat of an earlier append arrives with the expected versions it had then.
        this.writeQueued()
        if (first && this.q.eventPosition.get(first.eventId) !== undefined) throw new EventIdTaken(first.eventId)
        throw new ConcurrencyConflict({ streamId: s.streamId, expected: s.expected, actual })
      }
      versions.push(actual)
      if (streams.length > 1) {
        pending ??= new Map()
        pending.set(s.streamId, actual + s.events.length)
      }
    }
    return versions
  }

  private insert(streamId: string, version: number, type: string, data: string, metadata: string, eventId: string, recordedAt: string): number {
    try {
      return Number(this.q.insert.run(streamId, version, type, data, metadata, eventId, recordedAt).lastInsertRowid)
    } catch (cause) {
      if (isUniqueViolation(cause, "event_id")) throw new EventIdTaken(eventId)
      throw cause
    }
  }

  /**
   * A command id seen before: KurrentDB's rule. The same request (or one that expects `any`)
   * gets the first result back; a different expected version is a conflict.
   */
  private repeatOfCommand(previous: CommandRecord, streams: ReadonlyArray<AppendToStream>): AppendResult {
    const first = previous.outcome["result"] as AppendResult | undefined
    const expected = (previous.outcome["expected"] ?? []) as ReadonlyArray<{ streamId: string; expected: ExpectedVersion }>
    for (const s of streams) {
      const before = expected.find((e) => e.streamId === s.streamId)
      if (s.expected !== "any" && (!before || before.expected !== s.expected)) {
        throw new ConcurrencyConflict({ streamId: s.streamId, expected: s.expected, actual: this.streamVersion(s.streamId) })
      }
    }
    return first ?? { firstPosition: 0, lastPosition: 0, streams: [] }
  }

  /**
   * An event id already exists. Only an exact repeat of (a prefix of) one earlier append, with
   * an expected version that held then, gets the first result; anything else fails.
   */
  private repeatOfEvents(streams: ReadonlyArray<AppendToStream>, takenId: string): AppendResult {
    let firstPosition = 0
    let lastPosition = 0
    const result = streams.map((s) => {
      let previousVersion: number | undefined
      for (const e of s.events) {
        const row = this.q.eventPlace.get(e.eventId)
        const inOrder = firstPosition === 0 || row?.position === lastPosition + 1
        const sameStream = row?.stream_id === s.streamId
        if (!row || !inOrder || !sameStream || (previousVersion !== undefined && row.stream_version !== previousVersion + 1)) {
          throw new DuplicateEventId({ eventId: row ? e.eventId : takenId })
        }
        if (previousVersion === undefined && !matches(s.expected, row.stream_version - 1)) {
          throw new ConcurrencyConflict({ streamId: s.streamId, expected: s.expected, actual: this.streamVersion(s.streamId) })
        }
        previousVersion = row.stream_version
        if (firstPosition === 0) firstPosition = row.position
        lastPosition = row.position
      }
      return { streamId: s.streamId, version: previousVersion ?? this.streamVersion(s.streamId) }
    })
    return { firstPosition, lastPosition, streams: result }
  }
}

const isUniqueViolation = (cause: unknown, column: string): boolean =>
  cause instanceof Error &&
  (cause as { code?: string }).code === "SQLITE_CONSTRAINT_UNIQUE" &&
  cause.message.includes(column)
