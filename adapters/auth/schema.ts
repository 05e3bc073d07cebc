import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core"

// Secrets live outside the immutable log (DESIGN §5.1): an erasure or a password change
// replaces them, and no event ever carries them.

/** One password per account, as a scrypt hash (`scrypt$N$r$p$salt$hash`). */
export const credentials = sqliteTable("credentials", {
  userId: text("user_id").primaryKey(),
  hash: text("hash").notNull(),
  updatedAt: integer("updated_at").notNull()
})

/** OAuth clients registered for this deployment (`vitrine oauth add-client`), their secrets hashed. */
export const oauthClients = sqliteTable("oauth_clients", {
  clientId: text("client_id").primaryKey(),
  secretHash: text("secret_hash").notNull(),
  createdAt: integer("created_at").notNull()
})

/**
 * Opaque tokens, kept as their SHA-256 (a token is 256 random bits: a fast hash is enough).
 * A refresh token's `family` is its first ancestor's id: reusing a rotated one revokes the family.
 */
export const oauthTokens = sqliteTable(
  "oauth_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    kind: text("kind", { enum: ["access", "refresh"] }).notNull(),
    userId: text("user_id").notNull(),
    clientId: text("client_id").notNull(),
    family: text("family").notNull(),
    expiresAt: integer("expires_at").notNull(),
    /** Set when a refresh token was exchanged for a new pair. */
    rotatedAt: integer("rotated_at"),
    revokedAt: integer("revoked_at")
  },
  (t) => [index("oauth_tokens_user").on(t.userId), index("oauth_tokens_family").on(t.family)]
)

/** What a user chose in the apps (DESIGN §5.2): language and selected client company. */
export const userSettings = sqliteTable("user_settings", {
  userId: text("user_id").primaryKey(),
  language: text("language"),
  selectedClientId: text("selected_client_id"),
  /** Notification preferences by channel, as JSON `{email, sms, whatsapp, push}` (absent: all on). */
  notifications: text("notifications")
})

/**
 * Single-use links that set a password (first access, recovery): `set-password/{username}/{uidb64}/{token}`.
 * The token is kept as its SHA-256; `used_at` spends it.
 */
export const accountLinks = sqliteTable(
  "account_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: text("user_id").notNull(),
    purpose: text("purpose", { enum: ["set_password", "recover_password"] }).notNull(),
    createdAt: integer("created_at").notNull(),
    expiresAt: integer("expires_at").notNull(),
    usedAt: integer("used_at")
  },
  (t) => [index("account_links_user").on(t.userId)]
)

/** The live code of a user per purpose (a recovery, a phone to verify), hashed; one row each. */
export const accountCodes = sqliteTable(
  "account_codes",
  {
    userId: text("user_id").notNull(),
    purpose: text("purpose", { enum: ["recovery", "phone"] }).notNull(),
    codeHash: text("code_hash").notNull(),
    /** The phone it was sent to: a phone verification sets it when confirmed. */
    phone: text("phone").notNull(),
    channel: text("channel").notNull(),
    sentAt: integer("sent_at").notNull(),
    expiresAt: integer("expires_at").notNull(),
    attempts: integer("attempts").notNull().default(0)
  },
  (t) => [primaryKey({ columns: [t.userId, t.purpose] })]
)
