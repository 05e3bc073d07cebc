import { Exit } from "effect"
import type { CommandHandler, IssueFormatter } from "../../domain/shared/commandHandler.ts"
import type { Actor } from "../../domain/shared/decider.ts"
import { useBulkCache } from "../store/database.ts"
import { buildDeferredIndexes, deferIndexes } from "../store/deferredIndexes.ts"
import { IDLE, idleMarks } from "./idleMarks.ts"
import { PipelineFailed, startPipeline, type Pipeline } from "./importPipeline.ts"
import type { Programme } from "./Programme.ts"

/** One fixture line, decoded as an envelope, or the reason it could not be. */
export type ImportItem =
  | {
      readonly ok: true
      readonly file: string
      readonly line: number
      readonly commandId: string
      readonly at: number
      readonly actor: Actor
      readonly type: string
      readonly payload: unknown
    }
  | {
      readonly ok: false
      readonly file: string
      readonly line: number
      readonly commandId: string | null
      readonly code: string
      readonly message: string
    }

export interface Rejection {
  readonly file: string
  readonly line: number
  readonly commandId: string | null
  readonly code: string
  /** Why, for malformed input (field paths); a rule rejection carries its details instead. */
  readonly message?: string
  readonly details?: Readonly<Record<string, unknown>>
}

export interface ImportProgress {
  readonly lines: number
  readonly accepted: number
  readonly rejected: number
  readonly repeated: number
}

export interface ImportSummary extends ImportProgress {
  readonly rejections: ReadonlyArray<Rejection>
}

/**
 * Commands per transaction by default: a commit writes every page its transaction dirtied, and
 * the log's random-key indexes are dirtied page by page; 25,000 commands and a 256 MB page cache
 * wrote 35 % less and took 20 % less CPU than 5,000 and 64 MB (100k sales, 232,543 commands).
 */
export const defaultBatchSize = 25_000

/**
 * Commands per transaction of a pipelined import (`pipeline`), unless told. Each commit writes
 * every page its transaction dirtied: the random-key indexes' pages (events by stream, sales by
 * invoice, participants, wallet entries), dirtied again by every next batch, and the sales still
 * awaiting audit, which the sales fold writes at the commit so that an audit after it becomes an
 * UPDATE of a written row. On the default bench programme's first million lines, the writer
 * thread spent 122 s in its transactions at 25,000 commands, 106 s at 50,000 and 97 s at 100,000
 * (7.1, 5.0 and 3.8 GB written; peak RSS 2.5, 2.8 and 3.7 GB); a 512 MB page cache at 25,000
 * changed nothing (122 s). The whole file gained little (373.7 s against 378.1 s), for 4.2 GB of
 * peak RSS instead of 3.5: both threads are busy, and each waits for the other in turn.
 */
export const pipelinedBatchSize = 50_000

/** The commands an import commits at a time: the number told, else its path's default. */
export const commandsPerTransaction = (pipelined: boolean, told?: number): number => told ?? (pipelined ? pipelinedBatchSize : defaultBatchSize)

/**
 * Folded states a bulk import keeps (the handler keeps 400,000 otherwise). In the first million
 * lines of the default bench programme, 400,000 held neither every user's account, level, wallet
 * and registrations nor the sales awaiting audit: 1,018,000 stream reads refolded 505,000
 * events again. With 1,000,000, every read found a new stream and the import took 10 % less CPU.
 * The whole programme (2.33M commands) imported at 8,924 commands/s against 7,314, its last
 * 100,000 lines at 9,300/s against 5,450/s; the process peaked at 2.4 GB against 1.7 GB.
 */
export const bulkStateCacheLimit = 1_000_000

/**
 * Items a pipelined import reads before deciding them: its batches of 50,000 commands are
 * decided as they are read, this many at a time, and go to the writer whole. Read whole before
 * the first decision, a batch's items outlived a dozen scavenges each and were copied into the old
 * generation to die there: on the default bench programme, back to back, 212.8–218.0 s against
 * 221.9–236.1 s, the process's CPU 352.6–360.2 s against 366.1–407.2 s.
 */
