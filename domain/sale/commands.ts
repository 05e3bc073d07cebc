import { Schema } from "effect"
import { Id, LocalDate, NonEmptyText, Text, ListOf, maxItems } from "../shared/schemas.ts"

/** Quantities are checked as a rule (1–999), not by the schema, so the user gets its message. */
export const ReportedLine = Schema.Struct({ sku: Id, quantity: Schema.Int })

export class ReportSale extends Schema.TaggedClass<ReportSale>()("ReportSale", {
  saleId: Id,
  campaignId: Id,
  userId: Id,
  invoiceNumber: NonEmptyText,
  saleDate: LocalDate,
  storeId: Id,
  observation: Schema.optionalKey(Text),
  lines: ListOf(ReportedLine, maxItems.saleLines),
  /** An uploaded file (DESIGN §5.4). Files live outside the log: the API checks that the user owns it. */
  invoicePhotoFileId: Schema.optionalKey(Id)
}) {}

export class ApproveSale extends Schema.TaggedClass<ApproveSale>()("ApproveSale", { saleId: Id }) {}

export class ReproveSale extends Schema.TaggedClass<ReproveSale>()("ReproveSale", { saleId: Id, reason: NonEmptyText }) {}
