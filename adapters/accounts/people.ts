import type Database from "better-sqlite3"
import type { CountryCode } from "../../domain/rules/countries.ts"
import { normalizeDocument } from "../../domain/rules/documents.ts"
import { strictest, type PasswordStrength } from "../../domain/rules/passwords.ts"

export type LoginKind = "email" | "document" | "username"

/** What self-service needs to know of an account: how to reach the person, and whether they may act. */
export interface Person {
  readonly userId: string
  readonly status: string
  readonly fullName: string
  readonly email: string
  readonly phone: string | null
  readonly hasPassword: boolean
  readonly language: string | null
}

const columns = `a.user_id AS userId, a.status, p.full_name AS fullName, p.email, p.phone, c.hash IS NOT NULL AS hasPassword, s.language
  FROM accounts a JOIN personal_data p USING (user_id) LEFT JOIN credentials c USING (user_id) LEFT JOIN user_settings s USING (user_id)`

type Row = Omit<Person, "hasPassword"> & { readonly hasPassword: number }

const countries = new Set(["AR", "BR", "CA", "CL", "CO", "MX", "PE"])

/** Accounts found by what a person remembers (an e-mail, a document, a username), never erased ones. */
export const makePeople = (db: Database.Database) => {
  const byId = db.prepare<[string], Row>(`SELECT ${columns} WHERE a.user_id = ? AND a.status <> 'erased'`)
  const byEmail = db.prepare<[string], Row>(`SELECT ${columns} WHERE lower(p.email) = lower(?) AND a.status <> 'erased' LIMIT 1`)
  const byDocument = db.prepare<[string, string], Row>(
    `SELECT ${columns} WHERE p.country = ? AND p.document = ? AND a.status <> 'erased'`
  )
  const clientLevels = db.prepare<[string], PasswordStrength>("SELECT c.password_strength FROM client_members m JOIN clients c USING (client_id) WHERE m.user_id = ?").pluck()
  const allLevels = db.prepare<[], PasswordStrength>("SELECT DISTINCT password_strength FROM clients").pluck()
  const person = (row: (Row) | undefined): Person | undefined => (row === undefined ? undefined : { ...row, hasPassword: row.hasPassword === 1 })
  return {
    byId: (userId: string) => person(byId.get(userId)),
    /**
     * The account a login names. A document needs its country (unique per country only);
     * with `username` the id comes first, then the e-mail, as at login (DESIGN §5.1).
     */
    find: (by: LoginKind, value: string, country?: string): Person | undefined => {
      const v = value.trim()
      if (v === "") return undefined
      switch (by) {
        case "email":
          return person(byEmail.get(v))
        case "document":
          return country !== undefined && countries.has(country) ? person(byDocument.get(country, normalizeDocument(country as CountryCode, v))) : undefined
        case "username":
          return person(byId.get(v)) ?? person(byEmail.get(v))
      }
    },
    /** SPEC §5: each client sets a level; a user of several meets the strictest; none: medium. */
    strengthOf: (userId: string): PasswordStrength => {
      const levels = clientLevels.all(userId)
      return levels.length === 0 ? "medium" : strictest(levels)
    },
    /** Before login (a sign-up, a recovery form): the strictest level of the deployment's clients. */
    deploymentStrength: (): PasswordStrength => {
      const levels = allLevels.all()
      return levels.length === 0 ? "medium" : strictest(levels)
    }
  }
}
export type People = ReturnType<typeof makePeople>
