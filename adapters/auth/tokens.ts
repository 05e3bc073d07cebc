import type Database from "better-sqlite3"
import { createHash, randomBytes } from "node:crypto"

export const accessTokenSeconds = 15 * 60
export const refreshTokenSeconds = 30 * 24 * 60 * 60

export interface TokenPair {
  readonly accessToken: string
  readonly refreshToken: string
  readonly expiresIn: number
}

/** Why a refresh was refused: each is `invalid_grant` to the client (RFC 6749 §5.2). */
export type RefreshRefusal = "unknown" | "expired" | "revoked" | "reused" | "wrong_client"

export const hashToken = (token: string): string => createHash("sha256").update(token).digest("base64url")
const newToken = (): string => randomBytes(32).toString("base64url")

interface TokenRow {
  readonly kind: "access" | "refresh"
  readonly userId: string
  readonly clientId: string
  readonly family: string
  readonly expiresAt: number
  readonly rotatedAt: number | null
  readonly revokedAt: number | null
}

/**
 * Opaque OAuth tokens (DESIGN §5.1), stored hashed. Every method is one synchronous SQLite
 * statement or transaction, so two refreshes racing with one token are ordered by the write
 * lock: the first rotates it, the second finds it rotated and revokes the family.
 */
export class TokenStore {
  private readonly db: Database.Database
  private readonly now: () => number
  private readonly insert: Database.Statement
  private readonly find: Database.Statement<[string], TokenRow>

  constructor(db: Database.Database, now: () => number = Date.now) {
    this.db = db
    this.now = now
    this.insert = db.prepare(
      "INSERT INTO oauth_tokens (token_hash, kind, user_id, client_id, family, expires_at) VALUES (?, ?, ?, ?, ?, ?)"
    )
    this.find = db.prepare(
      `SELECT kind, user_id AS userId, client_id AS clientId, family, expires_at AS expiresAt, rotated_at AS rotatedAt, revoked_at AS revokedAt
       FROM oauth_tokens WHERE token_hash = ?`
    )
  }

  /** A new access and refresh token for a user (a login, or the next pair of a family). */
  issue(userId: string, clientId: string, family?: string): TokenPair {
    const now = this.now()
    const accessToken = newToken()
    const refreshToken = newToken()
    const refreshHash = hashToken(refreshToken)
    const familyId = family ?? refreshHash
    this.db.transaction(() => {
      this.insert.run(hashToken(accessToken), "access", userId, clientId, familyId, now + accessTokenSeconds * 1000)
      this.insert.run(refreshHash, "refresh", userId, clientId, familyId, now + refreshTokenSeconds * 1000)
    })()
    return { accessToken, refreshToken, expiresIn: accessTokenSeconds }
  }

  /** The user of a live access token, or undefined (unknown, expired or revoked). */
  userOfAccessToken(token: string): string | undefined {
    const row = this.find.get(hashToken(token))
    if (row === undefined || row.kind !== "access" || row.revokedAt !== null || row.expiresAt <= this.now()) return undefined
    return row.userId
  }

  /**
   * Exchanges a refresh token for a new pair (rotation). A token already rotated is a reuse
   * (RFC 9700 §4.14.2): its whole family is revoked, the legitimate holder's newer tokens too.
   */
  refresh(token: string, clientId: string, userMayLogin: (userId: string) => boolean): TokenPair | RefreshRefusal {
    return this.db
      .transaction((): TokenPair | RefreshRefusal => {
        const row = this.find.get(hashToken(token))
        if (row === undefined || row.kind !== "refresh") return "unknown"
        if (row.clientId !== clientId) return "wrong_client"
        if (row.rotatedAt !== null) {
          this.revokeFamily(row.family)
          return "reused"
        }
        if (row.revokedAt !== null) return "revoked"
        if (row.expiresAt <= this.now()) return "expired"
        if (!userMayLogin(row.userId)) {
          this.revokeUser(row.userId)
          return "revoked"
        }
        this.db.prepare("UPDATE oauth_tokens SET rotated_at = ? WHERE token_hash = ?").run(this.now(), hashToken(token))
        return this.issue(row.userId, clientId, row.family)
      })
      .immediate()
  }

  /** RFC 7009: revoking either token of a pair logs the session out (its whole family). */
  revoke(token: string, clientId: string): void {
    const row = this.find.get(hashToken(token))
    if (row === undefined || row.clientId !== clientId) return
    this.revokeFamily(row.family)
  }

  revokeFamily(family: string): void {
    this.db.prepare("UPDATE oauth_tokens SET revoked_at = ? WHERE family = ? AND revoked_at IS NULL").run(this.now(), family)
  }

  /** Every token of a user at once: a blocked or erased account (DESIGN §5.1). */
  revokeUser(userId: string): void {
    this.db.prepare("UPDATE oauth_tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL").run(this.now(), userId)
  }

  /** Every session of a user but the one this access token belongs to (a password changed in it). */
  revokeUserExcept(userId: string, accessToken: string): void {
    const family = this.find.get(hashToken(accessToken))?.family ?? ""
    this.db.prepare("UPDATE oauth_tokens SET revoked_at = ? WHERE user_id = ? AND family <> ? AND revoked_at IS NULL").run(this.now(), userId, family)
  }
}
