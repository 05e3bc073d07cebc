import type Database from "better-sqlite3"

export interface SsoIssuer {
  readonly issuerId: string
  readonly issuerUrl: string
  readonly clientId: string
  readonly clientSecret: string | null
  readonly label: string
  readonly redirectPath: string
  readonly showOnLogin: boolean
}

type Row = Omit<SsoIssuer, "showOnLogin"> & { showOnLogin: number }
const columns =
  "issuer_id AS issuerId, issuer_url AS issuerUrl, client_id AS clientId, client_secret AS clientSecret, label, redirect_path AS redirectPath, show_on_login AS showOnLogin"
const fromRow = (r: Row): SsoIssuer => ({ ...r, showOnLogin: r.showOnLogin === 1 })

/** The deployment's OpenID issuers (adapters/sso/schema.ts), set by operators with `vitrine sso add-issuer`. */
export const makeSsoIssuers = (db: Database.Database, now: () => number = Date.now) => {
  const one = db.prepare<[string], Row>(`SELECT ${columns} FROM sso_issuers WHERE issuer_id = ?`)
  const all = db.prepare<[], Row>(`SELECT ${columns} FROM sso_issuers ORDER BY label, issuer_id`)
  const upsert = db.prepare(
    `INSERT INTO sso_issuers (issuer_id, issuer_url, client_id, client_secret, label, redirect_path, show_on_login, created_at)
     VALUES (@issuerId, @issuerUrl, @clientId, @clientSecret, @label, @redirectPath, @showOnLogin, @createdAt)
     ON CONFLICT (issuer_id) DO UPDATE SET issuer_url = excluded.issuer_url, client_id = excluded.client_id, client_secret = excluded.client_secret,
       label = excluded.label, redirect_path = excluded.redirect_path, show_on_login = excluded.show_on_login`
  )
  return {
    get: (issuerId: string): SsoIssuer | undefined => {
      const row = one.get(issuerId)
      return row && fromRow(row)
    },
    /** The login screen's buttons: no URL, no client id, no secret. */
    buttons: (): ReadonlyArray<{ issuerId: string; label: string }> =>
      all.all().filter((r) => r.showOnLogin === 1).map((r) => ({ issuerId: r.issuerId, label: r.label })),
    /** Adds an issuer, or replaces an existing one's settings; answers which. */
    add: (issuer: SsoIssuer): "added" | "replaced" => {
      const existed = one.get(issuer.issuerId) !== undefined
      upsert.run({ ...issuer, showOnLogin: issuer.showOnLogin ? 1 : 0, createdAt: now() })
      return existed ? "replaced" : "added"
    }
  }
}
export type SsoIssuers = ReturnType<typeof makeSsoIssuers>
