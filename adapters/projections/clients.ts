import { index, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core"
import { defineProjection } from "./define.ts"

/** Client companies (tenants, DESIGN §4.1) with their feature flags. */
export const clients = sqliteTable("clients", {
  clientId: text("client_id").primaryKey(),
  name: text("name").notNull(),
  homeRoute: text("home_route").notNull(),
  features: text("features", { mode: "json" }).$type<Record<string, boolean>>().notNull(),
  passwordStrength: text("password_strength").notNull().default("medium")
})

/** Who belongs to which client company, with their profile there. */
export const clientMembers = sqliteTable(
  "client_members",
  {
    clientId: text("client_id").notNull(),
    userId: text("user_id").notNull(),
    profile: text("profile")
  },
  (t) => [primaryKey({ columns: [t.clientId, t.userId] }), index("client_members_user").on(t.userId)]
)

export const clientsProjection = defineProjection({
  name: "clients",
  version: 1,
  tables: [clients, clientMembers],
  handlers: (db) => {
    const create = db.prepare("INSERT INTO clients (client_id, name, home_route, features, password_strength) VALUES (?, ?, ?, ?, ?)")
    const update = db.prepare("UPDATE clients SET name = ?, home_route = ?, features = ?, password_strength = ? WHERE client_id = ?")
    const add = db.prepare("INSERT INTO client_members (client_id, user_id, profile) VALUES (?, ?, ?)")
    return {
      ClientCreated: (e) => create.run(e.clientId, e.name, e.homeRoute, JSON.stringify(e.features), e.passwordStrength ?? "medium"),
      ClientUpdated: (e) => update.run(e.name, e.homeRoute, JSON.stringify(e.features), e.passwordStrength ?? "medium", e.clientId),
      UserAddedToClient: (e) => add.run(e.clientId, e.userId, e.profile ?? null)
    }
  }
})
