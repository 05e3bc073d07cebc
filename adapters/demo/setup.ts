import type Database from "better-sqlite3"
import { makeCredentials } from "../auth/credentials.ts"
import { hashSecret } from "../auth/secrets.ts"

/** DESIGN §5.1: the demo's OAuth clients and the one password of every demo account. */
export const demoClients = [
  { clientId: "learner-web", secret: "demo-learner-secret" },
  { clientId: "admin-web", secret: "demo-admin-secret" }
] as const
export const demoPassword = "Vitrine-2026"

/**
 * Registers the demo's clients and gives every account the demo password. The password is hashed
 * once and the hash shared: a few hundred scrypt runs would cost the demo's start half a minute,
 * and everyone knows the password is the same anyway. Never do this outside the demo.
 */
export const setUpDemoLogins = async (db: Database.Database): Promise<number> => {
  const credentials = makeCredentials(db)
  for (const c of demoClients) await credentials.addClient(c.clientId, c.secret)
  const hash = await hashSecret(demoPassword)
  const users = db.prepare<[], string>("SELECT user_id FROM accounts").pluck().all()
  db.transaction(() => {
    for (const userId of users) credentials.setPasswordHash(userId, hash)
  })()
  return users.length
}
