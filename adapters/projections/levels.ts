import { sqliteTable, text, integer, index, primaryKey } from "drizzle-orm/sqlite-core"
import { defineProjection } from "./define.ts"

/** Every account's level and total XP (a member row exists from registration on, at level 1). */
export const members = sqliteTable(
  "members",
  {
    userId: text("user_id").primaryKey(),
    country: text("country").notNull(),
    level: integer("level").notNull(),
    totalXp: integer("total_xp").notNull()
  },
  (t) => [index("members_country_level").on(t.country, t.level)]
)

export const campaignXp = sqliteTable(
  "campaign_xp",
  { userId: text("user_id").notNull(), campaignId: text("campaign_id").notNull(), xp: integer("xp").notNull() },
  (t) => [primaryKey({ columns: [t.userId, t.campaignId] }), index("campaign_xp_campaign").on(t.campaignId)]
)

/** Level-up requests with their outcome; `pending` ones form the admins' queue. */
export const levelRequests = sqliteTable(
  "level_requests",
  {
    requestId: integer("request_id").primaryKey(),
    userId: text("user_id").notNull(),
    campaignId: text("campaign_id").notNull(),
    toLevel: integer("to_level").notNull(),
    countedSaleIds: text("counted_sale_ids", { mode: "json" }).$type<Array<string>>().notNull(),
    status: text("status").notNull(),
    reason: text("reason"),
    requestedAt: text("requested_at").notNull(),
    decidedAt: text("decided_at")
  },
  (t) => [index("level_requests_user").on(t.userId, t.status), index("level_requests_status").on(t.status)]
)

export const levelsProjection = defineProjection({
  name: "levels",
  version: 1,
  tables: [members, campaignXp, levelRequests],
  handlers: (db) => {
    const member = db.prepare("INSERT INTO members (user_id, country, level, total_xp) VALUES (?, ?, 1, 0)")
    const xp = db.prepare(`
      INSERT INTO campaign_xp (user_id, campaign_id, xp) VALUES (@u, @c, @xp)
      ON CONFLICT (user_id, campaign_id) DO UPDATE SET xp = xp + @xp`)
    const total = db.prepare("UPDATE members SET total_xp = total_xp + ? WHERE user_id = ?")
    const setLevel = db.prepare("UPDATE members SET level = ? WHERE user_id = ?")
    const request = db.prepare(
      "INSERT INTO level_requests (request_id, user_id, campaign_id, to_level, counted_sale_ids, status, requested_at) VALUES (?, ?, ?, ?, ?, 'pending', ?)"
    )
    const decide = db.prepare(
      "UPDATE level_requests SET status = ?, reason = ?, decided_at = ? WHERE user_id = CAST(? AS TEXT) AND to_level = CAST(? AS INTEGER) AND status = 'pending'"
    )
    return {
      AccountRegistered: (e) => member.run(e.userId, e.country),
      XpGained: (e) => {
        xp.run({ u: e.userId, c: e.campaignId, xp: e.xp })
        total.run(e.xp, e.userId)
      },
      TrainingXpGained: (e) => {
        xp.run({ u: e.userId, c: e.campaignId, xp: e.xp })
        total.run(e.xp, e.userId)
      },
      XpRevoked: (e) => {
        xp.run({ u: e.userId, c: e.campaignId, xp: -e.xp })
        total.run(-e.xp, e.userId)
      },
      LevelUpRequested: (e, ev) => request.run(ev.position, e.userId, e.campaignId, e.toLevel, JSON.stringify(e.countedSaleIds), ev.recordedAt),
      LevelUpApproved: (e, ev) => {
        decide.run("approved", null, ev.recordedAt, e.userId, e.toLevel)
        setLevel.run(e.toLevel, e.userId)
      },
      LevelUpRejected: (e, ev) => decide.run("rejected", e.reason, ev.recordedAt, e.userId, e.toLevel),
      LevelUpRequestCancelled: (e, ev) => decide.run("cancelled", e.reason, ev.recordedAt, e.userId, e.toLevel),
      LevelFell: (e) => setLevel.run(e.toLevel, e.userId),
      LevelCorrected: (e) => setLevel.run(e.toLevel, e.userId),
      XpCorrected: (e) => {
        xp.run({ u: e.userId, c: e.campaignId, xp: e.xp })
        total.run(e.xp, e.userId)
      }
    }
  }
})
