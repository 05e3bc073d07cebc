import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core"
import { defineProjection } from "./define.ts"

/** The badges of DESIGN §4.7, in the order the profile shows them. */
export const badgeIds = ["first_sale", "sales_10", "first_course", "level_2", "level_3", "first_meetup"] as const

/** Approved sales in one campaign that earn `sales_10`. */
export const SALES_BADGE = 10

/** Each learner's badges with the date earned: each once, the first time its rule holds. */
export const badges = sqliteTable(
  "badges",
  {
    userId: text("user_id").notNull(),
    badge: text("badge").notNull(),
    earnedAt: text("earned_at").notNull()
  },
  (t) => [primaryKey({ columns: [t.userId, t.badge] })]
)

/** Approved sales per learner and campaign, counted here so a rebuild of this projection alone counts as the log went. */
export const badgeSaleCounts = sqliteTable(
  "badge_sale_counts",
  {
    userId: text("user_id").notNull(),
    campaignId: text("campaign_id").notNull(),
    approved: integer("approved").notNull()
  },
  (t) => [primaryKey({ columns: [t.userId, t.campaignId] })]
)

export const badgesProjection = defineProjection({
  name: "badges",
  version: 1,
  tables: [badges, badgeSaleCounts],
  handlers: (db) => {
    const earn = db.prepare("INSERT INTO badges (user_id, badge, earned_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING")
    // Writes only (a rebuild's scan runs apart from the database): the count moves, then the
    // badge is earned by a statement that reads the count as it is at that point of the log.
    const count = db.prepare("INSERT INTO badge_sale_counts (user_id, campaign_id, approved) VALUES (?, ?, 1) ON CONFLICT DO UPDATE SET approved = approved + 1")
    const tenSales = db.prepare(
      `INSERT INTO badges (user_id, badge, earned_at) SELECT user_id, 'sales_10', ? FROM badge_sale_counts WHERE user_id = ? AND campaign_id = ? AND approved >= ${SALES_BADGE} ON CONFLICT DO NOTHING`
    )
    return {
      SaleApproved: (e, ev) => {
        earn.run(e.userId, "first_sale", ev.recordedAt)
        count.run(e.userId, e.campaignId)
        tenSales.run(ev.recordedAt, e.userId, e.campaignId)
      },
      CourseApproved: (e, ev) => earn.run(e.userId, "first_course", ev.recordedAt),
      LevelUpApproved: (e, ev) => earn.run(e.userId, `level_${e.toLevel}`, ev.recordedAt),
      CheckedIn: (e, ev) => earn.run(e.userId, "first_meetup", ev.recordedAt)
    }
  }
})
