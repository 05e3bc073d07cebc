import type Database from "better-sqlite3"
import { createHash } from "node:crypto"

/** How long a sign-in may take at the provider before its state is refused. */
export const pendingLoginSeconds = 10 * 60

export interface PendingLogin {
  readonly issuerId: string
  readonly nonce: string
  readonly codeVerifier: string
  readonly redirectUri: string
}

const hash = (state: string): string => createHash("sha256").update(state).digest("base64url")

/**
 * The sign-ins under way (table `sso_logins`). `take` spends a state in one statement, so two
 * callbacks racing with one state are ordered by the write lock: exactly one gets the verifier.
 */
export const makePendingLogins = (db: Database.Database, now: () => number) => {
  const insert = db.prepare(
    "INSERT INTO sso_logins (state_hash, issuer_id, nonce, code_verifier, redirect_uri, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)"
  )
  const spend = db.prepare<[number, string, number], PendingLogin>(
    `UPDATE sso_logins SET used_at = ? WHERE state_hash = ? AND used_at IS NULL AND expires_at > ?
     RETURNING issuer_id AS issuerId, nonce, code_verifier AS codeVerifier, redirect_uri AS redirectUri`
  )
  const sweep = db.prepare("DELETE FROM sso_logins WHERE expires_at <= ?")
  return {
    begin: (state: string, login: PendingLogin): void => {
      const at = now()
      // Old rows go as new ones come: the table holds only the last few minutes' sign-ins.
      sweep.run(at - pendingLoginSeconds * 1000)
      insert.run(hash(state), login.issuerId, login.nonce, login.codeVerifier, login.redirectUri, at, at + pendingLoginSeconds * 1000)
    },
    /** The sign-in a state names, once: unknown, spent or expired states give undefined. */
    take: (state: string): PendingLogin | undefined => {
      const at = now()
      return spend.get(at, hash(state), at)
    }
  }
}
export type PendingLogins = ReturnType<typeof makePendingLogins>
