import { Schema } from "effect"
import { HttpApiEndpoint } from "effect/http-api"
import { ListQuery, Page } from "../me/lists.ts"

/** One line of my activity feed: what happened (`kind`), to which record (`ref`), when. */
export const ActivityItem = Schema.Struct({
  id: Schema.Number,
  kind: Schema.String,
  ref: Schema.String,
  campaignId: Schema.NullOr(Schema.String),
  /** The points the line speaks of (an order, a transfer); null for the others. */
  points: Schema.NullOr(Schema.Number),
  recordedAt: Schema.String
}).annotate({ identifier: "ActivityItem" })

export const activityEndpoints = {
  feed: HttpApiEndpoint.get("myActivity", "/api/me/activity", { query: ListQuery, success: Page(ActivityItem) })
}
