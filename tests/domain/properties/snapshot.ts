import type Database from "better-sqlite3"
import type { WalletRow } from "../../support/ledger.ts"

/** What the read models say at one moment: the figures the properties compare. */
export interface Snapshot {
  readonly wallets: ReadonlyMap<string, WalletFigures>
  readonly levels: ReadonlyMap<string, { readonly level: number; readonly totalXp: number }>
  readonly campaignXp: ReadonlyMap<string, number>
  readonly sales: ReadonlyMap<string, string>
  readonly pending: ReadonlyMap<string, { readonly toLevel: number; readonly countedSaleIds: ReadonlyArray<string> }>
  readonly participants: ReadonlyArray<{ readonly campaignId: string; readonly userId: string }>
}

/** A wallet's figures as the wallets read model holds them. */
export type WalletFigures = WalletRow

export const walletKey = (campaignId: string, userId: string) => `${campaignId}:${userId}`

/** The snapshot queries, prepared once per connection. */
export const queries = (db: Database.Database) => ({
  wallets: db.prepare<[], WalletFigures & { campaignId: string; userId: string }>(
    "SELECT campaign_id AS campaignId, user_id AS userId, credited, reversed, debited, refunded, expired, provisional, balance, confirmed FROM wallets"
  ),
  levels: db.prepare<[], { userId: string; level: number; totalXp: number }>("SELECT user_id AS userId, level, total_xp AS totalXp FROM members"),
  campaignXp: db.prepare<[], { userId: string; campaignId: string; xp: number }>("SELECT user_id AS userId, campaign_id AS campaignId, xp FROM campaign_xp"),
  sales: db.prepare<[], { saleId: string; status: string }>("SELECT sale_id AS saleId, status FROM sales"),
  pending: db.prepare<[], { userId: string; toLevel: number; counted: string }>(
    "SELECT user_id AS userId, to_level AS toLevel, counted_sale_ids AS counted FROM level_requests WHERE status = 'pending'"
  ),
  participants: db.prepare<[], { campaignId: string; userId: string }>("SELECT campaign_id AS campaignId, user_id AS userId FROM participants")
})

export const snapshotOf = (q: ReturnType<typeof queries>): Snapshot => ({
  wallets: new Map(q.wallets.all().map(({ campaignId, userId, ...w }) => [walletKey(campaignId, userId), w])),
  levels: new Map(q.levels.all().map(({ userId, ...l }) => [userId, l])),
  campaignXp: new Map(q.campaignXp.all().map((r) => [walletKey(r.campaignId, r.userId), r.xp])),
  sales: new Map(q.sales.all().map((r) => [r.saleId, r.status])),
  pending: new Map(q.pending.all().map((r) => [r.userId, { toLevel: r.toLevel, countedSaleIds: JSON.parse(r.counted) as Array<string> }])),
  participants: q.participants.all()
})
