import { Schema } from "effect"
import { CountryCode } from "../../rules/countries.ts"
import { Id, LevelNumber, NonEmptyText, PositiveInt, Text } from "../../shared/schemas.ts"
import { ListQuery } from "../me/lists.ts"

/** Why a reward cannot be redeemed now, told before the learner tries (issue 42): a domain code and its details. */
export const Blocker = Schema.Struct({ code: Schema.String, details: Schema.Record(Schema.String, Schema.Unknown) }).annotate({ identifier: "RewardBlocker" })

export const RequiredCourse = Schema.Struct({ courseId: Schema.String, title: Schema.NullOr(Schema.String), approved: Schema.Boolean })

/** A reward as the learner's store shows it, with the price beside what the learner can do. */
export const StoreReward = Schema.Struct({
  id: Schema.String,
  rewardId: Schema.String,
  name: Schema.String,
  description: Schema.String,
  department: Schema.String,
  category: Schema.String,
  price: Schema.Number,
  stock: Schema.Number,
  minLevel: Schema.Number,
  requiredCourses: Schema.Array(RequiredCourse),
  imageFileId: Schema.NullOr(Schema.String),
  /** Units in orders not rejected: "popular" (DESIGN §4.6). */
  ordered: Schema.Number,
  /** Empty when it can be redeemed (one unit) now. */
  blockers: Schema.Array(Blocker)
}).annotate({ identifier: "StoreReward" })

/** `GET /api/me/reward-store`: the wallet that pays and the store's departments with their categories. */
export const StoreSummary = Schema.Struct({
  campaign: Schema.NullOr(Schema.Struct({ campaignId: Schema.String, name: Schema.String, ends: Schema.String, balance: Schema.Number, confirmed: Schema.Number })),
  level: Schema.Number,
  departments: Schema.Array(Schema.Struct({ name: Schema.String, categories: Schema.Array(Schema.String) }))
}).annotate({ identifier: "StoreSummary" })

/** `?department=&category=&q=` beside the list's range and sort (`popular`, `name`, `price`). */
export const StoreQuery = Schema.Struct({
  ...ListQuery.fields,
  department: Schema.optional(Schema.String),
  category: Schema.optional(Schema.String),
  q: Schema.optional(Schema.String)
})

/** `POST /api/me/orders`: the user is the token's; the order's id is the server's, from the Idempotency-Key. */
export const OrderRequest = Schema.Struct({ campaignId: Id, rewardId: Id, quantity: Schema.Int }).annotate({ identifier: "OrderRequest" })

export const MyOrder = Schema.Struct({
  id: Schema.String,
  orderId: Schema.String,
  campaignId: Schema.String,
  rewardId: Schema.String,
  rewardName: Schema.NullOr(Schema.String),
  imageFileId: Schema.NullOr(Schema.String),
  quantity: Schema.Number,
  points: Schema.Number,
  status: Schema.String,
  trackingCode: Schema.NullOr(Schema.String),
  reason: Schema.NullOr(Schema.String),
  placedAt: Schema.String,
  movedAt: Schema.String
}).annotate({ identifier: "MyOrder" })

/** The console's reward form: ListReward's fields (stock only at creation); `countries` set to the admin's own for a country admin. */
export const RewardForm = Schema.Struct({
  name: NonEmptyText,
  department: NonEmptyText,
  category: NonEmptyText,
  price: PositiveInt,
  minLevel: Schema.optional(LevelNumber),
  requiredCourseIds: Schema.optional(Schema.Array(Id)),
  countries: Schema.optional(Schema.Array(CountryCode)),
  description: Schema.optional(Schema.NullOr(Text)),
  imageFileId: Schema.optional(Schema.NullOr(Id))
})
