import { Schema } from "effect"
import { CountryCode } from "../rules/countries.ts"
import { Id, LevelNumber, NonEmptyText, PositiveInt, Text } from "../shared/schemas.ts"
import { Units } from "./events.ts"

/** DESIGN §6's fixture contract: `minLevel`, `requiredCourseIds`, `countries`, `description`, `imageFileId` optional. */
const details = {
  rewardId: Id,
  name: NonEmptyText,
  department: NonEmptyText,
  category: NonEmptyText,
  price: PositiveInt,
  minLevel: Schema.optionalKey(LevelNumber),
  requiredCourseIds: Schema.optionalKey(Schema.Array(Id)),
  countries: Schema.optionalKey(Schema.Array(CountryCode)),
  description: Schema.optionalKey(Text),
  imageFileId: Schema.optionalKey(Id)
}

export class ListReward extends Schema.TaggedClass<ListReward>()("ListReward", { ...details, stock: Units }) {}

export class EditReward extends Schema.TaggedClass<EditReward>()("EditReward", details) {}

export class RestockReward extends Schema.TaggedClass<RestockReward>()("RestockReward", { rewardId: Id, quantity: PositiveInt }) {}

export class WithdrawReward extends Schema.TaggedClass<WithdrawReward>()("WithdrawReward", { rewardId: Id }) {}
