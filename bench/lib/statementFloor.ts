import type Database from "better-sqlite3"
import { readFileSync } from "node:fs"
import { openWriter, removeDatabase } from "./scratchDatabase.ts"

/** Every statement a piece of work ran (`run` only: its writes, transactions and savepoints included). */
export interface WriteRecording {
  readonly statements: ReadonlyArray<readonly [sql: string, params: ReadonlyArray<unknown>]>
  /** Seconds the recorded work spent in its COMMITs (each writes the pages its transaction dirtied to the WAL). */
  readonly commitSeconds: number
  readonly commits: number
  /** Bytes this process wrote meanwhile (Linux's /proc/self/io `wchar`; 0 elsewhere): WAL frames, checkpoints. */
  readonly bytesWritten: number
}

const written = (): number => {
  try {
    return Number(/^wchar: (\d+)$/m.exec(readFileSync("/proc/self/io", "utf8"))?.[1] ?? 0)
  } catch {
    return 0
  }
}

type Run = (this: Database.Statement, ...params: Array<unknown>) => Database.RunResult

/**
 * Runs `f` while recording every `Statement.run` on `db`: the rows it wrote, and the BEGIN,
 * COMMIT, SAVEPOINT and RELEASE better-sqlite3 runs as statements too, so the commits stay where
 * they were. Reads (`get`, `all`, `iterate`) are what decisions need and are left out.
 */
export const recordWrites = (db: Database.Database, f: () => void): WriteRecording => {
  const proto = Object.getPrototypeOf(db.prepare("SELECT 1")) as { run: Run }
  const original = proto.run
  const statements: Array<readonly [string, ReadonlyArray<unknown>]> = []
  let commitMs = 0
  let commits = 0
  proto.run = function (this: Database.Statement, ...params: Array<unknown>) {
    if (this.database !== db) return original.apply(this, params)
    statements.push([this.source, params])
    if (this.source !== "COMMIT") return original.apply(this, params)
    const start = performance.now()
    try {
      return original.apply(this, params)
    } finally {
      commitMs += performance.now() - start
      commits += 1
    }
  }
  const before = written()
  try {
    f()
  } finally {
    proto.run = original
  }
  return { statements, commitSeconds: commitMs / 1000, commits, bytesWritten: written() - before }
}

/** Each SQL prepared on its first use and kept, as a program prepares its statements once. */
export const preparedOnce = (db: Database.Database): ((sql: string) => Database.Statement) => {
  const prepared = new Map<string, Database.Statement>()
  return (sql) => {
    let s = prepared.get(sql)
    if (!s) {
      s = db.prepare(sql)
      prepared.set(sql, s)
    }
    return s
  }
}

/**
 * The write floor of one-command transactions: the statements a run wrote, replayed with their
 * commits into a copy of the file as it stood before the run, each SQL prepared once. No decoding,
 * no decision, no read, no JSON: what any implementation that keeps the same read models and
 * commits each command alone must write at least, on the same disk, with the same pragmas.
 */
export const replayWrites = <T>(
  before: string,
  recording: WriteRecording,
  /** Read from the replayed file before it is removed: to check it came out as the run left its own. */
  after: (db: Database.Database) => T,
  options: { readonly cacheKib?: number } = {}
): { readonly seconds: number; readonly commits: number; readonly after: T } => {
  const db = openWriter(before, { cacheKib: options.cacheKib ?? 65536 })
  const statementOf = preparedOnce(db)
  // Prepared outside the clock: the program under test prepares its statements once too.
  for (const [sql] of recording.statements) statementOf(sql)
  let commits = 0
  const start = performance.now()
  for (const [sql, params] of recording.statements) {
    statementOf(sql).run(...params)
    if (sql === "COMMIT") commits += 1
  }
  const seconds = (performance.now() - start) / 1000
  const result = after(db)
  db.close()
  removeDatabase(before)
  return { seconds, commits, after: result }
}
