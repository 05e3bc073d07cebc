import type Database from "better-sqlite3"
import type { Principal } from "../../domain/api/security.ts"

export interface SignedIn extends Principal {
  /** The language the user chose (PUT /api/me/language), for messages when the request names none. */
  readonly language: string | undefined
}

interface Row {
  readonly userId: string
  readonly role: string
  readonly country: string
  readonly status: string
  readonly isSuperuser: number
  readonly language: string | null
}

/**
 * Who may hold a session: an approved account, not blocked, whose personal data is not erased.
 * Read from the accounts read model at every request, so a block takes effect at once.
 */
export const makePrincipals = (db: Database.Database) => {
  const find = db.prepare<[string], Row>(
    `SELECT a.user_id AS userId, a.role, a.country, a.status, a.is_superuser AS isSuperuser, s.language
     FROM accounts a LEFT JOIN personal_data p USING (user_id) LEFT JOIN user_settings s USING (user_id)
     WHERE a.user_id = ? AND (p.erased_at IS NULL)`
  )
  return (userId: string): SignedIn | undefined => {
    const row = find.get(userId)
    if (row === undefined || row.status !== "approved") return undefined
    return { userId: row.userId, role: row.role, country: row.country, isSuperuser: row.isSuperuser === 1, language: row.language ?? undefined }
  }
}

/**
 * An account's state, for the login's answer once the password was right (SPEC §4–§7: a blocked
 * user is told whom to contact). Only after a correct password, so it tells a stranger nothing.
 */
export const makeAccountStatus = (db: Database.Database) => {
  const find = db.prepare<[string], { status: string }>(`SELECT status FROM accounts WHERE user_id = ?`)
  return (userId: string): string | undefined => find.get(userId)?.status
}
