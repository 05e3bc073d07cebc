import { MessageChannel, receiveMessageOnPort, Worker } from "node:worker_threads"
import type { CampaignSummary, InvoiceClaim, Lookups } from "../../domain/lookups.ts"
import { programme as domain } from "../../domain/programme.ts"
import { makeCommandHandler, type CommandHandler, type Outcome, type Rejected } from "../../domain/shared/commandHandler.ts"
import type { Tagged } from "../../domain/shared/decider.ts"
import { useMemoryMap, type Durability } from "../store/database.ts"
import { appendRecord, type EncodedEvent } from "../store/SqliteEventLog.ts"
import { encodeDecided, type DecidedCommand } from "./decidedCommands.ts"
import type { WriteBatch, WriterFailure, WriterOrder } from "./importWriter.ts"
import { documentKey, invoiceKey, knownIds } from "./knownIds.ts"
import { makeLookups } from "./lookups.ts"
import { personKept } from "./personalData.ts"
import { outcomeOf, type Programme } from "./Programme.ts"

/** importWriter.ts from source, dist/importWriter.mjs beside dist/vitrine.mjs in the bundle. */
const writerEntry = new URL(import.meta.url.endsWith(".ts") ? "./importWriter.ts" : "./importWriter.mjs", import.meta.url)

/** Mirrors importWriter.ts (which cannot be imported here: it runs as soon as it loads). */
const COMMITTED = 0
const FAILED = 1

/**
 * Commands posted to the writer at a time: a batch goes as it is decided, and the writer writes
 * it once its last chunk came. Held here until the whole batch was decided, its 50,000 commands
 * (1 KB or so each) outlived two scavenges and were copied into the old generation; posted, they
 * wait serialized, outside either heap, until the writer takes them.
 */
const writerChunkSize = 1_000

/** Batches decided and not yet committed, at most: the decider waits for the writer beyond. */
const inFlightLimit = 2

/** No commit for this long means the writer died without a word. */
const stalledMs = 300_000

/** A worker that cannot load its module says so rather than leaving the decider waiting. */
const bootstrap = `
const { workerData } = require("node:worker_threads")
import(workerData.entry).catch((e) => {
  workerData.port.postMessage({ failed: 0, message: "the import's writer did not load: " + (e && e.message), stack: e && e.stack })
  const counters = new Int32Array(workerData.counters)
  Atomics.store(counters, ${FAILED}, 1)
  Atomics.notify(counters, ${COMMITTED})
})`

/** Personal data as a decision sees it: undefined once erased. */
interface Person {
  readonly country: string
  readonly document: string
  readonly fullName: string
  readonly email: string
  readonly birthday: string
}

/**
 * What one batch decided, as the decider's lookups must see it until the writer has committed
 * it: the outcomes, the invoices claimed and the personal data kept. Its events are in the
 * handler's folded states, which keep every stream it wrote until then (`since`).
 */
interface Overlay {
  readonly seq: number
  readonly after: number
  /** The handler's stamp when it opened: states used since are not evicted while it is not committed. */
  readonly since: number
  /** Commands decided in this batch so far. */
  decided: number
  readonly outcomes: Map<string, Outcome>
  readonly claims: Map<string, Array<InvoiceClaim>>
  readonly people: Map<string, Person>
  /** Campaigns drafted, opened and closed, in order (the campaigns read model's summary). */
  readonly campaigns: Array<CampaignChange>
  /** The documents of `people`, by country and document. */
  readonly documents: Set<string>
  /** Users registered in a campaign, by campaign (the participants read model's rows). */
  readonly registered: Map<string, Array<string>>
  /** Accounts registered and levels changed, in order (the members read model's rows). */
  readonly levels: Array<LevelChange>
  /** Where the import starts again if the writer fails this batch: an item index and the caller's mark. */
  readonly restart: Restart
}

/** An account's level set (1 when registered, with its country) or changed. */
interface LevelChange {
  readonly userId: string
  readonly level: number
  readonly country?: string
}

type CampaignChange =
  | { readonly drafted: CampaignSummary & { readonly country: string } }
  | { readonly campaignId: string; readonly status: CampaignSummary["status"] }

