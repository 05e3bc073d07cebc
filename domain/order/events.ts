import { Schema } from "effect"
import { Id, NonEmptyText, PositiveInt, Text } from "../shared/schemas.ts"

const order = { orderId: Id, userId: Id, campaignId: Id }

/** Records the price paid: an edit of the reward's price later changes nothing for this order. */
export class OrderPlaced extends Schema.TaggedClass<OrderPlaced>()("OrderPlaced", {
  ...order,
  rewardId: Id,
  category: NonEmptyText,
  quantity: PositiveInt,
  unitPrice: PositiveInt,
  points: PositiveInt
}) {}

export class OrderApproved extends Schema.TaggedClass<OrderApproved>()("OrderApproved", order) {}

export class OrderShipped extends Schema.TaggedClass<OrderShipped>()("OrderShipped", { ...order, trackingCode: Schema.optionalKey(Text) }) {}

export class OrderDelivered extends Schema.TaggedClass<OrderDelivered>()("OrderDelivered", order) {}

/** Its points go back to the wallet and its units to stock, in the same append. */
export class OrderRejected extends Schema.TaggedClass<OrderRejected>()("OrderRejected", { ...order, reason: Text }) {}

export type OrderEvent = OrderPlaced | OrderApproved | OrderShipped | OrderDelivered | OrderRejected

/**
 * The units a learner's orders of a campaign hold per category, for the campaign's caps: a stream
 * of its own (`redemptions-<campaignId>:<userId>`), appended with the order, so two orders placed
 * at once are decided one after the other and the cap holds.
 */
const units = { campaignId: Id, userId: Id, orderId: Id, category: NonEmptyText, quantity: PositiveInt }

export class RedemptionCounted extends Schema.TaggedClass<RedemptionCounted>()("RedemptionCounted", units) {}

export class RedemptionReleased extends Schema.TaggedClass<RedemptionReleased>()("RedemptionReleased", units) {}

export type RedemptionEvent = RedemptionCounted | RedemptionReleased
