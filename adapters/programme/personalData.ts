import type Database from "better-sqlite3"
import type { RegisterAccount } from "../../domain/account/commands.ts"
import { normalizeDocument } from "../../domain/rules/documents.ts"

/**
 * Personal data lives beside the log, never in it, so an erasure request can be honoured
 * while the log stays intact. Written in the same transaction as the AccountRegistered event.
 */
export const makePersonalDataWriter = (db: Database.Database) => {
  const insert = db.prepare(
    "INSERT INTO personal_data (user_id, country, document, email, full_name, birthday) VALUES (?, ?, ?, ?, ?, ?)"
  )
  return (c: RegisterAccount): void => {
    insert.run(c.userId, c.country, normalizeDocument(c.country, c.document), c.email.trim().toLowerCase(), c.fullName.trim(), c.birthday)
  }
}
