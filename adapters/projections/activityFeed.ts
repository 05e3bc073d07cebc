import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core"
import { defineProjection } from "./define.ts"

/**
 * What happened to a learner (DESIGN §4.7, SPEC §2 the profile's activity feed), newest first:
 * one row per event of the log about them, with the record it names (`ref`) and when it was recorded.
 */
export const activityFeed = sqliteTable(
  "activity_feed",
  {
    position: integer("position").primaryKey({ autoIncrement: true }),
    userId: text("user_id").notNull(),
    kind: text("kind").notNull(),
    ref: text("ref").notNull(),
    campaignId: text("campaign_id"),
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
  version: 1,
  tables: [activityFeed],
  handlers: (db) => {
    const add = db.prepare("INSERT INTO activity_feed (user_id, kind, ref, campaign_id, recorded_at) VALUES (?, ?, ?, ?, ?)")
    return {
      SaleApproved: (e, ev) => add.run(e.userId, "sale_approved", e.saleId, e.campaignId, ev.recordedAt),
      SaleReproved: (e, ev) => add.run(e.userId, "sale_reproved", e.saleId, e.campaignId, ev.recordedAt),
      LevelUpApproved: (e, ev) => add.run(e.userId, "level_up", String(e.toLevel), e.campaignId, ev.recordedAt),
      OrderPlaced: (e, ev) => add.run(e.userId, "order_placed", e.orderId, e.campaignId, ev.recordedAt),
      OrderShipped: (e, ev) => add.run(e.userId, "order_shipped", e.orderId, e.campaignId, ev.recordedAt),
      OrderDelivered: (e, ev) => add.run(e.userId, "order_delivered", e.orderId, e.campaignId, ev.recordedAt),
      PhotoApproved: (e, ev) => add.run(e.userId, "photo_approved", e.photoId, e.campaignId, ev.recordedAt),
      CheckedIn: (e, ev) => add.run(e.userId, "checked_in", e.meetupId, null, ev.recordedAt),
      PointsTransferred: (e, ev) => add.run(e.userId, "points_transferred", e.transferId, e.campaignId, ev.recordedAt),
      CourseApproved: (e, ev) => add.run(e.userId, "course_approved", e.courseId, null, ev.recordedAt)
    }
  }
})
