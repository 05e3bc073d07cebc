import { Effect, Exit, Schema, SchemaAST, SchemaIssue, Cause } from "effect"
import type { Actor, CommandDef, DecideContext, StreamRef, Tagged } from "./decider.ts"
import type { EventCodec } from "./codec.ts"
import { decodeReportingAll } from "./decodeAll.ts"
import { errorDetails, type DomainError } from "./errors.ts"
import { ConcurrencyConflict, type AppendResult, type AppendToStream, type StoredEvent } from "./eventStore.ts"

/** The synchronous store operations the handler needs; adapters/store provides them. */
export interface StorePort {
  readonly findOutcome: (commandId: string) => Outcome | undefined
  readonly readStream: (streamId: string, fromVersion: number) => ReadonlyArray<StoredEvent>
  /**
   * True while nobody but this handler can have written since its states were folded (the
   * adapter holds the write lock and saw the log where this handler left it): cached states
   * are then used without asking the log for newer events.
   */
  readonly cacheIsCurrent?: () => boolean
  /**
   * `current` is true when the expected versions were read under the write lock the adapter
   * still holds and the command id was just found unrecorded (`cacheIsCurrent` held): the
   * store may then skip looking both up again.
   */
  readonly append: (streams: ReadonlyArray<AppendToStream>, commandId: string, outcome: Accepted, recordedAt: string, current?: boolean) => AppendResult
  readonly recordRejection: (commandId: string, outcome: Rejected, recordedAt: string) => void
}

export interface Accepted {
  readonly status: "accepted"
  readonly events: number
}
export interface Rejected {
  readonly status: "rejected"
  readonly code: string
  readonly details: Readonly<Record<string, unknown>>
}
export type Outcome = Accepted | Rejected

/** A command as it arrives from a fixture line, the CLI or the API. */
export interface Envelope<C extends Tagged = Tagged> {
  readonly commandId: string
  /** Business time, epoch milliseconds. */
  readonly at: number
  readonly actor: Actor
  readonly command: C
}

export interface Handled {
  readonly outcome: Outcome
  /** True when the command id had been decided before: nothing was done this time. */
  readonly repeated: boolean
  readonly events: ReadonlyArray<Tagged>
}

/** Malformed input: never recorded (it may be corrected and retried), never an event. */
export class InvalidInput extends Schema.TaggedError<InvalidInput>()("InvalidInput", {
  type: Schema.String,
  issues: Schema.Array(Schema.Struct({ path: Schema.String, message: Schema.String }))
}) {
  get code() {
    return "input.invalid" as const
  }
}
export class UnknownCommand extends Schema.TaggedError<UnknownCommand>()("UnknownCommand", { type: Schema.String }) {
  get code() {
    return "input.unknown_command" as const
  }
}

export interface DomainDefinition<L> {
  readonly codec: EventCodec
  readonly commands: Readonly<Record<string, CommandDef<any, L>>>
  /** Who may issue what: answers a rejection or undefined when the actor may go on. */
  readonly authorize: (
    command: Tagged,
    actor: Actor,
    load: <S>(ref: StreamRef<S>) => S
  ) => DomainError | undefined
}

