import type Database from "better-sqlite3"
import { randomBytes } from "node:crypto"
import { linkLifetimeMs, linkState, type LinkPurpose } from "../../domain/account/selfService.ts"
import { hashToken } from "../auth/tokens.ts"

/** A link's three path parts: `set-password/{username}/{uidb64}/{token}` (or `recover-password/…`). */
export interface LinkParts {
  readonly username: string
  readonly uidb64: string
  readonly token: string
}

export const routeOf: Readonly<Record<LinkPurpose, string>> = { set_password: "set-password", recover_password: "recover-password" }

export const pathOf = (purpose: LinkPurpose, p: LinkParts): string =>
  `/${routeOf[purpose]}/${encodeURIComponent(p.username)}/${p.uidb64}/${p.token}`

const uidb64 = (userId: string) => Buffer.from(userId, "utf8").toString("base64url")

export type LinkCheck =
  | { readonly state: "valid"; readonly userId: string; readonly purpose: LinkPurpose; readonly expiresAt: number; readonly tokenHash: string }
  | { readonly state: "invalid" | "expired" }

/**
 * Single-use, expiring links (the `account_links` table): the token is 256 random bits kept as
 * its SHA-256, so the table alone cannot be turned into working links.
 */
export const makeLinks = (db: Database.Database, now: () => number) => {
  const voidOlder = db.prepare("UPDATE account_links SET used_at = ? WHERE user_id = ? AND purpose = ? AND used_at IS NULL")
  const insert = db.prepare("INSERT INTO account_links (token_hash, user_id, purpose, created_at, expires_at) VALUES (?, ?, ?, ?, ?)")
  const find = db.prepare<[string], { userId: string; purpose: LinkPurpose; expiresAt: number; usedAt: number | null }>(
    "SELECT user_id AS userId, purpose, expires_at AS expiresAt, used_at AS usedAt FROM account_links WHERE token_hash = ?"
  )
  const spend = db.prepare("UPDATE account_links SET used_at = ? WHERE token_hash = ? AND used_at IS NULL")
  return {
    /** A token drawn and hashed: what every request does, whether or not an account is found. */
    draw: () => {
      const token = randomBytes(32).toString("base64url")
      return { token, tokenHash: hashToken(token) }
    },
    /** Keeps a drawn token as the user's live link of that purpose (a newer link voids the older). */
    keep: (userId: string, purpose: LinkPurpose, drawn: { token: string; tokenHash: string }): LinkParts => {
      const t = now()
      db.transaction(() => {
        voidOlder.run(t, userId, purpose)
        insert.run(drawn.tokenHash, userId, purpose, t, t + linkLifetimeMs[purpose])
      })()
      return { username: userId, uidb64: uidb64(userId), token: drawn.token }
    },
    /** A link as its three parts came back: valid only if every part agrees and it is unused and in time. */
    check: (parts: LinkParts): LinkCheck => {
      const tokenHash = hashToken(parts.token)
      const row = find.get(tokenHash)
      if (row === undefined || uidb64(row.userId) !== parts.uidb64 || row.userId !== parts.username) return { state: "invalid" }
      const state = linkState(row, now())
      return state === "valid" ? { state, userId: row.userId, purpose: row.purpose, expiresAt: row.expiresAt, tokenHash } : { state }
    },
    /** Spends a link; false if it was spent meanwhile (two tabs submitting at once: one wins). */
    spend: (tokenHash: string): boolean => spend.run(now(), tokenHash).changes === 1
  }
}
export type Links = ReturnType<typeof makeLinks>