/** SQLite's BINARY order of text (its UTF-8 bytes), which is code point order: the read models' ORDER BY. */
export const byCodePoint = (a: string, b: string): number => {
  if (a === b) return 0
  const ia = a[Symbol.iterator]()
  const ib = b[Symbol.iterator]()
  for (;;) {
    const x = ia.next()
    const y = ib.next()
    if (x.done || y.done) return x.done ? (y.done ? 0 : -1) : 1
    const d = x.value.codePointAt(0)! - y.value.codePointAt(0)!
    if (d !== 0) return d
  }
}

export interface Restart {
  readonly index: number
  readonly mark: unknown
}

export class PipelineFailed extends Error {
  /** The import's item from which nothing is committed, with the mark given for it (`at`). */
  readonly restart: Restart
  constructor(restart: Restart, failure: WriterFailure) {
    super(failure.message, { cause: Object.assign(new Error(failure.message), failure.stack ? { stack: failure.stack } : {}) })
    this.restart = restart
  }
}

export interface Pipeline {
  /** The handler that decides here and leaves the writes to the writer thread. */
  readonly handler: CommandHandler
  /** What its decisions ask: the file as committed, with what the writer has not committed yet. */
  readonly lookups: Lookups
  /**
   * The next command decided is the import's item `index`: a batch that begins with it restarts
   * there, with `mark` (the caller's counters before it), if the writer fails it.
   */
  readonly at: (index: number, mark: unknown) => void
  /** The first item not known committed. */
  readonly oldest: () => number
  /**
   * Sends what was decided since the last batch to the writer, and waits while too many batches
   * are not committed yet. Throws PipelineFailed when the writer failed one.
   */
  readonly send: () => void
  /** Sends what was decided and waits until all of it is committed. Throws PipelineFailed. */
  readonly drain: () => void
  /** Whether a command decided asks for a drain before the next one (an erasure). */
  readonly wantsDrain: () => boolean
  /** Ends the writer thread, its work committed or not. */
  readonly stop: () => Promise<void>
}

/**
 * A pipelined bulk import: this thread decides, over folded states (every stream written in a
 * batch not committed yet stays folded) and the file as committed plus what it decided and the
 * writer has not committed yet (overlays), while a worker thread
 * (importWriter.ts) owns the write connection and writes each batch in one bulk transaction, as
 * `Programme.bulk` would have here. Decisions and writes take one core each. Every lookup is
 * answered from the file and the overlays; an erasure, which deletes rows the overlays do not
 * model, waits until every decided batch is committed. For a programme over a file.
 */