export const decidedAtATime = 1_000

export interface ImportOptions {
  /**
   * Commands per transaction: large batches are fast and change no result (`defaultBatchSize`
   * unless told; `pipelinedBatchSize` when a writer thread writes them).
   */
  readonly batchSize?: number
  readonly onBatch?: (p: ImportProgress) => void
  /**
   * Bulk transactions (Programme.bulk: queued multi-row writes, read models folded in memory
   * until the commit), the default; false runs each command in its own savepoint and writes
   * everything as it goes, as the server does (the reference the bulk path is tested against).
   */
  readonly bulk?: boolean
  /** A bulk batch threw and was run again command by command (see `importCommands`). */
  readonly onBulkFailure?: (error: unknown) => void
  /**
   * Drops these read-model indexes for the import and builds them once at its end (see
   * deferredIndexes.ts): for a file large beside the database (`worthDeferring`). Only indexes
   * no decision and no fold reads (`deferrable`).
   */
  readonly deferIndexes?: ReadonlyArray<string>
  /** Folded states kept during a bulk import (`bulkStateCacheLimit` unless told). */
  readonly stateCacheLimit?: number
  /**
   * Decides in this thread while a worker thread writes (importPipeline.ts): for a large bulk
   * import into a file (`worthPipelining`); an in-memory database cannot be shared with a thread.
   */
  readonly pipeline?: boolean
  /** Tests: the writer thread waits this long before each batch, so decisions run ahead of commits. */
  readonly writerDelayMs?: number
  /** Tests: commands posted to the writer thread at a time (see `writerChunkSize`). */
  readonly writerChunkSize?: number
  /** Tests: items the pipelined path reads before deciding them (`decidedAtATime` unless told). */
  readonly decidedAtATime?: number
  /** How a payload that does not decode is worded (the CLI's: the operator's language); the API's English unless told. */
  readonly formatIssues?: IssueFormatter
  /**
   * Commits the batch so far whenever the source keeps the import waiting this long (a pipe fed
   * slowly), so what came in is in the log, for the server to show and safe from a Ctrl-C.
   */
  readonly commitWhenIdleMs?: number
}

/**
 * Read-model indexes no decision and no inline fold looks rows up by during an import: the
 * admins' queues, per-user lists, statements by wallet. (The invoice index stays: every reported
 * sale asks it; so do the level-up requests by user, which decisions update.)
 */
export const deferrable: ReadonlyArray<string> = [
  "sales_queue",
  "sales_audit_queue",
  "sales_user",
  "wallet_entries_wallet",
  "wallets_user",
  "campaign_xp_campaign",
  "participants_user",
  "level_requests_status"
]

/**
 * Whether an import should build the deferrable indexes once at its end: when it is large (8 MB
 * of lines or more) and adds about as much as the database holds (a line grows the file by about
 * six times its size), sorting the whole tables once costs less than updating them line by line.
 */
export const worthDeferring = (fileBytes: number, databaseBytes: number): boolean => fileBytes >= 8 * 1024 * 1024 && fileBytes * 6 >= databaseBytes

/**
 * Whether an import should decide in this thread and write in a worker thread: for a file of
 * 64 MB or more. The two threads overlap only across batches, and the lookups the deciding
 * thread cannot answer from what it holds (a campaign's participants and members, at its close)
 * wait for the writer. On the default bench programme's first 250,000 lines (55 MB, mostly
 * accounts and registrations) both ways ran at the same rate; on its first million (229 MB) the
 * writer thread took 63 s against 84–85 s, as each commit and read grew with the file.
 */
export const worthPipelining = (fileBytes: number): boolean => fileBytes >= 64 * 1024 * 1024

