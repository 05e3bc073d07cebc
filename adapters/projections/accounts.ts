import { sqliteTable, text, index, integer } from "drizzle-orm/sqlite-core"
import { defineProjection } from "./define.ts"

/** Accounts without personal data: that is joined from `personal_data` when read. */
export const accounts = sqliteTable(
  "accounts",
  {
    userId: text("user_id").primaryKey(),
    country: text("country").notNull(),
    role: text("role").notNull(),
    isSuperuser: integer("is_superuser").notNull().default(0),
    status: text("status").notNull(),
    blockReason: text("block_reason"),
    approvedAt: text("approved_at"),
    registeredAt: text("registered_at").notNull(),
    /** `sign_up` for a self-service account, else null. */
    origin: text("origin"),
    erasedAt: text("erased_at")
  },
  (t) => [index("accounts_country").on(t.country, t.status)]
)

export const accountsProjection = defineProjection({
  name: "accounts",
  version: 1,
  tables: [accounts],
  handlers: (db) => {
    const insert = db.prepare(
      "INSERT INTO accounts (user_id, country, role, is_superuser, status, registered_at, origin) VALUES (?, ?, ?, ?, 'awaiting_approval', ?, ?)"
    )
    // The erasure keeps the row (its id names sales, wallets, …): only the person is gone.
    const erase = db.prepare("UPDATE accounts SET status = 'erased', block_reason = NULL, erased_at = ? WHERE user_id = ?")
    const approve = db.prepare("UPDATE accounts SET status = 'approved', approved_at = ? WHERE user_id = ?")
    const block = db.prepare("UPDATE accounts SET status = 'blocked', block_reason = ? WHERE user_id = ?")
    // A rejected sign-up's reason is kept where a block's is (the reason the account is not in use).
    const reject = db.prepare("UPDATE accounts SET status = 'rejected', block_reason = ? WHERE user_id = ?")
    // Unblocking returns the account to where it was before the block.
    const unblock = db.prepare(
      "UPDATE accounts SET status = CASE WHEN approved_at IS NULL THEN 'awaiting_approval' ELSE 'approved' END, block_reason = NULL WHERE user_id = ?"
    )
    return {
      AccountRegistered: (e, ev) => insert.run(e.userId, e.country, e.role, e.superuser === true ? 1 : 0, ev.recordedAt, e.origin ?? null),
      AccountErased: (e, ev) => erase.run(ev.recordedAt, e.userId),
      AccountApproved: (e, ev) => approve.run(ev.recordedAt, e.userId),
      AccountBlocked: (e) => block.run(e.reason, e.userId),
      AccountUnblocked: (e) => unblock.run(e.userId),
      SignUpRejected: (e) => reject.run(e.reason, e.userId)
    }
  }
})
