import { Effect } from "effect"
import { randomUUID } from "node:crypto"
import type Database from "better-sqlite3"
import { InvoicePhotoUnknown } from "../../../domain/api/files/errors.ts"
import type { Principal } from "../../../domain/api/security.ts"
import type { SaleReport } from "../../../domain/api/me/sales.ts"
import { normalizeInvoice } from "../../../domain/rules/points.ts"
import { failureOf } from "../errors.ts"
import { prepared } from "../statements.ts"
import { ServerContext } from "../ServerContext.ts"
import { page, pageRequest, type ListSpec } from "./lists.ts"
import { idFromKey, madeByCommand, submitAsMe } from "./submitAsMe.ts"

const salesList: ListSpec = {
  resource: "sales",
  sortable: {
    id: "s.sale_id", saleId: "s.sale_id", saleDate: "s.sale_date", reportedAt: "s.reported_at", invoiceNumber: "s.invoice_number",
    status: "s.status", creditedPoints: "s.credited_points", basePoints: "s.base_points", campaignId: "s.campaign_id"
  },
  defaultSort: ["reportedAt", "DESC"],
  tieBreak: "s.sale_id"
}

const columns = `s.sale_id AS saleId, s.campaign_id AS campaignId, s.invoice_number AS invoiceNumber, s.sale_date AS saleDate, s.store_id AS storeId,
  st.name AS storeName, s.chain_id AS chainId, s.observation, s.lines, s.base_points AS basePoints, s.level, s.credited_points AS creditedPoints,
  s.status, s.reason, s.reported_at AS reportedAt, s.audited_at AS auditedAt, ph.file_id AS invoicePhotoFileId`
const from = "sales s LEFT JOIN stores st ON st.store_id = s.store_id LEFT JOIN sale_photos ph ON ph.sale_id = s.sale_id"

type Row = { saleId: string; lines: string } & Record<string, unknown>
const toSale = (r: Row) => ({ id: r.saleId, ...r, lines: JSON.parse(r.lines) }) as never

const readSale = (db: Database.Database, userId: string, saleId: string) =>
  prepared(db, `SELECT ${columns} FROM ${from} WHERE s.sale_id = ? AND s.user_id = ?`).get(saleId, userId) as Row | undefined

/** `POST /api/me/sales`: `ReportSale` as myself; `201` with the sale and the points it credited. */
export const reportMySale = (user: Principal, report: typeof SaleReport.Type, key: string | undefined) =>
  Effect.gen(function* () {
    const { programme } = yield* ServerContext
    const photo = report.invoicePhotoFileId
    if (photo !== undefined) {
      const owned = prepared(programme.db, "SELECT 1 AS owned FROM files WHERE file_id = ? AND owner_id = ?").get(photo, user.userId)
      if (owned === undefined) return yield* failureOf(new InvoicePhotoUnknown({ fileId: photo }))
    }
    const saleId = key === undefined ? `sale-${randomUUID()}` : idFromKey("sale", user, key)
    yield* submitAsMe(user, "ReportSale", { ...report, saleId }, key)
    return toSale(yield* madeByCommand(readSale(programme.db, user.userId, saleId)))
  })

/** `GET /api/me/sales[?campaignId=][&invoiceNumber=]`: my sales, newest first by default. */
export const listMySales = (
  user: Principal,
  query: { range?: string | undefined; sort?: string | undefined; campaignId?: string | undefined; invoiceNumber?: string | undefined }
) =>
  Effect.gen(function* () {
    const { programme } = yield* ServerContext
    const request = yield* pageRequest(query, salesList)
    const filters: Array<[string, string]> = [["s.user_id = ?", user.userId]]
    if (query.campaignId !== undefined) filters.push(["s.campaign_id = ?", query.campaignId])
    // Stored normalized (the domain's `normalizeInvoice`): the form's "12 345" is "12345".
    if (query.invoiceNumber !== undefined) filters.push(["s.invoice_number = ?", normalizeInvoice(query.invoiceNumber)])
    const where = filters.map(([w]) => w).join(" AND ")
    const params = filters.map(([, p]) => p)
    const total = programme.db.prepare<Array<string>, number>(`SELECT count(*) FROM sales s WHERE ${where}`).pluck().get(...params) ?? 0
    const rows = programme.db
      .prepare<Array<string | number>, Row>(`SELECT ${columns} FROM ${from} WHERE ${where} ORDER BY ${request.orderBy} LIMIT ? OFFSET ?`)
      .all(...params, request.limit, request.offset)
    return page(salesList, request, rows.map(toSale), total)
  })
