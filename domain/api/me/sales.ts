import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiSchema } from "effect/http-api"
import { ReportedLine } from "../../sale/commands.ts"
import { Id, LocalDate, NonEmptyText, Text, ListOf, maxItems } from "../../shared/schemas.ts"
import { CampaignListQuery, CommandHeaders, Page } from "./lists.ts"

/**
 * A sale as the learner reports it: the user is the token's, and the sale's id is the server's
 * (derived from the Idempotency-Key, so a repeat finds the sale the first request made).
 */
export const SaleReport = Schema.Struct({
  campaignId: Id,
  invoiceNumber: NonEmptyText,
  saleDate: LocalDate,
  storeId: Id,
  observation: Schema.optionalKey(Text),
  lines: ListOf(ReportedLine, maxItems.saleLines),
  invoicePhotoFileId: Schema.optionalKey(Id)
}).annotate({ identifier: "SaleReport" })

export const MySale = Schema.Struct({
  id: Schema.String,
  saleId: Schema.String,
  campaignId: Schema.String,
  invoiceNumber: Schema.String,
  saleDate: Schema.String,
  storeId: Schema.String,
  storeName: Schema.NullOr(Schema.String),
  chainId: Schema.String,
  observation: Schema.NullOr(Schema.String),
  lines: Schema.Array(Schema.Struct({ sku: Schema.String, quantity: Schema.Number, pointsPerUnit: Schema.Number })),
  basePoints: Schema.Number,
  level: Schema.Number,
  creditedPoints: Schema.Number,
  status: Schema.String,
  reason: Schema.NullOr(Schema.String),
  reportedAt: Schema.String,
  auditedAt: Schema.NullOr(Schema.String),
  invoicePhotoFileId: Schema.NullOr(Schema.String)
}).annotate({ identifier: "MySale" })

/**
 * `?invoiceNumber=` finds my sale of that invoice (compared as the domain does, `normalizeInvoice`):
 * the sale form asks before uploading a photo, so a refused duplicate uploads nothing (issue 41, item 21).
 */
export const MySalesQuery = Schema.Struct({ ...CampaignListQuery.fields, invoiceNumber: Schema.optional(Text) })

export const saleEndpoints = {
  report: HttpApiEndpoint.post("reportSale", "/api/me/sales", {
    headers: CommandHeaders,
    payload: SaleReport,
    success: MySale.pipe(HttpApiSchema.status(201))
  }),
  list: HttpApiEndpoint.get("mySales", "/api/me/sales", { query: MySalesQuery, success: Page(MySale) })
}
