import type Database from "better-sqlite3"

/** DESIGN §6's report contracts: external tools read these fields exactly. */
export interface BalanceRow {
  readonly userId: string
  readonly balance: number
  readonly confirmed: number
  readonly provisional: number
  readonly expired: number
  /** What redemptions and transfers spent, and what rejected orders gave back (issue 42). */
  readonly debited: number
  readonly refunded: number
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

/** A window of a report's rows: `limit` rows after skipping `offset` (all rows by default). */
export interface Page {
  readonly limit?: number | undefined
  readonly offset?: number | undefined
}

/** LIMIT and OFFSET for a page (-1: no limit). */
export const pageWindow = (page: Page): [number, number] => [page.limit ?? -1, page.offset ?? 0]

const balancesSql = `SELECT p.user_id AS userId, coalesce(w.balance, 0) AS balance, coalesce(w.confirmed, 0) AS confirmed,
              coalesce(w.provisional, 0) AS provisional, coalesce(w.expired, 0) AS expired,
              coalesce(w.debited, 0) AS debited, coalesce(w.refunded, 0) AS refunded,
              coalesce(x.xp, 0) AS campaignXp, coalesce(m.level, 1) AS level
       FROM participants p
       LEFT JOIN wallets w ON w.campaign_id = p.campaign_id AND w.user_id = p.user_id
       LEFT JOIN campaign_xp x ON x.campaign_id = p.campaign_id AND x.user_id = p.user_id
       LEFT JOIN members m ON m.user_id = p.user_id
       WHERE p.campaign_id = ? ORDER BY p.user_id LIMIT ? OFFSET ?`

const levelsSql = `SELECT p.user_id AS userId, coalesce(m.level, 1) AS level, coalesce(x.xp, 0) AS campaignXp,
              coalesce(m.total_xp, 0) AS totalXp,
              (SELECT r.to_level FROM level_requests r WHERE r.user_id = p.user_id AND r.status = 'pending') AS pendingLevelUp
       FROM participants p
       LEFT JOIN members m ON m.user_id = p.user_id
       LEFT JOIN campaign_xp x ON x.campaign_id = p.campaign_id AND x.user_id = p.user_id
       WHERE p.campaign_id = ? ORDER BY p.user_id LIMIT ? OFFSET ?`

const salesSql = `SELECT sale_id AS saleId, user_id AS userId, status, base_points AS basePoints, credited_points AS creditedPoints
       FROM sales WHERE campaign_id = ? ORDER BY reported_at, sale_id LIMIT ? OFFSET ?`

/**
 * The rows one at a time, straight from SQLite: a report of a campaign's 100,000 sales never
 * sits in memory whole. Each call runs the query afresh (the CLI reads twice: widths, then rows).
 */
export const eachBalance = (db: Database.Database, campaignId: string, page: Page = {}): IterableIterator<BalanceRow> =>
  db.prepare(balancesSql).iterate(campaignId, ...pageWindow(page)) as IterableIterator<BalanceRow>

export const eachLevel = (db: Database.Database, campaignId: string, page: Page = {}): IterableIterator<LevelRow> =>
  db.prepare(levelsSql).iterate(campaignId, ...pageWindow(page)) as IterableIterator<LevelRow>

export const eachSale = (db: Database.Database, campaignId: string, page: Page = {}): IterableIterator<SaleRow> =>
  db.prepare(salesSql).iterate(campaignId, ...pageWindow(page)) as IterableIterator<SaleRow>

/** Every participant of the campaign, with or without a wallet movement. */
export const balances = (db: Database.Database, campaignId: string): Array<BalanceRow> => [...eachBalance(db, campaignId)]

export const levels = (db: Database.Database, campaignId: string): Array<LevelRow> => [...eachLevel(db, campaignId)]

export const sales = (db: Database.Database, campaignId: string): Array<SaleRow> => [...eachSale(db, campaignId)]

/** How many rows a report has in all (balances and levels list participants). */
export const reportSize = (db: Database.Database, kind: "balances" | "levels" | "sales", campaignId: string): number =>
  (
    db
      .prepare(kind === "sales" ? "SELECT count(*) AS n FROM sales WHERE campaign_id = ?" : "SELECT count(*) AS n FROM participants WHERE campaign_id = ?")
      .get(campaignId) as { n: number }
  ).n

export interface CampaignRow {
  readonly campaignId: string
  readonly name: string
  readonly country: string
  readonly begins: string
  readonly ends: string
  readonly status: string
  readonly participants: number
  readonly sales: number
  readonly awaiting: number
  /** Points the campaign's sales and adjustments credited, less what reprovals reversed. */
  readonly points: number
}

/** The campaigns, by country then start date; one country's when `country` is given. */
export const campaigns = (db: Database.Database, country?: string): Array<CampaignRow> =>
  db
    .prepare(
      `SELECT c.campaign_id AS campaignId, c.name, c.country, c.begins, c.ends, c.status, c.participant_count AS participants,
              (SELECT count(*) FROM sales s WHERE s.campaign_id = c.campaign_id) AS sales,
              (SELECT count(*) FROM sales s WHERE s.campaign_id = c.campaign_id AND s.status = 'awaiting_approval') AS awaiting,
              (SELECT coalesce(sum(w.credited - w.reversed), 0) FROM wallets w WHERE w.campaign_id = c.campaign_id) AS points
       FROM campaigns c WHERE @country IS NULL OR c.country = @country ORDER BY c.country, c.begins`
    )
    .all({ country: country ?? null }) as Array<CampaignRow>

export const campaignExists = (db: Database.Database, campaignId: string): boolean =>
  db.prepare("SELECT 1 FROM campaigns WHERE campaign_id = ?").get(campaignId) !== undefined

/** What a database holds, for `demo` and the operator's first look. */
export const overview = (db: Database.Database) => ({
  events: (db.prepare("SELECT count(*) AS n FROM events").get() as { n: number }).n,
  accounts: (db.prepare("SELECT count(*) AS n FROM accounts").get() as { n: number }).n,
  campaigns: campaigns(db),
  levels: db.prepare("SELECT level, count(*) AS users FROM members GROUP BY level ORDER BY level").all() as Array<{ level: number; users: number }>
})
