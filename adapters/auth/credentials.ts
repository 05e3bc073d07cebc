import type Database from "better-sqlite3"
import { hashSecret, verifyDecoy, verifySecret } from "./secrets.ts"

/**
 * Passwords and OAuth clients (tables of adapters/auth/schema.ts). A user logs in with their id
 * or their e-mail, case-insensitively (DESIGN §5.1).
 */
export const makeCredentials = (db: Database.Database, now: () => number = Date.now) => {
  const byLogin = db.prepare<[{ login: string }], { userId: string; hash: string | null }>(
    `SELECT a.user_id AS userId, c.hash FROM accounts a LEFT JOIN personal_data p USING (user_id) LEFT JOIN credentials c USING (user_id)
     WHERE a.user_id = @login COLLATE NOCASE OR (p.erased_at IS NULL AND lower(p.email) = lower(@login)) ORDER BY a.user_id = @login DESC LIMIT 1`
  )
  const setPassword = db.prepare(
    "INSERT INTO credentials (user_id, hash, updated_at) VALUES (?, ?, ?) ON CONFLICT (user_id) DO UPDATE SET hash = excluded.hash, updated_at = excluded.updated_at"
  )
  const clientHash = db.prepare<[string], string>("SELECT secret_hash FROM oauth_clients WHERE client_id = ?").pluck()
  const setClient = db.prepare(
    "INSERT INTO oauth_clients (client_id, secret_hash, created_at) VALUES (?, ?, ?) ON CONFLICT (client_id) DO UPDATE SET secret_hash = excluded.secret_hash"
  )
  return {
    /**
   * The user a username (id or e-mail, any case; an exact id first) and password log in as, or
   * undefined (unknown user, no password, wrong password).
   */
    login: async (username: string, password: string): Promise<string | undefined> => {
      const row = byLogin.get({ login: username })
      if (row?.hash == null) return verifyDecoy(password).then(() => undefined)
      return (await verifySecret(password, row.hash)) ? row.userId : undefined
    },
    /** The account a username names (id or e-mail, any case), whatever the password: the login limit's key. */
    accountOf: (username: string): string | undefined => byLogin.get({ login: username })?.userId,
    setPasswordHash: (userId: string, hash: string): void => void setPassword.run(userId, hash, now()),
    setPassword: async (userId: string, password: string): Promise<void> => void setPassword.run(userId, await hashSecret(password), now()),
    verifyClient: async (clientId: string, secret: string): Promise<boolean> => {
      const hash = clientHash.get(clientId)
      return hash === undefined ? verifyDecoy(secret) : verifySecret(secret, hash)
    },
    /** Registers a client, or gives an existing one a new secret; answers which. */
    addClient: async (clientId: string, secret: string): Promise<"added" | "rekeyed"> => {
      const existed = clientHash.get(clientId) !== undefined
      setClient.run(clientId, await hashSecret(secret), now())
      return existed ? "rekeyed" : "added"
    }
  }
}
export type Credentials = ReturnType<typeof makeCredentials>
