import { Context, Effect, Layer, Option, Stream } from "effect"
import type Database from "better-sqlite3"
import {
  ConcurrencyConflict,
  DuplicateEventId,
  type AppendResult,
  type AppendToStream,
  type StoredEvent,
  type StoreError
} from "../../domain/shared/eventStore.ts"
import { openDatabase, type Durability } from "./database.ts"
import { ProjectionEngine, type ProjectionFactory, type Upcast } from "./projections.ts"
import { SqliteEventLog, type AppendOptions, type CommandRecord } from "./SqliteEventLog.ts"

export interface EventStoreOptions {
  readonly path: string
  readonly durability?: Durability
  readonly projections?: ReadonlyArray<ProjectionFactory>
  readonly upcast?: Upcast
}

const storeError = (e: unknown): StoreError => {
  if (e instanceof ConcurrencyConflict || e instanceof DuplicateEventId) return e
  throw e
}

/**
 * The event store as an Effect service over one SQLite file: the single writer connection,
 * the log and its projection engine. Every method is traced under its name.
 */
export class EventStore extends Context.Service<
  EventStore,
  {
    readonly db: Database.Database
    readonly log: SqliteEventLog
    readonly projections: ProjectionEngine
    readonly append: (streams: ReadonlyArray<AppendToStream>, options?: AppendOptions) => Effect.Effect<AppendResult, StoreError>
    readonly readStream: (streamId: string, fromVersion?: number) => Effect.Effect<ReadonlyArray<StoredEvent>>
    readonly streamVersion: (streamId: string) => Effect.Effect<number>
    readonly lastPosition: Effect.Effect<number>
    /** `$all` after a position, in commit order, read in batches (never all in memory). */
    readonly readAll: (afterPosition?: number, batchSize?: number) => Stream.Stream<StoredEvent>
    readonly findCommand: (commandId: string) => Effect.Effect<CommandRecord | undefined>
  }
>()("adapters/store/EventStore") {
  static readonly make = (options: EventStoreOptions) =>
    Effect.gen(function* () {
      const db = yield* Effect.acquireRelease(
        Effect.sync(() => openDatabase(options.path, options.durability ? { durability: options.durability } : {})),
        (db) => Effect.sync(() => db.close())
      )
      const log = new SqliteEventLog(db)
      const projections = new ProjectionEngine(log, options.projections ?? [], options.upcast)
      projections.start()
      return EventStore.of({
        db,
        log,
        projections,
        append: Effect.fn("EventStore.append")(function* (streams, appendOptions) {
          return yield* Effect.try({ try: () => log.append(streams, appendOptions), catch: storeError })
        }),
        readStream: Effect.fn("EventStore.readStream")(function* (streamId, fromVersion = 1) {
          return log.readStream(streamId, fromVersion)
        }),
        streamVersion: Effect.fn("EventStore.streamVersion")(function* (streamId) {
          return log.streamVersion(streamId)
        }),
        lastPosition: Effect.sync(() => log.lastPosition()),
        readAll: (afterPosition = 0, batchSize = 10_000) =>
          Stream.paginate(afterPosition, (after) =>
            Effect.sync(() => {
              const batch = log.readAll(after, batchSize)
              const last = batch[batch.length - 1]
              return [batch, batch.length < batchSize || !last ? Option.none() : Option.some(last.position)] as const
            })
          ),
        findCommand: Effect.fn("EventStore.findCommand")(function* (commandId) {
          return log.findCommand(commandId)
        })
      })
    })

  static readonly layer = (options: EventStoreOptions) => Layer.effect(EventStore, EventStore.make(options))

  /** A private in-memory store for tests. */
  static readonly layerTest = (options: Omit<EventStoreOptions, "path"> = {}) =>
    Layer.effect(EventStore, EventStore.make({ ...options, path: ":memory:" }))
}
