import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core"

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
  selectedClientId: text("selected_client_id")
})
