import { Schema } from "effect"

const S = Schema.String
const N = Schema.Number

export class TransferAlreadyExists extends Schema.TaggedError<TransferAlreadyExists>()("TransferAlreadyExists", { transferId: S }) {
  get code() { return "transfer.already_exists" as const }
}
/** Unknown to the partner or registered there as inactive: either way no active registration. */
export class TransferInactiveRegistration extends Schema.TaggedError<TransferInactiveRegistration>()("TransferInactiveRegistration", { document: S }) {
  get code() { return "transfer.inactive_registration" as const }
}
/** The partner accepts points for dependents, sellers/cashiers and store owners only. */
export class TransferRoleNotAllowed extends Schema.TaggedError<TransferRoleNotAllowed>()("TransferRoleNotAllowed", { document: S, role: S }) {
  get code() { return "transfer.role_not_allowed" as const }
}
/** Another account of ours already sends points to this partner document. */
export class TransferDocumentInUse extends Schema.TaggedError<TransferDocumentInUse>()("TransferDocumentInUse", { document: S }) {
  get code() { return "transfer.document_in_use" as const }
}
/** Zero or fewer points, or more than the wallet's balance. */
export class TransferNoPoints extends Schema.TaggedError<TransferNoPoints>()("TransferNoPoints", { points: N, balance: N }) {
  get code() { return "transfer.no_points" as const }
}
export class TransferWalletInDebt extends Schema.TaggedError<TransferWalletInDebt>()("TransferWalletInDebt", { balance: N }) {
  get code() { return "transfer.wallet_in_debt" as const }
}
/** Points expire at the close: once the campaign's last day is over nothing more leaves its wallet. */
export class TransferCampaignEnded extends Schema.TaggedError<TransferCampaignEnded>()("TransferCampaignEnded", { campaignId: S, ends: S }) {
  get code() { return "transfer.campaign_ended" as const }
}
