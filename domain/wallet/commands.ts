import { Schema } from "effect"
import { Id, NonEmptyText, PositiveInt } from "../shared/schemas.ts"
import { DebitReason } from "./events.ts"

/** An admin's correction, positive or negative, always with a reason. */
export class AdjustPoints extends Schema.TaggedClass<AdjustPoints>()("AdjustPoints", {
  userId: Id,
  campaignId: Id,
  points: Schema.Int,
  reason: NonEmptyText
}) {}

/** Redemptions and partner transfers debit a wallet; `ref` names the order or transfer. */
export class DebitPoints extends Schema.TaggedClass<DebitPoints>()("DebitPoints", {
  userId: Id,
  campaignId: Id,
  ref: Id,
  points: PositiveInt,
  reason: DebitReason
}) {}

export class RefundPoints extends Schema.TaggedClass<RefundPoints>()("RefundPoints", {
  userId: Id,
  campaignId: Id,
  ref: Id,
  points: PositiveInt
}) {}