export const startPipeline = (
  programme: Programme,
  options: {
    readonly durability: Durability
    readonly cacheLimit: number
    readonly writerDelayMs?: number
    /** Commands posted to the writer at a time (`writerChunkSize` unless told; tests make it tiny). */
    readonly chunkSize?: number
  }
): Pipeline => {
  const { port1: here, port2: there } = new MessageChannel()
  const counters = new SharedArrayBuffer(2 * Int32Array.BYTES_PER_ELEMENT)
  const view = new Int32Array(counters)
  const order: WriterOrder & { readonly entry: string } = {
    entry: writerEntry.href,
    path: programme.db.name,
    durability: options.durability,
    port: there,
    counters,
    ...(options.writerDelayMs ? { delayMs: options.writerDelayMs } : {})
  }
  const worker = new Worker(bootstrap, { eval: true, workerData: order, transferList: [there] })
  worker.unref()
  const exited = new Promise<void>((resolve) => worker.once("exit", () => resolve()))

  const unmap = useMemoryMap(programme.db)
  const log = programme.log
  const base = makeLookups(programme.db)
  const memberCountry = programme.db.prepare<[string], string>("SELECT country FROM members WHERE user_id = ?").pluck()
  const personRow = programme.db.prepare<[string], Person>(
    "SELECT country, document, full_name AS fullName, email, birthday FROM personal_data WHERE user_id = ? AND erased_at IS NULL"
  )

  // Asked before the file: an id never written is answered here, without a read.
  const written = knownIds(programme.db)
  let next = log.lastPosition() + 1
  let seq = 0
  let restartAt: Restart = { index: 0, mark: undefined }
  // The handler is made below, over these lookups; the first overlay opens before it has stamped anything.
  let stamp = () => 1
  const open = (): Overlay => ({
    seq: seq++,
    after: next - 1,
    since: stamp(),
    decided: 0,
    outcomes: new Map(),
    claims: new Map(),
    people: new Map(),
    campaigns: [],
    documents: new Set(),
    registered: new Map(),
    levels: [],
    restart: restartAt
  })
  let current = open()
  /**
   * The command decided last, until the next one: its personal data is added after its append
   * (`keepPerson`). Then it is sealed as a string (decidedCommands.ts) into the chunk on its way
   * to the writer, so that its objects die young: held as objects, 50,000 commands of a batch and
   * of the two in flight survived every scavenge here and in the writer, and were copied into
   * the old generation on both sides.
   */
  let unsealed: DecidedCommand | undefined
  const chunkSize = Math.max(1, options.chunkSize ?? writerChunkSize)
  let chunk: Array<string> = []
  const postChunk = (last: boolean): void => {
    const message: WriteBatch = { seq: current.seq, after: current.after, commands: chunk, last }
    here.postMessage(message)
    chunk = []
  }
  const seal = (): void => {
    if (unsealed === undefined) return
    chunk.push(encodeDecided(unsealed))
    unsealed = undefined
    current.decided += 1
    if (chunk.length >= chunkSize) postChunk(false)
  }
  /** Sent and not known committed, oldest first. */
  const sent: Array<Overlay> = []
  let drainWanted = false

  /** The first answer of the overlays, newest first: the batch being decided, then those sent. */
  const newest = <T>(f: (o: Overlay) => T | undefined): T | undefined => {
    const found = f(current)
    if (found !== undefined) return found
    for (let i = sent.length - 1; i >= 0; i--) {
      const answer = f(sent[i]!)
      if (answer !== undefined) return answer
    }
    return undefined
  }
  /** Every overlay in the order its writes happen: those sent, oldest first, then the batch being decided. */
  const oldestFirst = (f: (o: Overlay) => void): void => {
    for (const o of sent) f(o)
    f(current)
  }

  const failure = (): never => {
    const received = receiveMessageOnPort(here)?.message as WriterFailure | undefined
    const failed = received ?? { failed: sent[0]?.seq ?? current.seq, message: "the import's writer failed" }
    const batch = sent.find((b) => b.seq === failed.failed) ?? sent[0] ?? current
    throw new PipelineFailed(batch.restart, failed)
  }

  /** Forgets the overlays the writer has committed; waits until at most `pending` are not. */
  const settle = (pending: number): void => {
    for (;;) {
      if (Atomics.load(view, FAILED) !== 0) failure()
      const committed = Atomics.load(view, COMMITTED)
      while (sent.length > 0 && sent[0]!.seq < committed) sent.shift()
      if (sent.length <= pending) return
      if (Atomics.wait(view, COMMITTED, committed, stalledMs) === "timed-out") throw new Error("the import's writer stopped answering")
    }
  }

  const send = (): void => {
    seal()
    if (current.decided > 0) {
      postChunk(true)
      sent.push(current)
      current = open()
    }
    settle(inFlightLimit)
  }

  const drain = (): void => {
    send()
    settle(0)
    drainWanted = false
  }

  const personOf = (userId: string): Person | undefined => newest((o) => o.people.get(userId))

  /**
   * Birthdays by user, as this import kept them or the file answered (null: none on file), for
   * every registration asks one: an indexed read of a random key, 1.97 s of the deciding
   * thread's 51.5 s in a profile of the default bench programme's first 400,000 lines. Kept in step with
   * `keepPerson`; an erasure forgets its user, and is decided over the file (`drainWanted`).
   */
  const birthdays = new Map<string, string | null>()
  const birthdaysKept = 1_000_000
  const rememberBirthday = (userId: string, birthday: string | null): void => {
    if (birthdays.size >= birthdaysKept && !birthdays.has(userId)) birthdays.clear()
    birthdays.set(userId, birthday)
  }

  const lookups: Lookups = {
    documentTaken: (country, document) => {
      const key = documentKey(country, document)
      return newest((o) => (o.documents.has(key) ? true : undefined)) ?? (written.mayHold(key) && base.documentTaken(country, document))
    },
    birthdayOf: (userId) => {
      let birthday = birthdays.get(userId)
      if (birthday === undefined) rememberBirthday(userId, (birthday = base.birthdayOf(userId) ?? null))
      return birthday ?? undefined
    },
    personOf: (userId) => {
      const p = personOf(userId)
      return p ? { fullName: p.fullName, email: p.email } : base.personOf(userId)
    },
    campaignsOf: (country) => {
      const rows = base.campaignsOf(country).map((r) => ({ ...r }))
      const known = new Set(rows.map((r) => r.campaignId))
      oldestFirst((o) => {
        for (const change of o.campaigns) {
          if ("drafted" in change) {
            // Committed meanwhile, it is among the file's rows already.
            if (change.drafted.country !== country || known.has(change.drafted.campaignId)) continue
            known.add(change.drafted.campaignId)
            rows.push({ campaignId: change.drafted.campaignId, begins: change.drafted.begins, ends: change.drafted.ends, status: change.drafted.status })
          } else {
            const row = rows.find((r) => r.campaignId === change.campaignId)
            if (row) row.status = change.status
          }
        }
      })
      // In the index's order (country, begins, then rowid: a row drafted later after the others).
      return rows.sort((a, b) => (a.begins < b.begins ? -1 : a.begins > b.begins ? 1 : 0))
    },
    // A batch committed meanwhile is in both the file and its overlay until `settle` forgets it:
    // a claim seen twice changes neither rule.
    invoiceClaims: (campaignId, number) => {
      const key = invoiceKey(campaignId, number)
      let claims = written.mayHold(key) ? base.invoiceClaims(campaignId, number) : []
      oldestFirst((o) => {
        const held = o.claims.get(key)
        if (held) claims = claims.concat(held)
      })
      return claims
    },
    // A campaign's close asks both, and used to wait for the writer to commit everything first:
    // the writer then stood idle while the close was decided (16 s at each of the default bench
    // programme's quarter ends). The file's rows and the overlays' changes answer them instead.
    participants: (campaignId) => {
      const users = new Set(base.participants(campaignId))
      const before = users.size
      oldestFirst((o) => {
        for (const userId of o.registered.get(campaignId) ?? []) users.add(userId)
      })
      return users.size === before ? [...users] : [...users].sort(byCodePoint)
    },
    membersAtOrAbove: (country, level) => {
      // The newest level of every account the overlays touched, and the country of those they registered.
      const levels = new Map<string, number>()
      const countries = new Map<string, string>()
      oldestFirst((o) => {
        for (const change of o.levels) {
          levels.set(change.userId, change.level)
          if (change.country !== undefined) countries.set(change.userId, change.country)
        }
      })
      const rows = base.membersAtOrAbove(country, level)
      if (levels.size === 0) return rows
      const users = new Set(rows.filter((userId) => (levels.get(userId) ?? level) >= level))
      for (const [userId, now] of levels) {
        if (now >= level && !users.has(userId) && (countries.get(userId) ?? memberCountry.get(userId)) === country) users.add(userId)
      }
      return [...users].sort(byCodePoint)
    }
  }

  /** What the personal-data writer will keep for this command, as the next decisions must see it. */
  const keepPerson = (command: Tagged): void => {
    const kept = personKept(command)
    if (kept === undefined) return
    if (kept.kind === "insert") {
      const key = documentKey(kept.country, kept.document)
      current.documents.add(key)
      written.add(key)
      current.people.set(kept.userId, kept)
      rememberBirthday(kept.userId, kept.birthday)
    } else if (kept.kind === "update") {
      // An UPDATE: it changes a row that is there, and makes none.
      const before = personOf(kept.userId) ?? personRow.get(kept.userId)
      if (before) {
        current.people.set(kept.userId, { ...before, fullName: kept.fullName, email: kept.email, birthday: kept.birthday })
        rememberBirthday(kept.userId, kept.birthday)
      }
    } else {
      // Deletes rows the overlays do not model: decide the next command over the file.
      drainWanted = true
      birthdays.delete(kept.userId)
    }
    unsealed = { ...unsealed!, accepted: { ...unsealed!.accepted!, person: JSON.stringify({ ...command, _tag: command._tag }) } }
  }

  const handler = makeCommandHandler(
    domain,
    {
      findOutcome: (commandId) =>
        newest((o) => o.outcomes.get(commandId)) ?? (written.mayHold(commandId) ? outcomeOf(log.findCommand(commandId)?.outcome) : undefined),
      // Read only for a stream not folded: one this import wrote is folded until committed (keptFrom).
      readStream: (streamId, fromVersion) => (written.mayHold(streamId) ? log.readStream(streamId, fromVersion) : []),
      cacheIsCurrent: () => true,
      append: (streams, commandId, outcome, recordedAt) => {
        seal()
        let firstPosition = 0
        let lastPosition = 0
        // Encoded here as the log stores them (decidedCommands.ts): the writer queues the strings.
        const encoded: Array<EncodedEvent> = []
        let metadata: unknown
        let metadataJson = "{}"
        const result = streams.map((s) => {
          if (typeof s.expected !== "number") throw new Error(`a pipelined append expects versions (got ${String(s.expected)})`)
          let version = s.expected
          if (s.events.length > 0) written.add(s.streamId)
          for (const e of s.events) {
            version += 1
            const position = next++
            if (firstPosition === 0) firstPosition = position
            lastPosition = position
            // The events of one command usually share one metadata object: encoded once.
            if (e.metadata !== metadata) metadataJson = JSON.stringify((metadata = e.metadata) ?? {})
            encoded.push({ streamId: s.streamId, version, type: e.type, eventId: e.eventId, data: JSON.stringify(e.data), metadata: metadataJson })
            if (e.type === "SaleReported") claim(e.data as { campaignId: string; invoiceNumber: string; userId: string; storeId: string })
            else if (e.type === "CampaignDrafted") {
              const d = e.data as { campaignId: string; country: string; begins: string; ends: string }
              current.campaigns.push({ drafted: { campaignId: d.campaignId, country: d.country, begins: d.begins, ends: d.ends, status: "draft" } })
            } else if (e.type === "CampaignOpened" || e.type === "CampaignClosed") {
              current.campaigns.push({ campaignId: (e.data as { campaignId: string }).campaignId, status: e.type === "CampaignOpened" ? "open" : "closed" })
            } else if (e.type === "RegisteredForCampaign") {
              const { campaignId, userId } = e.data as { campaignId: string; userId: string }
              const users = current.registered.get(campaignId)
              if (users) users.push(userId)
              else current.registered.set(campaignId, [userId])
            } else if (e.type === "AccountRegistered") {
              const d = e.data as { userId: string; country: string }
              current.levels.push({ userId: d.userId, level: 1, country: d.country })
            } else if (e.type === "LevelUpApproved" || e.type === "LevelFell" || e.type === "LevelCorrected") {
              const d = e.data as { userId: string; toLevel: number }
              current.levels.push({ userId: d.userId, level: d.toLevel })
            }
          }
          return { streamId: s.streamId, version }
        })
        current.outcomes.set(commandId, outcome)
        written.add(commandId)
        const appended = { firstPosition, lastPosition, streams: result }
        const record = JSON.stringify(appendRecord(outcome, streams, appended))
        unsealed = { commandId, recordedAt, record, accepted: { firstPosition, events: encoded } }
        return appended
      },
      recordRejection: (commandId, outcome: Rejected, recordedAt) => {
        // The first outcome recorded stays, as the writer's `recordCommand` keeps it.
        if (current.outcomes.has(commandId)) return
        seal()
        current.outcomes.set(commandId, outcome)
        written.add(commandId)
        unsealed = { commandId, recordedAt, record: JSON.stringify(outcome) }
      }
    },
    lookups,
    { onAccepted: (command) => keepPerson(command), cacheLimit: options.cacheLimit, keptFrom: () => (sent[0] ?? current).since }
  )
  stamp = handler.stamp

  const claim = (sale: { campaignId: string; invoiceNumber: string; userId: string; storeId: string }): void => {
    const key = invoiceKey(sale.campaignId, sale.invoiceNumber)
    written.add(key)
    const list = current.claims.get(key)
    const c = { userId: sale.userId, storeId: sale.storeId }
    if (list) list.push(c)
    else current.claims.set(key, [c])
  }

  return {
    handler,
    lookups,
    at: (index, mark) => {
      restartAt = { index, mark }
      seal()
      if (current.decided === 0) current = { ...current, restart: restartAt }
    },
    oldest: () => (sent[0] ?? current).restart.index,
    send,
    drain,
    wantsDrain: () => drainWanted,
    stop: async () => {
      // The writer closes its connection and ends; one that does not within 10 s is ended.
      worker.ref()
      here.postMessage("close")
      let timer: NodeJS.Timeout | undefined
      await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(resolve, 10_000)))])
      clearTimeout(timer)
      here.close()
      await worker.terminate()
      unmap()
    }
  }
}
