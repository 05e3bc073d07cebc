import { Schema } from "effect"
import { Id, PositiveInt, Text } from "../shared/schemas.ts"

export const CreditSource = Schema.Literals(["sale", "photo", "training", "adjustment"])
export const DebitReason = Schema.Literals(["redemption", "transfer"])

const wallet = { campaignId: Id, userId: Id }

/** Sale credits are provisional until the sale is audited; they count in the balance at once. */
export class PointsCredited extends Schema.TaggedClass<PointsCredited>()("PointsCredited", {
  ...wallet,
  source: CreditSource,
  ref: Id,
  points: PositiveInt,
  provisional: Schema.Boolean
}) {}

export class CreditConfirmed extends Schema.TaggedClass<CreditConfirmed>()("CreditConfirmed", { ...wallet, ref: Id, points: PositiveInt }) {}

/** A reproved sale takes its credit back, even into debt. */
export class CreditReversed extends Schema.TaggedClass<CreditReversed>()("CreditReversed", { ...wallet, ref: Id, points: PositiveInt }) {}

export class PointsDebited extends Schema.TaggedClass<PointsDebited>()("PointsDebited", {
  ...wallet,
  ref: Id,
  points: PositiveInt,
  reason: DebitReason
}) {}

export class PointsRefunded extends Schema.TaggedClass<PointsRefunded>()("PointsRefunded", { ...wallet, ref: Id, points: PositiveInt }) {}

/** An admin's correction: positive counts as a credit, negative as a reversal (it may make a debt). */
export class PointsAdjusted extends Schema.TaggedClass<PointsAdjusted>()("PointsAdjusted", {
  ...wallet,
  points: Schema.Int,
  reason: Text
}) {}

/**
 * A replay's compensation: the points the rules give minus what was credited (signed). On a
 * closed campaign those points would have expired with the rest, so the correction lands
 * already expired (`expired` = `points`) and the closed wallet stays at zero.
 */
export class PointsCorrected extends Schema.TaggedClass<PointsCorrected>()("PointsCorrected", {
  ...wallet,
  points: Schema.Int,
  expired: Schema.Int,
  reason: Text
}) {}

/** At campaign close whatever balance remains expires. */
export class PointsExpired extends Schema.TaggedClass<PointsExpired>()("PointsExpired", { ...wallet, points: PositiveInt }) {}

export type WalletEvent =
  | PointsCredited
  | CreditConfirmed
  | CreditReversed
  | PointsDebited
  | PointsRefunded
  | PointsAdjusted
  | PointsCorrected
  | PointsExpired
