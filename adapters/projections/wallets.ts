import { sqliteTable, text, integer, index, primaryKey } from "drizzle-orm/sqlite-core"
import type { StoredEvent } from "../../domain/shared/eventStore.ts"
import { defineProjection } from "./define.ts"

/** Each wallet's running totals; balance and confirmed as DESIGN §4.4 defines them. */
export const wallets = sqliteTable(
  "wallets",
  {
    campaignId: text("campaign_id").notNull(),
    userId: text("user_id").notNull(),
    credited: integer("credited").notNull(),
    reversed: integer("reversed").notNull(),
    debited: integer("debited").notNull(),
    refunded: integer("refunded").notNull(),
    expired: integer("expired").notNull(),
    provisional: integer("provisional").notNull(),
    balance: integer("balance").notNull(),
    confirmed: integer("confirmed").notNull()
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.userId] }), index("wallets_user").on(t.userId)]
)

/** The points statement: one line per wallet movement, in log order. */
export const walletEntries = sqliteTable(
  "wallet_entries",
  {
    position: integer("position").primaryKey(),
    campaignId: text("campaign_id").notNull(),
    userId: text("user_id").notNull(),
    kind: text("kind").notNull(),
    ref: text("ref"),
    points: integer("points").notNull(),
    note: text("note"),
    at: text("at").notNull(),
    /** What a confirmation moved from provisional to confirmed (its `points` is 0: the balance does not move). */
    confirmedPoints: integer("confirmed_points")
  },
  (t) => [index("wallet_entries_wallet").on(t.userId, t.campaignId)]
)

export type Delta = { credited?: number; reversed?: number; debited?: number; refunded?: number; expired?: number; provisional?: number }

export const walletsProjection = defineProjection({
  name: "wallets",
  version: 2,
  tables: [wallets, walletEntries],
  handlers: (db) => {
    const upsert = db.prepare(`
      INSERT INTO wallets (campaign_id, user_id, credited, reversed, debited, refunded, expired, provisional, balance, confirmed)
      VALUES (@c, @u, @credited, @reversed, @debited, @refunded, @expired, @provisional, @balance, @balance - @provisional)
      ON CONFLICT (campaign_id, user_id) DO UPDATE SET
        credited = credited + @credited, reversed = reversed + @reversed, debited = debited + @debited,
        refunded = refunded + @refunded, expired = expired + @expired, provisional = provisional + @provisional,
        balance = balance + @balance, confirmed = confirmed + @balance - @provisional`)
    const entry = db.prepare(
      "INSERT INTO wallet_entries (position, campaign_id, user_id, kind, ref, points, note, at, confirmed_points) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"
    )
    const move = (e: { campaignId: string; userId: string }, d: Delta) => {
      const x = { credited: 0, reversed: 0, debited: 0, refunded: 0, expired: 0, provisional: 0, ...d }
      const balance = x.credited - x.reversed - x.debited + x.refunded - x.expired
      upsert.run({ c: e.campaignId, u: e.userId, ...x, balance })
    }
    return walletMovements(move, (...row) => entry.run(...row))
  }
})

type Wallet = { campaignId: string; userId: string }
type Entry = (position: number, campaignId: string, userId: string, kind: string, ref: string | null, points: number, note: string | null, at: string, confirmedPoints: number | null) => unknown

/**
 * What each wallet event does: how it moves its wallet's totals and the statement line it
 * writes. The inline projection upserts each move; a rebuild's fold (rebuild/walletsFold.ts)
 * adds the moves up in memory and writes each wallet once.
 */
export const walletMovements = (move: (e: Wallet, d: Delta) => void, line: Entry): Readonly<Record<string, (e: any, ev: StoredEvent) => void>> => ({
  PointsCredited: (e, ev) => {
    move(e, { credited: e.points, provisional: e.provisional ? e.points : 0 })
    line(ev.position, e.campaignId, e.userId, `credit.${e.source}`, e.ref, e.points, null, ev.recordedAt, null)
  },
  CreditConfirmed: (e, ev) => {
    move(e, { provisional: -e.points })
    line(ev.position, e.campaignId, e.userId, "confirmation", e.ref, 0, null, ev.recordedAt, e.points)
  },
  CreditReversed: (e, ev) => {
    move(e, { reversed: e.points, provisional: -e.points })
    line(ev.position, e.campaignId, e.userId, "reversal", e.ref, -e.points, null, ev.recordedAt, null)
  },
  PointsDebited: (e, ev) => {
    move(e, { debited: e.points })
    line(ev.position, e.campaignId, e.userId, `debit.${e.reason}`, e.ref, -e.points, null, ev.recordedAt, null)
  },
  PointsRefunded: (e, ev) => {
    move(e, { refunded: e.points })
    line(ev.position, e.campaignId, e.userId, "refund", e.ref, e.points, null, ev.recordedAt, null)
  },
  PointsAdjusted: (e, ev) => {
    move(e, e.points >= 0 ? { credited: e.points } : { reversed: -e.points })
    line(ev.position, e.campaignId, e.userId, "adjustment", null, e.points, e.reason, ev.recordedAt, null)
  },
  PointsCorrected: (e, ev) => {
    move(e, { ...(e.points >= 0 ? { credited: e.points } : { reversed: -e.points }), expired: e.expired })
    line(ev.position, e.campaignId, e.userId, "correction", null, e.points - e.expired, e.reason, ev.recordedAt, null)
  },
  PointsExpired: (e, ev) => {
    move(e, { expired: e.points })
    line(ev.position, e.campaignId, e.userId, "expiry", null, -e.points, null, ev.recordedAt, null)
  }
})
