import { Schema } from "effect"

export class NoPendingLevelUp extends Schema.TaggedError<NoPendingLevelUp>()("NoPendingLevelUp", { userId: Schema.String, toLevel: Schema.Number }) {
  get code() {
    return "level.no_pending_request" as const
  }
}

/** A level-up stands on audited sales: every sale it counted must be approved first. */
export class CountedSalesNotApproved extends Schema.TaggedError<CountedSalesNotApproved>()("CountedSalesNotApproved", {
  userId: Schema.String,
  saleIds: Schema.Array(Schema.String)
}) {
  get code() {
    return "level.sales_not_approved" as const
  }
}
