import type Database from "better-sqlite3"
import type { InvoiceClaim } from "../../../domain/lookups.ts"
import { bulkInsert, rowsPerStatement } from "../../store/bulkInsert.ts"
import type { BulkFold, FoldOptions } from "../../store/projections.ts"
import { saleCounter, saleRecount } from "../sales.ts"

/** A sale row in the column order of `insert`, with its audit columns last. */
type Row = [
  saleId: string, campaignId: string, userId: string, storeId: string, chainId: string, invoiceNumber: string, saleDate: string,
  reportedAt: string, observation: string | null, lines: string, basePoints: number, level: number, creditedPoints: number,
  status: string, duplicate: 0 | 1, reason: string | null, auditedAt: string | null
]

/**
 * Most sales are audited soon after they are reported: the last this many rows wait in memory
 * (about 100 MB). In the generated 1M-sale programme, 61 % of audits come more than 30,000
 * sales after their report, and 0.2 % more than 100,000.
 */
const defaultPendingRows = 100_000

/** Audits of sales already written, per UPDATE (a statement each costs several times more). */
const auditsPerStatement = 32

/**
 * The sales read model (sales.ts) for a rebuild or a bulk import: a reported sale waits in memory while later ones come,
 * so the audit that usually follows soon changes the row before it is inserted rather than
 * with an UPDATE after; later audits are written 32 to an UPDATE. Rows are inserted in the order they were reported; before a duplicate
 * flags the others, every waiting row goes in, so the flag sees what it would have seen.
 * Mirrors sales.ts handler by handler; tests/adapters/projections/rebuildFolds.spec.ts checks
 * that both agree. In a bulk import, where decisions ask the table about invoices, `peek.claims`
 * answers for the rows still waiting (lookups.ts asks both).
 */