const formatPath = (path: ReadonlyArray<PropertyKey>): string =>
  path.map((p) => (typeof p === "number" ? `[${p}]` : String(p))).join(".").replace(/\.\[/g, "[")

const formatIssues = SchemaIssue.makeFormatterStandardSchemaV1()

/** How a decoding failure's issues are worded: the API's developer English unless told. */
export type IssueFormatter = typeof formatIssues

/**
 * Folded states kept. At the default bench size the streams every sale touches again (accounts,
 * levels, wallets, registrations: ~400k) outnumbered 100,000, so they were refolded from the log
 * over and over, and a sale's audit (usually within 100,000 sales of its report) found its
 * stream gone. States are small (a sale's is six fields): 400,000 of them fit in ~150 MB.
 */
const CACHE_LIMIT = 400_000

interface Cached {
  version: number
  state: unknown
  /** When the stream was last loaded or written (the handler's own clock): eviction goes by it. */
  used: number
}

/**
 * The command handler: load the streams a command names → fold → decide → append everything it
 * decided atomically with the versions it read as expected versions. Folded states are cached
 * and topped up with the events written since, so a long import never refolds a stream.
 */
export interface HandlerHooks {
  /** Runs in the command's transaction once its events are appended (e.g. to keep personal data). */
  readonly onAccepted?: (command: Tagged, events: ReadonlyArray<Tagged>) => void
  /** Folded states kept at most (400,000 by default); tests make it tiny to exercise eviction. */
  readonly cacheLimit?: number
  /**
   * States used at or after this stamp (see `stamp`) are never evicted, whatever the limit: a
   * pipelined import's store holds the events of its uncommitted batches nowhere but in these
   * states, so a stream it wrote must stay folded until the writer has committed it.
   */
  readonly keptFrom?: () => number
}

export const makeCommandHandler = <L>(domain: DomainDefinition<L>, store: StorePort, lookups: L, hooks: HandlerHooks = {}) => {
  const cache = new Map<string, Cached>()
  let cacheLimit = Math.max(1, hooks.cacheLimit ?? CACHE_LIMIT)
  // Bounded, so memory stays flat however long an import runs, and any stream can be folded
  // again from the log. The least recently used folds go first: a user's level and wallet
  // streams are touched by every one of their sales and grow with them, so evicting them by first
  // use made a long import refold ever longer streams (issue 10, item 9). Recency is a stamp on
  // the entry, not a move to the end of the Map: deleting and re-inserting on every hit made V8
  // rehash the 400,000-entry table over and over (half the import's CPU in a profile).
  let clock = 0
  let keptAbove = 0
  const remember = (streamId: string, version: number, state: unknown): Cached => {
    const entry = { version, state, used: ++clock }
    if (cache.size >= Math.max(cacheLimit, keptAbove) && !cache.has(streamId)) {
      evict(Math.ceil(cache.size / 5))
      // Kept states (keptFrom) may leave it full: look again once a fifth of the limit more came.
      keptAbove = cache.size < cacheLimit ? 0 : cache.size + Math.ceil(cacheLimit / 5)
    }
    cache.set(streamId, entry)
    return entry
  }
  // What a stream costs to fold again grows with its events: its score is its last use plus a
  // bonus of a quarter of the limit in stamps per doubling of its length, so a long stream
  // outlives short ones used at about the same time (GreedyDual-like). In the 1M-sale programme a
  // million one-sale streams otherwise pushed out the users' level and wallet streams, hundreds of
  // events each.
  const score = (entry: Cached) => entry.used + Math.log2(1 + entry.version) * (cacheLimit / 4)
  /** Drops the `count` lowest-scored states that may go (ties go together, so at least that many). */
  const evict = (count: number) => {
    if (count <= 0) return
    const keptFrom = hooks.keptFrom?.() ?? Infinity
    const scores = new Float64Array(cache.size)
    let i = 0
    for (const entry of cache.values()) if (entry.used < keptFrom) scores[i++] = score(entry)
    if (i === 0) return
    const cut = scores.subarray(0, i).sort()[Math.min(i, count) - 1]!
    for (const [key, entry] of cache) if (entry.used < keptFrom && score(entry) <= cut) cache.delete(key)
  }
  const decoders = new Map<string, (u: unknown) => Exit.Exit<Tagged, Schema.SchemaError>>()

  const load = <S>(ref: StreamRef<S>): Cached => {
    const hit = cache.get(ref.streamId)
    if (hit && store.cacheIsCurrent?.()) {
      hit.used = ++clock
      return hit
    }
    let version = hit?.version ?? 0
    let state = (hit?.state ?? ref.aggregate.initialState) as S
    for (const stored of store.readStream(ref.streamId, version + 1)) {
      const event = domain.codec.decodeStored(stored)
      state = ref.aggregate.evolve(state, event)
      version = stored.streamVersion
    }
    return remember(ref.streamId, version, state)
  }

  /** Decodes a fixture's `type` + `payload` into the command's schema class. */
  const decode = (type: string, payload: unknown, format: IssueFormatter = formatIssues): Exit.Exit<Tagged, InvalidInput | UnknownCommand> => {
    // Own keys only: a fixture's "constructor" or "toString" names no command.
    const def = Object.hasOwn(domain.commands, type) ? domain.commands[type] : undefined
    if (!def) return Exit.fail(new UnknownCommand({ type }))
    let decoder = decoders.get(type)
    if (!decoder) {
      decoder = decodeReportingAll(def.schema as Schema.Codec<Tagged, unknown>)
      decoders.set(type, decoder)
    }
    const input = typeof payload === "object" && payload !== null && !Array.isArray(payload) ? { ...payload, _tag: type } : payload
    const exit = decoder(input)
    if (Exit.isSuccess(exit)) return Exit.succeed(exit.value)
    const error = Cause.squash(exit.cause) as Schema.SchemaError
    const issues = format(error.issue).issues.map((i) => ({
      path: formatPath((i.path ?? []).map((p) => (typeof p === "object" && p !== null && "key" in p ? (p as { key: PropertyKey }).key : (p as PropertyKey)))),
      message: i.message
    }))
    return Exit.fail(new InvalidInput({ type, issues }))
  }

  const attempt = (envelope: Envelope): Effect.Effect<Handled, ConcurrencyConflict> =>
    Effect.suspend(() => {
      const { command, actor, commandId } = envelope
      const def = domain.commands[command._tag]
      if (!def) return Effect.die(new Error(`no handler for ${command._tag}`))
      const recordedAt = new Date(envelope.at).toISOString()
      const reject = (error: DomainError): Handled => {
        const outcome: Rejected = { status: "rejected", code: error.code, details: errorDetails(error) }
        store.recordRejection(commandId, outcome, recordedAt)
        return { outcome, repeated: false, events: [] }
      }
      const loaded = new Map<string, Cached>()
      const read = (ref: StreamRef<any>): Cached => {
        let hit = loaded.get(ref.streamId)
        if (!hit) {
          hit = load(ref)
          loaded.set(ref.streamId, hit)
        }
        return hit
      }
      const states = { of: <S>(ref: StreamRef<S>): S => read(ref).state as S }
      // The streams authorizing reads (the actor's account, mostly) are the decision's too: read once.
      const denied = domain.authorize(command, actor, states.of)
      if (denied) return Effect.succeed(reject(denied))

      const ctx: DecideContext<L> = { now: envelope.at, actor, lookups }
      const commit = (events: ReadonlyArray<Tagged>): Effect.Effect<Handled, ConcurrencyConflict> => {
          if (events.length === 0) {
            const outcome: Accepted = { status: "accepted", events: 0 }
            store.append([], commandId, outcome, recordedAt)
            return Effect.succeed({ outcome, repeated: false, events })
          }
          const byStream = new Map<string, { ref: StreamRef<unknown>; events: Array<Tagged> }>()
          for (const event of events) {
            const streamId = domain.codec.streamOf(event)
            const aggregate = domain.codec.aggregateOf(event._tag)!
            const ref: StreamRef<any> = { streamId, aggregate }
            // A stream written without being read is still appended at the version it has now.
            read(ref)
            const group = byStream.get(streamId) ?? { ref, events: [] as Array<Tagged> }
            group.events.push(event)
            byStream.set(streamId, group)
          }
          let n = 0
          const metadataBase = { commandId, actor: actorLabel(actor), at: recordedAt }
          const appends: Array<AppendToStream> = [...byStream.entries()].map(([streamId, group]) => ({
            streamId,
            expected: loaded.get(streamId)?.version ?? 0,
            events: group.events.map((event) => {
              const encoded = domain.codec.encode(event)
              n += 1
              return {
                eventId: `${commandId}#${n}`,
                type: encoded.type,
                data: encoded.data,
                metadata: encoded.version === 1 ? metadataBase : { ...metadataBase, v: encoded.version }
              }
            })
          }))
          const outcome: Accepted = { status: "accepted", events: n }
          let result: AppendResult
          try {
            result = store.append(appends, commandId, outcome, recordedAt, store.cacheIsCurrent?.() === true)
          } catch (e) {
            if (e instanceof ConcurrencyConflict) return Effect.fail(e)
            throw e
          }
          // The result names each appended stream with its new version; its group is found by id
          // (a campaign's close appends to tens of thousands of streams: searching the result for
          // each group took 8 s of the deciding thread at each quarter's end).
          for (const { streamId, version } of result.streams) {
            const group = byStream.get(streamId)!
            // The entry this command loaded (every stream written was read above) is the cached
            // one: updated in place, it costs no second probe of a table of up to a million
            // states. Evicted meanwhile, it is simply not kept, and the stream is folded again.
            const entry = loaded.get(streamId)!
            let state = entry.state
            for (const e of group.events) state = (group.ref.aggregate.evolve as (s: unknown, e: Tagged) => unknown)(state, e)
            entry.state = state
            entry.version = version
            entry.used = ++clock
          }
          hooks.onAccepted?.(command, events)
          return Effect.succeed({ outcome, repeated: false, events })
      }
      return def.decide(command, states, ctx).pipe(
        Effect.matchEffect({ onFailure: (error) => Effect.succeed(reject(error)), onSuccess: commit })
      )
    })

  /** Decides one command, exactly once per command id. */
  const execute = (envelope: Envelope): Effect.Effect<Handled, ConcurrencyConflict> =>
    Effect.suspend(() => {
      const prior = store.findOutcome(envelope.commandId)
      if (prior) return Effect.succeed<Handled>({ outcome: prior, repeated: true, events: [] })
      return attempt(envelope)
    }).pipe(
      // Another writer moved a stream we read: forget what we folded and decide again. The
      // retry looks for the command's outcome first: the other writer may have been another
      // run of this very command, and its outcome is the answer.
      Effect.tapError(() => Effect.sync(() => cache.clear())),
      Effect.retry({ times: 3 })
    )

  /**
   * `execute` run to its end at once, for callers that are synchronous anyway (a batch loop, a
   * transaction): the same steps, decisions and retries, without building the retry schedule
   * and its fiber for every command. Throws what `Effect.runSync(execute(envelope))` throws.
   */
  const executeSync = (envelope: Envelope): Handled => {
    for (let retries = 0; ; retries++) {
      const prior = store.findOutcome(envelope.commandId)
      if (prior) return { outcome: prior, repeated: true, events: [] }
      const exit = Effect.runSyncExit(attempt(envelope))
      if (Exit.isSuccess(exit)) return exit.value
      const failed = exit.cause.reasons.some(Cause.isFailReason)
      if (failed) cache.clear()
      if (!failed || retries >= 3) throw Cause.squash(exit.cause)
    }
  }

  return {
    decode,
    /** The command types `decode` knows, for naming the one an unknown type was meant as. */
    commandTypes: Object.keys(domain.commands),
    /** A command type's schema, for telling which of a payload's fields decoding ignores. */
    schemaOf: (type: string): SchemaAST.AST | undefined => (Object.hasOwn(domain.commands, type) ? domain.commands[type]!.schema.ast : undefined),
    execute,
    executeSync,
    /** The stamp the next state loaded or written gets (see `HandlerHooks.keptFrom`). */
    stamp: () => clock + 1,
    /** Forget folded states (after a rolled-back batch, whose writes the cache may hold). */
    forget: () => cache.clear(),
    /**
     * Keeps up to `limit` folded states until the answered function is called, which puts the
     * limit back and drops the states above it. For a bulk import, whose working set (every
     * user's account, level, wallet and registrations, and the sales awaiting audit) is larger
     * than what a server should hold for good.
     */
    useCacheLimit: (limit: number): (() => void) => {
      const before = cacheLimit
      cacheLimit = Math.max(1, limit)
      return () => {
        cacheLimit = before
        evict(cache.size - cacheLimit)
      }
    }
  }
}

export type CommandHandler = ReturnType<typeof makeCommandHandler>

export const actorLabel = (actor: Actor): string => (actor.kind === "system" ? "system" : `${actor.kind}:${actor.userId}`)

export const parseActor = (label: string): Actor | undefined => {
  if (label === "system") return { kind: "system" }
  const m = /^(admin|user):(.+)$/.exec(label)
  if (!m) return undefined
  return { kind: m[1] as "admin" | "user", userId: m[2] as string }
}
