import type Database from "better-sqlite3"

export interface BulkInsert<Row extends ReadonlyArray<unknown>> {
  /** Queues a row; it is written with the next full statement, or by `flush`. */
  readonly add: (row: Row) => void
  /** Writes the queued rows now: call it before anything reads or updates the table. */
  readonly flush: () => void
  /** Forgets the queued rows unwritten (their transaction is rolled back). */
  readonly discard: () => void
  /** Rows queued and not yet written. */
  readonly pending: () => number
}

/** Rows per statement: past a few dozen, binding the longer statement costs what it saves. */
export const rowsPerStatement = 32

/**
 * Appends rows to `table` through one multi-row INSERT per `rowsPerStatement` rows, in the
 * order they were added: the rows, their rowids and any constraint failure are those of one
 * INSERT per row, at a fraction of the per-statement cost a bulk load otherwise pays per row.
 * `conflict` ends each statement (an upsert's `ON CONFLICT … DO …`); it must treat a row the
 * same whichever statement carries it.
 */
export const bulkInsert = <Row extends ReadonlyArray<unknown>>(
  db: Database.Database,
  table: string,
  columns: ReadonlyArray<string>,
  conflict = ""
): BulkInsert<Row> => {
  const tuple = `(${columns.map(() => "?").join(", ")})`
  const head = `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(", ")}) VALUES `
  const tail = conflict === "" ? "" : ` ${conflict}`
  const many = db.prepare(head + Array.from({ length: rowsPerStatement }, () => tuple).join(", ") + tail)
  const one = db.prepare(head + tuple + tail)
  // The queued rows leave the queue before they are written: a refused statement is gone, as
  // a refused INSERT is, and the next one does not run its rows again.
  let values: Array<unknown> = []
  let rows = 0
  const take = () => {
    const taken = values
    values = []
    rows = 0
    return taken
  }
  return {
    add: (row) => {
      for (const value of row) values.push(value)
      if (++rows === rowsPerStatement) many.run(take())
    },
    flush: () => {
      const rest = take()
      for (let i = 0; i < rest.length; i += columns.length) one.run(rest.slice(i, i + columns.length))
    },
    discard: () => void take(),
    pending: () => rows
  }
}