export const salesFold = (pendingRows = defaultPendingRows) => (db: Database.Database, ensureIndex: (name: string) => void, _apply: unknown, options: FoldOptions): BulkFold => {
  const insert = bulkInsert<Row>(db, "sales", [
    "sale_id", "campaign_id", "user_id", "store_id", "chain_id", "invoice_number", "sale_date", "reported_at", "observation", "lines",
    "base_points", "level", "credited_points", "status", "duplicate", "reason", "audited_at"
  ])
  const flagOthers = db.prepare(
    "UPDATE sales SET duplicate = 1 WHERE campaign_id = CAST(? AS TEXT) AND store_id = CAST(? AS TEXT) AND invoice_number = CAST(? AS TEXT) AND duplicate = 0"
  )
  const audit = db.prepare("UPDATE sales SET status = ?, reason = ?, audited_at = ? WHERE sale_id = ?")
  // A rebuild counts the table once at its end (its worker records writes only, so it cannot ask
  // a late audit's row what it was); an import moves the counts by what it folded, since a
  // recount scans every sale and lookups settle the fold often (every campaign command, every
  // training credit).
  const recount = saleRecount(db)
  const count = saleCounter(db)
  const statusOf = options.fresh ? undefined : db.prepare<[string], { status: string }>("SELECT status FROM sales WHERE sale_id = ?")
  const moves = new Map<string, { campaignId: string; status: string; by: number }>()
  const move = (campaignId: string, status: string, by: number) => {
    const key = `${campaignId}\u0000${status}`
    const m = moves.get(key)
    if (m) m.by += by
    else moves.set(key, { campaignId, status, by })
  }
  const countMoves = () => {
    for (const { campaignId, status, by } of moves.values()) if (by !== 0) count(campaignId, status, by)
    moves.clear()
  }
  const auditMany = db.prepare(
    `UPDATE sales SET status = a.column2, reason = a.column3, audited_at = a.column4 FROM (VALUES ${Array.from({ length: auditsPerStatement }, () => "(?, ?, ?, ?)").join(", ")}) AS a WHERE sales.sale_id = a.column1`
  )
  // Waiting rows by sale id, and in the order they were reported (a Map emptied from its front
  // slows down as it goes: V8 walks the holes the deletes leave).
  const pending = new Map<string, Row>()
  let queue: Array<Row> = []
  let head = 0
  // Waiting rows by campaign and invoice number, for lookups between flushes (not in a rebuild).
  const byInvoice = options.fresh ? undefined : new Map<string, Array<Row>>()
  const invoiceKey = (campaignId: string, invoiceNumber: string) => `${campaignId}\u0000${invoiceNumber}`
  const insertOldest = () => {
    const row = queue[head++]!
    insert.add(row)
    pending.delete(row[0])
    if (byInvoice) {
      const key = invoiceKey(row[1], row[5])
      const rows = byInvoice.get(key)!
      if (rows.length === 1) byInvoice.delete(key)
      else rows.splice(rows.indexOf(row), 1)
    }
    if (head > pendingRows) {
      queue = queue.slice(head)
      head = 0
    }
  }
  // A full statement's worth at once, so no row is ever half-way, queued in `insert` but not
  // written: an audit finds its row waiting here or in the table.
  const insertOldestRows = () => {
    for (let i = 0; i < rowsPerStatement; i++) insertOldest()
  }
  // Audits of rows already written, by sale id: they go in together, after the rows.
  const late = new Map<string, [status: string, reason: string | null, at: string]>()
  const auditLate = () => {
    if (late.size === 0) return
    insert.flush()
    if (late.size === auditsPerStatement) auditMany.run([...late].flatMap(([saleId, a]) => [saleId, ...a]))
    else for (const [saleId, [status, reason, at]] of late) audit.run(status, reason, at, saleId)
    late.clear()
  }
  const flush = () => {
    while (head < queue.length) insertOldest()
    insert.flush()
    auditLate()
  }
  const audited = (saleId: string, campaignId: string, status: string, reason: string | null, at: string) => {
    const row = pending.get(saleId)
    if (row) {
      move(campaignId, row[13], -1)
      move(campaignId, status, 1)
      row[13] = status
      row[15] = reason
      row[16] = at
      return
    }
    if (statusOf) {
      // As sales.ts: a sale the table does not have moves no count.
      const was = late.get(saleId)?.[0] ?? statusOf.get(saleId)?.status
      if (was !== undefined) {
        move(campaignId, was, -1)
        move(campaignId, status, 1)
      }
    }
    // One UPDATE ... FROM may not hold the same row twice: a second audit waits for the first.
    if (late.has(saleId)) auditLate()
    late.set(saleId, [status, reason, at])
    if (late.size === auditsPerStatement) auditLate()
  }
  return {
    handlers: {
      SaleReported: (e, ev) => {
        const duplicate = e.duplicateOf.length > 0
        if (duplicate) {
          flush()
          ensureIndex("sales_invoice")
          flagOthers.run(e.campaignId, e.storeId, e.invoiceNumber)
        }
        // The primary key refuses a sale reported twice, as the INSERT of sales.ts would.
        if (pending.has(e.saleId)) flush()
        const row: Row = [
          e.saleId, e.campaignId, e.userId, e.storeId, e.chainId, e.invoiceNumber, e.saleDate, ev.recordedAt,
          e.observation ?? null, JSON.stringify(e.lines), e.basePoints, e.level, e.creditedPoints, "awaiting_approval", duplicate ? 1 : 0, null, null
        ]
        pending.set(e.saleId, row)
        queue.push(row)
        move(e.campaignId, "awaiting_approval", 1)
        if (byInvoice) {
          const key = invoiceKey(e.campaignId, e.invoiceNumber)
          const rows = byInvoice.get(key)
          if (rows) rows.push(row)
          else byInvoice.set(key, [row])
        }
        if (pending.size >= pendingRows + rowsPerStatement) insertOldestRows()
      },
      SaleApproved: (e, ev) => audited(e.saleId, e.campaignId, "approved", null, ev.recordedAt),
      SaleReproved: (e, ev) => audited(e.saleId, e.campaignId, "reproved", e.reason, ev.recordedAt)
    },
    flush: () => {
      flush()
      if (options.fresh) recount()
      else countMoves()
    },
    peek: {
      claims: (campaignId: string, invoiceNumber: string): ReadonlyArray<InvoiceClaim> =>
        (byInvoice?.get(invoiceKey(campaignId, invoiceNumber)) ?? []).map((row) => ({ userId: row[2], storeId: row[3] }))
    }
  }
}
