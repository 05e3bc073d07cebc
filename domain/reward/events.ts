import { Schema } from "effect"
import { CountryCode } from "../rules/countries.ts"
import { Id, LevelNumber, NonEmptyText, PositiveInt, Text } from "../shared/schemas.ts"

/** Units are whole and never negative. */
export const Units = Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))

/** What the store shows and the rules of §4.6 read: everything but the stock, which moves by itself. */
export const RewardDetails = {
  name: NonEmptyText,
  description: Text,
  department: NonEmptyText,
  category: NonEmptyText,
  price: PositiveInt,
  minLevel: LevelNumber,
  requiredCourseIds: Schema.Array(Id),
  /** Empty: offered in every country. */
  countries: Schema.Array(CountryCode),
  imageFileId: Schema.optionalKey(Id)
}

export class RewardListed extends Schema.TaggedClass<RewardListed>()("RewardListed", { rewardId: Id, ...RewardDetails, stock: Units }) {}

/** An admin's edit replaces the details; orders already placed keep the price they paid. */
export class RewardEdited extends Schema.TaggedClass<RewardEdited>()("RewardEdited", { rewardId: Id, ...RewardDetails }) {}

export class RewardRestocked extends Schema.TaggedClass<RewardRestocked>()("RewardRestocked", { rewardId: Id, quantity: PositiveInt }) {}

/** No new orders; orders already placed go on to delivery or rejection. */
export class RewardWithdrawn extends Schema.TaggedClass<RewardWithdrawn>()("RewardWithdrawn", { rewardId: Id }) {}

/** An order took units (in the same append as the order and its debit). */
export class RewardStockReserved extends Schema.TaggedClass<RewardStockReserved>()("RewardStockReserved", { rewardId: Id, orderId: Id, quantity: PositiveInt }) {}

/** A rejected order gave its units back. */
export class RewardStockReleased extends Schema.TaggedClass<RewardStockReleased>()("RewardStockReleased", { rewardId: Id, orderId: Id, quantity: PositiveInt }) {}

export type RewardEvent = RewardListed | RewardEdited | RewardRestocked | RewardWithdrawn | RewardStockReserved | RewardStockReleased
