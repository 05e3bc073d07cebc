import type Database from "better-sqlite3"
import { bulkInsert } from "../../store/bulkInsert.ts"
import type { BulkFold } from "../../store/projections.ts"
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
 * The wallets read model (wallets.ts) for a rebuild: every movement used to upsert its wallet
 * row, several times per wallet; here the totals add up in memory and each row is written once,
 * in the order the upserts first created them. Statement lines are inserted as they come,
 * many rows per statement (bulkInsert.ts).
 * The events move wallets as `walletMovements` (wallets.ts) says, for both.
 */
export const walletsFold = (db: Database.Database): BulkFold => {
  const insertWallet = bulkInsert(db, "wallets", ["campaign_id", "user_id", "credited", "reversed", "debited", "refunded", "expired", "provisional", "balance", "confirmed"])
  const entries = bulkInsert(db, "wallet_entries", ["position", "campaign_id", "user_id", "kind", "ref", "points", "note", "at"])
  // In the order they were first moved, and by campaign then user (no key to build per event).
  const wallets: Array<Wallet> = []
  const byCampaign = new Map<string, Map<string, Wallet>>()
  const move = (e: { campaignId: string; userId: string }, d: Delta) => {
    let users = byCampaign.get(e.campaignId)
    if (!users) byCampaign.set(e.campaignId, (users = new Map()))
    let w = users.get(e.userId)
    if (!w) {
      w = { campaignId: e.campaignId, userId: e.userId, credited: 0, reversed: 0, debited: 0, refunded: 0, expired: 0, provisional: 0 }
      users.set(e.userId, w)
      wallets.push(w)
    }
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
      for (const w of wallets) {
        const balance = w.credited - w.reversed - w.debited + w.refunded - w.expired
        insertWallet.add([w.campaignId, w.userId, w.credited, w.reversed, w.debited, w.refunded, w.expired, w.provisional, balance, balance - w.provisional])
      }
      insertWallet.flush()
      wallets.length = 0
      byCampaign.clear()
    }
  }
}
