import { primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core"
import { defineProjection } from "./define.ts"

/**
 * When each participant's campaign XP last changed (DESIGN §4.7 rankings: equal XP ranks who
 * reached it first). The XP itself is the levels read model's `campaign_xp`.
 */
export const rankingMarks = sqliteTable(
  "ranking_marks",
  {
    campaignId: text("campaign_id").notNull(),
    userId: text("user_id").notNull(),
    reachedAt: text("reached_at").notNull()
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.userId] })]
)

/** Handlers only write (a rebuild may record them apart from the database). */
export const rankingsProjection = defineProjection({
  name: "rankings",
  version: 1,
  tables: [rankingMarks],
  handlers: (db) => {
    const mark = db.prepare(
      "INSERT INTO ranking_marks (campaign_id, user_id, reached_at) VALUES (?, ?, ?) ON CONFLICT (campaign_id, user_id) DO UPDATE SET reached_at = excluded.reached_at"
    )
    const changed = (e: { campaignId: string; userId: string }, ev: { recordedAt: string }) => mark.run(e.campaignId, e.userId, ev.recordedAt)
    return { XpGained: changed, TrainingXpGained: changed, XpRevoked: changed, XpCorrected: changed }
  }
})
