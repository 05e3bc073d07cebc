import type Database from "better-sqlite3"

/** DESIGN §6's report contracts: external tools read these fields exactly. */
export interface BalanceRow {
  readonly userId: string
  readonly balance: number
  readonly confirmed: number
  readonly provisional: number
  readonly expired: number
  readonly campaignXp: number
  readonly level: number
}

export interface LevelRow {
  readonly userId: string
  readonly level: number
  readonly campaignXp: number
  readonly totalXp: number
  readonly pendingLevelUp: number | null
}

export interface SaleRow {
  readonly saleId: string
  readonly userId: string
  readonly status: string
  readonly basePoints: number
  readonly creditedPoints: number
}

/** Every participant of the campaign, with or without a wallet movement. */
export const balances = (db: Database.Database, campaignId: string): Array<BalanceRow> =>
  db
    .prepare(
      `SELECT p.user_id AS userId, coalesce(w.balance, 0) AS balance, coalesce(w.confirmed, 0) AS confirmed,
              coalesce(w.provisional, 0) AS provisional, coalesce(w.expired, 0) AS expired,
              coalesce(x.xp, 0) AS campaignXp, coalesce(m.level, 1) AS level
       FROM participants p
       LEFT JOIN wallets w ON w.campaign_id = p.campaign_id AND w.user_id = p.user_id
       LEFT JOIN campaign_xp x ON x.campaign_id = p.campaign_id AND x.user_id = p.user_id
       LEFT JOIN members m ON m.user_id = p.user_id
       WHERE p.campaign_id = ? ORDER BY p.user_id`
    )
    .all(campaignId) as Array<BalanceRow>

export const levels = (db: Database.Database, campaignId: string): Array<LevelRow> =>
  db
    .prepare(
      `SELECT p.user_id AS userId, coalesce(m.level, 1) AS level, coalesce(x.xp, 0) AS campaignXp,
              coalesce(m.total_xp, 0) AS totalXp,
              (SELECT r.to_level FROM level_requests r WHERE r.user_id = p.user_id AND r.status = 'pending') AS pendingLevelUp
       FROM participants p
       LEFT JOIN members m ON m.user_id = p.user_id
       LEFT JOIN campaign_xp x ON x.campaign_id = p.campaign_id AND x.user_id = p.user_id
       WHERE p.campaign_id = ? ORDER BY p.user_id`
    )
    .all(campaignId) as Array<LevelRow>

export const sales = (db: Database.Database, campaignId: string): Array<SaleRow> =>
  db
    .prepare(
      `SELECT sale_id AS saleId, user_id AS userId, status, base_points AS basePoints, credited_points AS creditedPoints
       FROM sales WHERE campaign_id = ? ORDER BY reported_at, sale_id`
    )
    .all(campaignId) as Array<SaleRow>

export const campaignExists = (db: Database.Database, campaignId: string): boolean =>
  db.prepare("SELECT 1 FROM campaigns WHERE campaign_id = ?").get(campaignId) !== undefined

/** What a database holds, for `demo` and the operator's first look. */
export const overview = (db: Database.Database) => ({
  events: (db.prepare("SELECT count(*) AS n FROM events").get() as { n: number }).n,
  accounts: (db.prepare("SELECT count(*) AS n FROM accounts").get() as { n: number }).n,
  campaigns: db
    .prepare(
      `SELECT c.campaign_id AS campaignId, c.name, c.country, c.begins, c.ends, c.status, c.participant_count AS participants,
              (SELECT count(*) FROM sales s WHERE s.campaign_id = c.campaign_id) AS sales,
              (SELECT count(*) FROM sales s WHERE s.campaign_id = c.campaign_id AND s.status = 'awaiting_approval') AS awaiting
       FROM campaigns c ORDER BY c.country, c.begins`
    )
    .all() as Array<{ campaignId: string; name: string; country: string; begins: string; ends: string; status: string; participants: number; sales: number; awaiting: number }>,
  levels: db.prepare("SELECT level, count(*) AS users FROM members GROUP BY level ORDER BY level").all() as Array<{ level: number; users: number }>
})
