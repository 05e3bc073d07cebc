import { Schema } from "effect"

const S = Schema.String
const N = Schema.Number

export class OrderAlreadyPlaced extends Schema.TaggedError<OrderAlreadyPlaced>()("OrderAlreadyPlaced", { orderId: S }) {
  get code() { return "order.already_exists" as const }
}
export class OrderNotFound extends Schema.TaggedError<OrderNotFound>()("OrderNotFound", { orderId: S }) {
  get code() { return "order.not_found" as const }
}
export class OrderQuantityOutOfRange extends Schema.TaggedError<OrderQuantityOutOfRange>()("OrderQuantityOutOfRange", { quantity: N, max: N }) {
  get code() { return "order.quantity_out_of_range" as const }
}
/** Points expire at the close: the last day over, nothing more is spent from the campaign's wallet. */
export class OrderCampaignEnded extends Schema.TaggedError<OrderCampaignEnded>()("OrderCampaignEnded", { campaignId: S, ends: S }) {
  get code() { return "order.campaign_ended" as const }
}
/** Unknown, withdrawn or not offered in the learner's country: to the learner, all the same. */
export class RewardUnavailable extends Schema.TaggedError<RewardUnavailable>()("RewardUnavailable", { rewardId: S }) {
  get code() { return "order.reward_unavailable" as const }
}
export class InsufficientPoints extends Schema.TaggedError<InsufficientPoints>()("InsufficientPoints", { balance: N, points: N }) {
  get code() { return "order.insufficient_points" as const }
}
export class OrderWalletInDebt extends Schema.TaggedError<OrderWalletInDebt>()("OrderWalletInDebt", { balance: N }) {
  get code() { return "order.wallet_in_debt" as const }
}
export class OutOfStock extends Schema.TaggedError<OutOfStock>()("OutOfStock", { rewardId: S, stock: N, quantity: N }) {
  get code() { return "order.out_of_stock" as const }
}
export class LevelRequired extends Schema.TaggedError<LevelRequired>()("LevelRequired", { minLevel: N, level: N }) {
  get code() { return "order.level_required" as const }
}
export class TrainingRequired extends Schema.TaggedError<TrainingRequired>()("TrainingRequired", { courseIds: Schema.Array(S) }) {
  get code() { return "order.training_required" as const }
}
export class CategoryCapReached extends Schema.TaggedError<CategoryCapReached>()("CategoryCapReached", { category: S, cap: N, ordered: N, quantity: N }) {
  get code() { return "order.category_cap" as const }
}
/** Approval waits for the audit: the wallet's confirmed points must cover what it spent. */
export class OrderNotCovered extends Schema.TaggedError<OrderNotCovered>()("OrderNotCovered", { orderId: S, confirmed: N }) {
  get code() { return "order.not_covered" as const }
}
export class InvalidOrderTransition extends Schema.TaggedError<InvalidOrderTransition>()("InvalidOrderTransition", { orderId: S, status: S, to: S }) {
  get code() { return "order.invalid_transition" as const }
}
