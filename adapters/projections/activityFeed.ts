import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core"
import { defineProjection } from "./define.ts"

/**
 * What happened to a learner (DESIGN §4.7, SPEC §2 the profile's activity feed), newest first:
 * one row per event of the log about them, with the record it names (`ref`) and when it was recorded.
 */
export const activityFeed = sqliteTable(
  "activity_feed",
  {
    /** The event's position in the log: the same after a rebuild. */
    position: integer("position").primaryKey(),
    userId: text("user_id").notNull(),
    kind: text("kind").notNull(),
    ref: text("ref").notNull(),
    campaignId: text("campaign_id"),
    /** The points the line speaks of (an order's price, a transfer), for the screen's plural; null when none. */
    points: integer("points"),
    recordedAt: text("recorded_at").notNull()
  },
  (t) => [index("activity_feed_user").on(t.userId, t.position)]
)

/** The kinds of the feed, one per event: each is a line of the learner's screen in every language. */
export const activityKinds = [
  "sale_approved",
  "sale_reproved",
  "level_up",
  "order_placed",
  "order_shipped",
  "order_delivered",
  "photo_approved",
  "checked_in",
  "points_transferred",
  "course_approved"
] as const

export const activityFeedProjection = defineProjection({
  name: "activityFeed",
  version: 2,
  tables: [activityFeed],
  handlers: (db) => {
    const insert = db.prepare("INSERT INTO activity_feed (position, user_id, kind, ref, campaign_id, points, recorded_at) VALUES (?, ?, ?, ?, ?, ?, ?)")
    const add = (userId: string, kind: string, ref: string, campaignId: string | null, ev: { readonly position: number; readonly recordedAt: string }, points: number | null = null) =>
      insert.run(ev.position, userId, kind, ref, campaignId, points, ev.recordedAt)
    return {
      SaleApproved: (e, ev) => add(e.userId, "sale_approved", e.saleId, e.campaignId, ev),
      SaleReproved: (e, ev) => add(e.userId, "sale_reproved", e.saleId, e.campaignId, ev),
      LevelUpApproved: (e, ev) => add(e.userId, "level_up", String(e.toLevel), e.campaignId, ev),
      OrderPlaced: (e, ev) => add(e.userId, "order_placed", e.orderId, e.campaignId, ev, e.points),
      OrderShipped: (e, ev) => add(e.userId, "order_shipped", e.orderId, e.campaignId, ev),
      OrderDelivered: (e, ev) => add(e.userId, "order_delivered", e.orderId, e.campaignId, ev),
      PhotoApproved: (e, ev) => add(e.userId, "photo_approved", e.photoId, e.campaignId, ev),
      CheckedIn: (e, ev) => add(e.userId, "checked_in", e.meetupId, null, ev),
      PointsTransferred: (e, ev) => add(e.userId, "points_transferred", e.transferId, e.campaignId, ev, e.points),
      CourseApproved: (e, ev) => add(e.userId, "course_approved", e.courseId, null, ev)
    }
  }
})
