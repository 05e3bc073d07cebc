import type Database from "better-sqlite3"

/** Op codes below 0 are not statements: what the writer does besides running one. */
export const ENSURE_INDEX = -1
export const PROGRESS = -2

/** What a scan sends its writer: statements first seen since the last batch, then the ops. */
export interface OpBatch {
  readonly sql: ReadonlyArray<string>
  /** Pairs: a statement's number and its `run` arguments, or an op code and its value. */
  readonly ops: ReadonlyArray<unknown>
}

/**
 * A stand-in for the database, for projections that run apart from it (a rebuild's scan in a
 * worker thread): each statement's `run` is written down, in order, for the connection that
 * holds the rebuild's transaction to run the same way. A projection there only writes; a read
 * would see the table before the rebuild, so statements refuse to read.
 */
export class Recorder {
  private sql: Array<string> = []
  private ops: Array<unknown> = []
  private count = 0

  /** What the projections are given as their database: only `prepare` and `run` work. */
  readonly db = { prepare: (sql: string) => this.statement(sql) } as unknown as Database.Database

  get size(): number {
    return this.ops.length / 2
  }

  control(code: number, value: unknown): void {
    this.ops.push(code, value)
  }

  /** The batch recorded so far, and a fresh one started. */
  take(): OpBatch {
    const batch = { sql: this.sql, ops: this.ops }
    this.sql = []
    this.ops = []
    return batch
  }

  private statement(sql: string) {
    const id = this.count++
    this.sql.push(sql)
    const ops = () => this.ops
    const refuse = () => {
      throw new Error(`a projection rebuilt apart from the database cannot read it: ${sql}`)
    }
    const statement = {
      run: (...args: Array<unknown>) => void ops().push(id, args),
      get: refuse,
      all: refuse,
      iterate: refuse,
      pluck: () => statement,
      raw: () => statement
    }
    return statement
  }
}
