import type Database from "better-sqlite3"
import { createHash, randomInt } from "node:crypto"
import { checkCode, codeLifetimeMs, type CodeCheck } from "../../domain/account/selfService.ts"

export type CodePurpose = "recovery" | "phone"

/** Codes are six digits: hashed with the user id, so equal codes of two users differ in the table. */
const hashCode = (userId: string, code: string) => createHash("sha256").update(`${userId}\n${code.trim()}`).digest("base64url")

/** One live code per user and purpose (`account_codes`): a new one replaces the old. */
export const makeCodes = (db: Database.Database, now: () => number) => {
  const upsert = db.prepare(
    `INSERT INTO account_codes (user_id, purpose, code_hash, phone, channel, sent_at, expires_at, attempts) VALUES (?, ?, ?, ?, ?, ?, ?, 0)
     ON CONFLICT (user_id, purpose) DO UPDATE SET code_hash = excluded.code_hash, phone = excluded.phone, channel = excluded.channel,
       sent_at = excluded.sent_at, expires_at = excluded.expires_at, attempts = 0`
  )
  const find = db.prepare<[string, string], { codeHash: string; expiresAt: number; attempts: number; phone: string; sentAt: number }>(
    "SELECT code_hash AS codeHash, expires_at AS expiresAt, attempts, phone, sent_at AS sentAt FROM account_codes WHERE user_id = ? AND purpose = ?"
  )
  const wrong = db.prepare("UPDATE account_codes SET attempts = attempts + 1 WHERE user_id = ? AND purpose = ?")
  const remove = db.prepare("DELETE FROM account_codes WHERE user_id = ? AND purpose = ?")
  return {
    issue: (userId: string, purpose: CodePurpose, phone: string, channel: string): string => {
      const code = String(randomInt(0, 1_000_000)).padStart(6, "0")
      const t = now()
      upsert.run(userId, purpose, hashCode(userId, code), phone, channel, t, t + codeLifetimeMs)
      return code
    },
    /** The live code's facts (for a phone change: the phone it went to; for a countdown: when). */
    current: (userId: string, purpose: CodePurpose) => find.get(userId, purpose),
    /** Checks a typed code; a wrong one counts, a right one is spent. */
    check: (userId: string, purpose: CodePurpose, typed: string): CodeCheck & { readonly phone?: string } => {
      const stored = find.get(userId, purpose)
      const result = checkCode(stored, hashCode(userId, typed), now())
      if (result.result === "wrong" || result.result === "exhausted") wrong.run(userId, purpose)
      if (result.result === "ok") {
        remove.run(userId, purpose)
        return { ...result, phone: stored!.phone }
      }
      return result
    }
  }
}
export type Codes = ReturnType<typeof makeCodes>