/**
 * Executes fixture commands in order, each at its business time, through the domain. Lines are
 * pulled from an async source and run in batches of one transaction each, with every command's
 * idempotency record, so a batch gives the same result as one-by-one, an interrupted import
 * resumes where it stopped, and re-importing a file changes nothing. A batch runs as a bulk
 * transaction; if it throws (a write the bulk path refuses only at its end, say), it is rolled
 * back and run again one command at a time, each in its own savepoint, which either gives the
 * single path's result or throws what it would have thrown.
 */
export const importCommands = async (programme: Programme, source: AsyncIterable<ImportItem>, options: ImportOptions = {}): Promise<ImportSummary> => {
  const bulk = options.bulk ?? true
  const rejections: Array<Rejection> = []
  let lines = 0
  let accepted = 0
  let repeated = 0
  let batch: Array<ImportItem> = []

  const runOne = (item: ImportItem, handler: CommandHandler | undefined): void => {
    lines += 1
    if (!item.ok) {
      rejections.push({ file: item.file, line: item.line, commandId: item.commandId, code: item.code, message: item.message })
      return
    }
    const decoded = programme.handler.decode(item.type, item.payload, options.formatIssues)
    if (Exit.isFailure(decoded)) {
      const error = decoded.cause.reasons[0]
      const failure = error && "error" in error ? (error.error as { code: string; issues?: ReadonlyArray<{ path: string; message: string }> }) : undefined
      const message = failure?.issues?.map((i) => `${i.path}: ${i.message}`).join("; ") ?? "invalid input"
      // An unknown command names its type, so the operator's message can say which one.
      const details = failure?.code === "input.unknown_command" ? { details: { type: item.type } } : {}
      rejections.push({ file: item.file, line: item.line, commandId: item.commandId, code: failure?.code ?? "input.invalid", message, ...details })
      return
    }
    const envelope = { commandId: item.commandId, at: item.at, actor: item.actor, command: decoded.value }
    const handled = handler ? handler.executeSync(envelope) : programme.executeSync(envelope)
    if (handled.repeated) repeated += 1
    if (handled.outcome.status === "accepted") accepted += 1
    else rejections.push({ file: item.file, line: item.line, commandId: item.commandId, code: handled.outcome.code, details: handled.outcome.details })
  }

  const flush = (): void => {
    if (batch.length === 0) return
    const items = batch
    batch = []
    const before = { lines, accepted, repeated, rejected: rejections.length }
    const oneByOne = () =>
      programme.batch(() => {
        for (const item of items) runOne(item, undefined)
      })
    if (!bulk) oneByOne()
    else {
      try {
        programme.bulk(() => {
          for (const item of items) runOne(item, programme.handler)
        })
      } catch (e) {
        options.onBulkFailure?.(e)
        lines = before.lines
        accepted = before.accepted
        repeated = before.repeated
        rejections.length = before.rejected
        oneByOne()
      }
    }
    options.onBatch?.({ lines, accepted, rejected: rejections.length, repeated })
  }

  // The pipelined path: items are numbered, and kept until the writer has committed them, so that
  // a batch it fails is run again here from its first item, command by command.
  let pipeline: Pipeline | undefined
  let index = 0
  const kept: Array<{ readonly start: number; readonly items: ReadonlyArray<ImportItem> }> = []
  /**
   * The writer failed a batch: nothing from its first item on is committed. This thread takes
   * the file back, runs those items again command by command, as `flush` does when a bulk batch
   * throws, and the import goes on without a writer thread.
   */
  const recover = async (live: Pipeline, failure: PipelineFailed): Promise<void> => {
    await live.stop()
    pipeline = undefined
    options.onBulkFailure?.(failure.cause ?? failure)
    const mark = failure.restart.mark as ImportProgress
    lines = mark.lines
    accepted = mark.accepted
    repeated = mark.repeated
    rejections.length = mark.rejected
    const again = kept.flatMap((k) => k.items.filter((_, i) => k.start + i >= failure.restart.index))
    kept.length = 0
    programme.batch(() => {
      for (const item of again) runOne(item, undefined)
    })
  }
  /** Items decided since the last batch went to the writer. */
  let unsent = 0
  /**
   * Decides the items read so far, and sends them to the writer with the rest of their batch
   * once it has `batchSize` commands, or at once when `end` (the source ended or went quiet).
   */
  const flushPipelined = async (live: Pipeline, end: boolean): Promise<void> => {
    const items = batch
    batch = []
    if (items.length > 0) kept.push({ start: index, items })
    try {
      for (const item of items) {
        live.at(index, { lines, accepted, repeated, rejected: rejections.length })
        runOne(item, live.handler)
        index += 1
        // An erasure deletes rows the overlays do not model: the next command reads the file.
        if (live.wantsDrain()) live.drain()
      }
      unsent += items.length
      if (unsent === 0 || (!end && unsent < batchSize)) return
      unsent = 0
      live.send()
      const oldest = live.oldest()
      while (kept.length > 0 && kept[0]!.start + kept[0]!.items.length <= oldest) kept.shift()
    } catch (e) {
      if (!(e instanceof PipelineFailed)) throw e
      await recover(live, e)
    }
    options.onBatch?.({ lines, accepted, rejected: rejections.length, repeated })
  }

  const restoreCache = bulk ? useBulkCache(programme.db) : () => {}
  const deferred = bulk && options.deferIndexes ? deferIndexes(programme.db, options.deferIndexes) > 0 : false
  if (bulk && options.pipeline === true && !programme.db.memory && !programme.db.inTransaction) {
    pipeline = startPipeline(programme, {
      durability: programme.db.pragma("synchronous", { simple: true }) === 1 ? "normal" : "full",
      cacheLimit: options.stateCacheLimit ?? bulkStateCacheLimit,
      ...(options.writerDelayMs === undefined ? {} : { writerDelayMs: options.writerDelayMs }),
      ...(options.writerChunkSize === undefined ? {} : { chunkSize: options.writerChunkSize })
    })
  }
  const batchSize = commandsPerTransaction(pipeline !== undefined, options.batchSize)
  // The pipeline decides with a handler of its own: this programme's keeps its limit then.
  const restoreStates = bulk && !pipeline ? programme.handler.useCacheLimit(options.stateCacheLimit ?? bulkStateCacheLimit) : () => {}
  /** Commits what was read (`end`: all of it now), or on the pipelined path decides it. */
  const flushAny = async (end: boolean) => {
    if (pipeline) await flushPipelined(pipeline, end)
    else if (batch.length > 0) flush()
  }
  // The pipelined path decides items as they are read, a slice at a time, up to where its batch
  // ends (`decidedAtATime`); after a writer failure the import goes on in batches in one thread.
  const slice = Math.max(1, options.decidedAtATime ?? decidedAtATime)
  const readAhead = () => (pipeline ? Math.min(slice, batchSize - unsent) : batchSize)
  let failed = true
  try {
    for await (const item of options.commitWhenIdleMs === undefined ? source : idleMarks(source, options.commitWhenIdleMs)) {
      if (item === IDLE) await flushAny(true)
      else {
        batch.push(item)
        if (batch.length >= readAhead()) await flushAny(false)
      }
    }
    await flushAny(true)
    if (pipeline) {
      const live = pipeline
      try {
        live.drain()
      } catch (e) {
        if (!(e instanceof PipelineFailed)) throw e
        await recover(live, e)
      }
    }
    failed = false
  } finally {
    await pipeline?.stop()
    pipeline = undefined
    try {
      if (deferred) buildDeferredIndexes(programme.db)
    } catch (e) {
      // What stopped the import is the news; the next start builds them.
      if (!failed) throw e
    } finally {
      restoreCache()
      restoreStates()
    }
  }
  return { lines, accepted, rejected: rejections.length, repeated, rejections }
}
