import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core"

// Deployment settings and short-lived secrets outside the immutable log, as the OAuth clients
// (adapters/auth/schema.ts): an issuer's client secret is needed in the clear to talk to it.

/**
 * OpenID Connect issuers of this deployment (`vitrine sso add-issuer`, DESIGN §7): the login's
 * buttons ("Google", "Azure") and a partner's own provider (`intel-login-redirect`).
 */
export const ssoIssuers = sqliteTable("sso_issuers", {
  issuerId: text("issuer_id").primaryKey(),
  /** The issuer identifier; its discovery document is `<url>/.well-known/openid-configuration`. */
  issuerUrl: text("issuer_url").notNull(),
  clientId: text("client_id").notNull(),
  /** Null: a public client (PKCE only, `token_endpoint_auth_method: none`). */
  clientSecret: text("client_secret"),
  label: text("label").notNull(),
  /** The learner app's route the provider sends the browser back to. */
  redirectPath: text("redirect_path").notNull().default("/login-redirect-v2"),
  /** Shown as a button on the login screen (a partner's issuer has its own first-access page instead). */
  showOnLogin: integer("show_on_login", { mode: "boolean" }).notNull().default(true),
  createdAt: integer("created_at").notNull()
})

/**
 * One row per sign-in started: the `state` (hashed), the nonce and the PKCE verifier stay here,
 * never in the browser; `used_at` spends the row, so a callback is honoured once.
 */
export const ssoLogins = sqliteTable(
  "sso_logins",
  {
    stateHash: text("state_hash").primaryKey(),
    issuerId: text("issuer_id").notNull(),
    nonce: text("nonce").notNull(),
    codeVerifier: text("code_verifier").notNull(),
    redirectUri: text("redirect_uri").notNull(),
    createdAt: integer("created_at").notNull(),
    expiresAt: integer("expires_at").notNull(),
    usedAt: integer("used_at")
  },
  (t) => [index("sso_logins_expires").on(t.expiresAt)]
)

/** The onboarding tour (SPEC §2 `onboarding`): shown once, so the server remembers who saw or skipped it. */
export const ssoOnboardingSeen = sqliteTable("sso_onboarding_seen", {
  userId: text("user_id").primaryKey(),
  seenAt: integer("seen_at").notNull()
})
