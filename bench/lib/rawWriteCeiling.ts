import Database from "better-sqlite3"
import { openWriter, removeDatabase } from "./scratchDatabase.ts"

export interface WriteCeiling {
  readonly commands: number
  readonly events: number
  readonly seconds: number
  readonly commandsPerSecond: number
}

/**
 * The least any implementation of DESIGN §3 must write for the commands a run decided: their
 * events and their idempotency records, with the log's own tables, indexes and pragmas, as
 * plain prepared INSERTs replayed from the run's file into a fresh one, `perTransaction`
 * commands to a commit. No decoding, no decision, no read, no read model: a ceiling the full
 * command path cannot reach, measured on the same disk in the same run.
 */
export const rawWriteCeiling = (
  sourcePath: string,
  options: {
    readonly afterPosition?: number
    readonly upToPosition?: number
    readonly perTransaction: number
    readonly durability?: "NORMAL" | "FULL"
    /** SQLite's page cache in KiB (64 MB unless told: what the import runs with, to be fair to it). */
    readonly cacheKib?: number
  }
): WriteCeiling => {
  const source = new Database(sourcePath, { readonly: true })
  const ddl = source
    .prepare<[], string>("SELECT sql FROM sqlite_schema WHERE tbl_name IN ('events', 'commands') AND sql IS NOT NULL ORDER BY type = 'index'")
    .pluck()
    .all()
  const path = `${sourcePath}.ceiling`
  const db = openWriter(path, { durability: options.durability === "FULL" ? "full" : "normal", cacheKib: options.cacheKib ?? 65536, fresh: true })
  for (const sql of ddl) db.exec(sql)
  const insertEvent = db.prepare("INSERT INTO events (stream_id, stream_version, type, data, metadata, event_id, recorded_at) VALUES (?, ?, ?, ?, ?, ?, ?)")
  const insertCommand = db.prepare("INSERT INTO commands (command_id, outcome, recorded_at) VALUES (?, ?, ?)")
  const write = db.transaction((batch: ReadonlyArray<Command>) => {
    for (const c of batch) {
      for (const e of c.events) insertEvent.run(...e)
      insertCommand.run(c.commandId, c.outcome, c.at)
    }
  })

  // The source is read in slices, outside the clock: only the writes are timed.
  const rows = source
    .prepare(
      "SELECT json_extract(metadata, '$.commandId'), stream_id, stream_version, type, data, metadata, event_id, recorded_at FROM events WHERE position > ? AND position <= ? ORDER BY position"
    )
    .raw()
    .iterate(options.afterPosition ?? 0, options.upToPosition ?? Number.MAX_SAFE_INTEGER) as IterableIterator<[string, ...Array<unknown>]>
  const outcomeOf = source.prepare<[string], string>("SELECT outcome FROM commands WHERE command_id = ?").pluck()
  let commands = 0
  let events = 0
  let seconds = 0
  let batch: Array<Command> = []
  const flush = () => {
    if (batch.length === 0) return
    const start = performance.now()
    write.immediate(batch)
    seconds += (performance.now() - start) / 1000
    commands += batch.length
    batch = []
  }
  // A command's events are contiguous: one append each.
  let current: Command | undefined
  for (const [commandId, ...event] of rows) {
    if (current?.commandId !== commandId) {
      if (batch.length === options.perTransaction) flush()
      current = { commandId, events: [], outcome: outcomeOf.get(commandId) ?? "{}", at: event[6] }
      batch.push(current)
    }
    current.events.push(event)
    events += 1
  }
  flush()
  source.close()
  db.close()
  removeDatabase(path)
  return { commands, events, seconds, commandsPerSecond: commands / seconds }
}

interface Command {
  readonly commandId: string
  readonly events: Array<Array<unknown>>
  readonly outcome: string
  readonly at: unknown
}
