import type Database from "better-sqlite3"
import { bulkInsert } from "../../store/bulkInsert.ts"
import type { BulkFold } from "../../store/projections.ts"
import { rowsByKey } from "./rowsByKey.ts"
import { walletMovements, type Delta } from "../wallets.ts"

interface Wallet {
  readonly campaignId: string
  readonly userId: string
  credited: number
  reversed: number
  debited: number
  refunded: number
  expired: number
  provisional: number
}

/**
 * The wallets read model (wallets.ts) for a rebuild or a bulk import: every movement used to
 * upsert its wallet row, several times per wallet; here the moves add up in memory and each
 * wallet is upserted once per flush, adding them to what the row held (nothing, in a rebuild),
 * in the order the upserts first created the rows. Statement lines are inserted as they come,
 * many rows per statement (bulkInsert.ts).
 * The events move wallets as `walletMovements` (wallets.ts) says, for both.
 */
export const walletsFold = (db: Database.Database): BulkFold => {
  const upsertWallet = bulkInsert(
    db,
    "wallets",
    ["campaign_id", "user_id", "credited", "reversed", "debited", "refunded", "expired", "provisional", "balance", "confirmed"],
    `ON CONFLICT (campaign_id, user_id) DO UPDATE SET
      credited = credited + excluded.credited, reversed = reversed + excluded.reversed, debited = debited + excluded.debited,
      refunded = refunded + excluded.refunded, expired = expired + excluded.expired, provisional = provisional + excluded.provisional,
      balance = balance + excluded.balance, confirmed = confirmed + excluded.confirmed`
  )
  const entries = bulkInsert(db, "wallet_entries", ["position", "campaign_id", "user_id", "kind", "ref", "points", "note", "at", "confirmed_points"])
  // By campaign then user, in the order they were first moved.
  const wallets = rowsByKey<Wallet>((campaignId, userId) => ({ campaignId, userId, credited: 0, reversed: 0, debited: 0, refunded: 0, expired: 0, provisional: 0 }))
  const move = (e: { campaignId: string; userId: string }, d: Delta) => {
    const w = wallets.get(e.campaignId, e.userId)
    w.credited += d.credited ?? 0
    w.reversed += d.reversed ?? 0
    w.debited += d.debited ?? 0
    w.refunded += d.refunded ?? 0
    w.expired += d.expired ?? 0
    w.provisional += d.provisional ?? 0
  }
  return {
    handlers: walletMovements(move, (...row) => entries.add(row)),
    flush: () => {
      entries.flush()
      for (const w of wallets.rows) {
        const balance = w.credited - w.reversed - w.debited + w.refunded - w.expired
        upsertWallet.add([w.campaignId, w.userId, w.credited, w.reversed, w.debited, w.refunded, w.expired, w.provisional, balance, balance - w.provisional])
      }
      upsertWallet.flush()
      wallets.clear()
    }
  }
}
