import { Schema } from "effect"

const S = Schema.String
const N = Schema.Number

export class SaleAlreadyReported extends Schema.TaggedError<SaleAlreadyReported>()("SaleAlreadyReported", { saleId: S }) {
  get code() { return "sale.already_exists" as const }
}
export class SaleNotFound extends Schema.TaggedError<SaleNotFound>()("SaleNotFound", { saleId: S }) {
  get code() { return "sale.not_found" as const }
}
export class SaleNotRegistered extends Schema.TaggedError<SaleNotRegistered>()("SaleNotRegistered", { campaignId: S, userId: S }) {
  get code() { return "sale.not_registered" as const }
}
export class SaleDateInFuture extends Schema.TaggedError<SaleDateInFuture>()("SaleDateInFuture", { saleDate: S, today: S }) {
  get code() { return "sale.date_in_future" as const }
}
export class SaleOutsideCampaign extends Schema.TaggedError<SaleOutsideCampaign>()("SaleOutsideCampaign", { saleDate: S, begins: S, ends: S }) {
  get code() { return "sale.outside_campaign" as const }
}
export class SaleWindowExpired extends Schema.TaggedError<SaleWindowExpired>()("SaleWindowExpired", { saleDate: S, reportedOn: S, days: N }) {
  get code() { return "sale.window_expired" as const }
}
export class CampaignEnded extends Schema.TaggedError<CampaignEnded>()("CampaignEnded", { campaignId: S, ends: S }) {
  get code() { return "sale.campaign_ended" as const }
}
/** Nothing left once trimmed and inner spaces removed: there is no invoice to check or to match. */
export class InvoiceRequired extends Schema.TaggedError<InvoiceRequired>()("InvoiceRequired", {}) {
  get code() { return "sale.invoice_required" as const }
}

export class InvoiceAlreadySent extends Schema.TaggedError<InvoiceAlreadySent>()("InvoiceAlreadySent", { invoiceNumber: S }) {
  get code() { return "sale.invoice_already_sent" as const }
}
export class StoreNotRegistered extends Schema.TaggedError<StoreNotRegistered>()("StoreNotRegistered", { storeId: S }) {
  get code() { return "sale.store_not_registered" as const }
}
export class SaleStoreNotParticipating extends Schema.TaggedError<SaleStoreNotParticipating>()("SaleStoreNotParticipating", { storeId: S }) {
  get code() { return "sale.store_not_participating" as const }
}
export class SkuNotInPointsTable extends Schema.TaggedError<SkuNotInPointsTable>()("SkuNotInPointsTable", { sku: S }) {
  get code() { return "sale.unknown_sku" as const }
}
export class QuantityOutOfRange extends Schema.TaggedError<QuantityOutOfRange>()("QuantityOutOfRange", { sku: S, quantity: N }) {
  get code() { return "sale.quantity_out_of_range" as const }
}
export class NoSaleLines extends Schema.TaggedError<NoSaleLines>()("NoSaleLines", {}) {
  get code() { return "sale.no_lines" as const }
}
export class SaleAlreadyAudited extends Schema.TaggedError<SaleAlreadyAudited>()("SaleAlreadyAudited", { saleId: S, status: S }) {
  get code() { return "sale.already_audited" as const }
}
