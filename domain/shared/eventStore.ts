// The Schema module rather than the `effect` barrel: a process that needs no more of Effect
// than the store's errors (a worker, the crash test's writer) then starts several times faster.
import * as Schema from "effect/Schema"

/**
 * The event store port. The domain only names the contract; adapters/store implements it
 * over SQLite (and a PostgreSQL adapter would run the same conformance suite).
 */

/** `no_stream` ≡ version 0; a number asks for exactly that current version. */
export type ExpectedVersion = "any" | "no_stream" | "stream_exists" | number

export interface NewEvent {
  readonly eventId: string
  readonly type: string
  /** The event's encoded (JSON-safe) payload. */
  readonly data: unknown
  readonly metadata?: Readonly<Record<string, unknown>>
}

export interface StoredEvent {
  readonly position: number
  readonly streamId: string
  readonly streamVersion: number
  readonly eventId: string
  readonly type: string
  readonly data: unknown
  readonly metadata: Readonly<Record<string, unknown>>
  readonly recordedAt: string
}

export interface AppendToStream {
  readonly streamId: string
  readonly expected: ExpectedVersion
  readonly events: ReadonlyArray<NewEvent>
}

export interface AppendResult {
  /** Positions of the first and last event written (both 0 when nothing was written). */
  readonly firstPosition: number
  readonly lastPosition: number
  readonly streams: ReadonlyArray<{ readonly streamId: string; readonly version: number }>
}

export class ConcurrencyConflict extends Schema.TaggedError<ConcurrencyConflict>()("ConcurrencyConflict", {
  streamId: Schema.String,
  expected: Schema.Union([Schema.String, Schema.Number]),
  actual: Schema.Number
}) {
  get code() {
    return "store.concurrency_conflict" as const
  }
}

/** The same event id was appended again, but not as an exact repeat of its first append. */
export class DuplicateEventId extends Schema.TaggedError<DuplicateEventId>()("DuplicateEventId", {
  eventId: Schema.String
}) {
  get code() {
    return "store.duplicate_event_id" as const
  }
}

export type StoreError = ConcurrencyConflict | DuplicateEventId
