import type Database from "better-sqlite3"
import type { Outbox, OutgoingMessage } from "./Outbox.ts"

export interface MailboxEntry extends OutgoingMessage {
  readonly id: number
  /** ISO instant it was written. */
  readonly createdAt: string
}

/** The demo's Outbox adapter: messages are kept in the `mailbox` table, where `vitrine outbox` reads them. */
export const makeLocalMailbox = (db: Database.Database, now: () => number = Date.now): Outbox => {
  const insert = db.prepare(
    "INSERT INTO mailbox (user_id, channel, recipient, kind, locale, subject, body, created_at) VALUES (@userId, @channel, @recipient, @kind, @locale, @subject, @body, @createdAt)"
  )
  return { send: (m) => void insert.run({ ...m, createdAt: now() }) }
}

export interface MailboxQuery {
  readonly recipient?: string
  readonly userId?: string
  readonly limit?: number
}

/** Messages, newest first; a recipient is matched without regard to case (e-mails) or separators (phones). */
export const readMailbox = (db: Database.Database, q: MailboxQuery = {}): Array<MailboxEntry> => {
  const where: Array<string> = []
  const params: Record<string, unknown> = { limit: q.limit ?? 50 }
  if (q.recipient !== undefined) {
    where.push("(lower(recipient) = lower(@recipient) OR recipient = @phone)")
    params["recipient"] = q.recipient.trim()
    params["phone"] = q.recipient.replace(/[\s().\-]/g, "")
  }
  if (q.userId !== undefined) {
    where.push("user_id = @userId")
    params["userId"] = q.userId
  }
  return db
    .prepare<[Record<string, unknown>], Omit<MailboxEntry, "createdAt"> & { createdAt: number }>(
      `SELECT id, user_id AS userId, channel, recipient, kind, locale, subject, body, created_at AS createdAt FROM mailbox
       ${where.length > 0 ? `WHERE ${where.join(" AND ")}` : ""} ORDER BY id DESC LIMIT @limit`
    )
    .all(params)
    .map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString() }))
}
