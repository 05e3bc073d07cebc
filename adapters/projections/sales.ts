import { sqliteTable, text, integer, index, primaryKey } from "drizzle-orm/sqlite-core"
import type Database from "better-sqlite3"
import { defineProjection } from "./define.ts"

/** The audit queue and every sale's figures as recorded. */
export const sales = sqliteTable(
  "sales",
  {
    saleId: text("sale_id").primaryKey(),
    campaignId: text("campaign_id").notNull(),
    userId: text("user_id").notNull(),
    storeId: text("store_id").notNull(),
    chainId: text("chain_id").notNull(),
    invoiceNumber: text("invoice_number").notNull(),
    saleDate: text("sale_date").notNull(),
    reportedAt: text("reported_at").notNull(),
    observation: text("observation"),
    lines: text("lines", { mode: "json" }).$type<Array<{ sku: string; quantity: number; pointsPerUnit: number }>>().notNull(),
    basePoints: integer("base_points").notNull(),
    level: integer("level").notNull(),
    creditedPoints: integer("credited_points").notNull(),
    status: text("status").notNull(),
    /** Another user reported the same invoice at the same store: a likely duplicate claim. */
    duplicate: integer("duplicate", { mode: "boolean" }).notNull(),
    reason: text("reason"),
    auditedAt: text("audited_at")
  },
  (t) => [
    // One index answers both invoice questions (this user's, this store's): an invoice number
    // repeats only on the rare duplicate claim, and every reported sale pays for each index.
    index("sales_invoice").on(t.campaignId, t.invoiceNumber),
    index("sales_queue").on(t.status, t.reportedAt),
    // The admins' audit queue: one campaign's sales of one status by date, a page at a time;
    // the sale id orders equal dates, so the page comes straight from the index, unsorted.
    index("sales_audit_queue").on(t.campaignId, t.status, t.reportedAt, t.saleId),
    index("sales_user").on(t.userId)
  ]
)

/**
 * How many sales each campaign has of each status (no row for none): the admin list's
 * `Content-Range` total of the audit queue read in one row instead of counted over the queue's
 * index entries at every page (adapters/http/admin/resources/sales.ts).
 */
export const saleCounts = sqliteTable(
  "sale_counts",
  {
    campaignId: text("campaign_id").notNull(),
    status: text("status").notNull(),
    sales: integer("sales").notNull()
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.status] })]
)

/** Moves sale counts: `add(campaign, status, by)`, a count that falls to 0 leaving no row. */
export const saleCounter = (db: Database.Database) => {
  const up = db.prepare("INSERT INTO sale_counts (campaign_id, status, sales) VALUES (?, ?, ?) ON CONFLICT (campaign_id, status) DO UPDATE SET sales = sales + excluded.sales")
  const dropEmpty = db.prepare("DELETE FROM sale_counts WHERE campaign_id = ? AND status = ? AND sales = 0")
  return (campaignId: string, status: string, by: number) => {
    up.run(campaignId, status, by)
    if (by < 0) dropEmpty.run(campaignId, status)
  }
}

/**
 * Counts the sales table as it stands into sale_counts (a rebuild's fold, once, at its end).
 * Statements run with `run` only: a rebuild's scan in a worker records them for the writer.
 */
export const saleRecount = (db: Database.Database): (() => void) => {
  const empty = db.prepare("DELETE FROM sale_counts")
  const count = db.prepare("INSERT INTO sale_counts (campaign_id, status, sales) SELECT campaign_id, status, count(*) FROM sales GROUP BY campaign_id, status")
  return () => {
    empty.run()
    count.run()
  }
}

export const salesProjection = defineProjection({
  name: "sales",
  version: 1,
  tables: [sales, saleCounts],
  handlers: (db) => {
    const insert = db.prepare(
      "INSERT INTO sales (sale_id, campaign_id, user_id, store_id, chain_id, invoice_number, sale_date, reported_at, observation, lines, base_points, level, credited_points, status, duplicate) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'awaiting_approval', ?)"
    )
    const flagOthers = db.prepare("UPDATE sales SET duplicate = 1 WHERE campaign_id = CAST(? AS TEXT) AND store_id = CAST(? AS TEXT) AND invoice_number = CAST(? AS TEXT) AND duplicate = 0")
    const audit = db.prepare("UPDATE sales SET status = ?, reason = ?, audited_at = ? WHERE sale_id = ?")
    const before = db.prepare<[string], { campaignId: string; status: string }>("SELECT campaign_id AS campaignId, status FROM sales WHERE sale_id = ?")
    const count = saleCounter(db)
    const audited = (saleId: string, status: string, reason: string | null, at: string) => {
      const was = before.get(saleId)
      audit.run(status, reason, at, saleId)
      if (was === undefined) return
      count(was.campaignId, was.status, -1)
      count(was.campaignId, status, 1)
    }
    return {
      SaleReported: (e, ev) => {
        const duplicate = e.duplicateOf.length > 0
        if (duplicate) flagOthers.run(e.campaignId, e.storeId, e.invoiceNumber)
        insert.run(
          e.saleId, e.campaignId, e.userId, e.storeId, e.chainId, e.invoiceNumber, e.saleDate, ev.recordedAt,
          e.observation ?? null, JSON.stringify(e.lines), e.basePoints, e.level, e.creditedPoints, duplicate ? 1 : 0
        )
        count(e.campaignId, "awaiting_approval", 1)
      },
      SaleApproved: (e, ev) => audited(e.saleId, "approved", null, ev.recordedAt),
      SaleReproved: (e, ev) => audited(e.saleId, "reproved", e.reason, ev.recordedAt)
    }
  }
})
