import { Schema } from "effect"
import { Id, NonEmptyText, Text } from "../shared/schemas.ts"

/** The quantity is checked as a rule (1–99), not by the schema, so the learner gets its message. */
export class PlaceOrder extends Schema.TaggedClass<PlaceOrder>()("PlaceOrder", {
  orderId: Id,
  userId: Id,
  campaignId: Id,
  rewardId: Id,
  quantity: Schema.Int
}) {}

export class ApproveOrder extends Schema.TaggedClass<ApproveOrder>()("ApproveOrder", { orderId: Id }) {}

export class ShipOrder extends Schema.TaggedClass<ShipOrder>()("ShipOrder", { orderId: Id, trackingCode: Schema.optionalKey(Text) }) {}

export class DeliverOrder extends Schema.TaggedClass<DeliverOrder>()("DeliverOrder", { orderId: Id }) {}

export class RejectOrder extends Schema.TaggedClass<RejectOrder>()("RejectOrder", { orderId: Id, reason: NonEmptyText }) {}
