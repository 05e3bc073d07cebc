import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core"
import { defineProjection } from "./define.ts"

/**
 * The deployment's face (DESIGN §7): the login configuration (one row, `id = 'login'`) and each
 * client company's theme, as JSON the public routes answer as is. `version` counts the saves:
 * it is the ETag of `GET /api/login-config` and of `/theme.css`.
 */
export const brandingConfigs = sqliteTable("branding_configs", {
  id: text("id").primaryKey(),
  config: text("config", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
  version: integer("version").notNull()
})

/**
 * The apps' own uncaught errors (`POST /api/client-errors`). Not a read model of the log: an
 * operational record, so it is not among the projection's tables and a rebuild keeps it.
 */
export const brandingClientErrors = sqliteTable("branding_client_errors", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  app: text("app").notNull(),
  kind: text("kind").notNull(),
  message: text("message").notNull(),
  stack: text("stack").notNull(),
  path: text("path").notNull(),
  userAgent: text("user_agent").notNull(),
  reportedAt: text("reported_at").notNull()
})

const upsert = "INSERT INTO branding_configs (id, config, version) VALUES (?, ?, 1) ON CONFLICT(id) DO UPDATE SET config = excluded.config, version = version + 1"

export const brandingProjection = defineProjection({
  name: "branding",
  version: 1,
  tables: [brandingConfigs],
  handlers: (db) => {
    const save = db.prepare(upsert)
    return {
      LoginConfigured: ({ _tag, ...config }) => save.run("login", JSON.stringify(config)),
      ClientBranded: ({ _tag, ...theme }) => save.run(`client.${theme.clientId}`, JSON.stringify(theme))
    }
  }
})
