import type Database from "better-sqlite3"
import type { ChangeProfile, RegisterAccount, SignUp } from "../../domain/account/commands.ts"
import type { ProfileExtras } from "../../domain/account/profile.ts"
import type { Tagged } from "../../domain/shared/decider.ts"
import { normalizeDocument } from "../../domain/rules/documents.ts"
import { normalizePhone } from "../../domain/rules/phones.ts"
import { eraseWithin } from "./erasure.ts"

/** The profile's other fields as kept (JSON), trimmed and without empty values. */
const extrasOf = (c: ProfileExtras): string => {
  const trim = (v: string | undefined) => (v === undefined || v.trim() === "" ? undefined : v.trim())
  const phones = Object.fromEntries(Object.entries(c.phones ?? {}).flatMap(([k, v]) => (trim(v) === undefined ? [] : [[k, normalizePhone(v!)]])))
  const address = Object.fromEntries(Object.entries(c.address).flatMap(([k, v]) => (trim(v) === undefined ? [] : [[k, trim(v)]])))
  return JSON.stringify({
    ...(trim(c.nickname) ? { nickname: trim(c.nickname) } : {}),
    ...(c.gender ? { gender: c.gender } : {}),
    ...(Object.keys(phones).length > 0 ? { phones } : {}),
    address,
    ...(trim(c.agencyId) ? { agencyId: trim(c.agencyId) } : {}),
    ...(trim(c.company) ? { company: trim(c.company) } : {}),
    ...(trim(c.profession) ? { profession: trim(c.profession) } : {})
  })
}

/** What a command keeps of a person: a new row, an update of the row there, or an erasure. */
export type PersonKept =
  | {
      readonly kind: "insert"
      readonly userId: string
      readonly country: string
      readonly document: string
      readonly email: string
      readonly fullName: string
      readonly birthday: string
      readonly phone: string | null
      readonly profile: string | null
    }
  | { readonly kind: "update"; readonly userId: string; readonly fullName: string; readonly email: string; readonly birthday: string; readonly profile: string }
  | { readonly kind: "erase"; readonly userId: string }

const inserted = (c: RegisterAccount | SignUp, phone: string | null, profile: string | null): PersonKept => ({
  kind: "insert",
  userId: c.userId,
  country: c.country,
  document: normalizeDocument(c.country, c.document),
  email: c.email.trim().toLowerCase(),
  fullName: c.fullName.trim(),
  birthday: c.birthday,
  phone,
  profile
})

/**
 * The personal data a command keeps, normalized as stored (document, e-mail, name, phone): the
 * writer below stores it, and a pipelined import's decisions see it before it is committed.
 */
export const personKept = (command: Tagged): PersonKept | undefined => {
  switch (command._tag) {
    case "RegisterAccount":
      return inserted(command as RegisterAccount, null, null)
    case "SignUp": {
      const c = command as SignUp
      return inserted(c, normalizePhone(c.cellphone), extrasOf(c))
    }
    case "ChangeProfile": {
      const c = command as ChangeProfile
      return { kind: "update", userId: c.userId, fullName: c.fullName.trim(), email: c.email.trim().toLowerCase(), birthday: c.birthday, profile: extrasOf(c) }
    }
    case "EraseAccount":
      return { kind: "erase", userId: (command as unknown as { userId: string }).userId }
    default:
      return undefined
  }
}

/**
 * Personal data lives beside the log, never in it, so an erasure request can be honoured
 * while the log stays intact. Written in the same transaction as the event the command made
 * (AccountRegistered, ProfileChanged, AccountErased).
 */
export const makePersonalDataWriter = (db: Database.Database) => {
  const insert = db.prepare(
    "INSERT INTO personal_data (user_id, country, document, email, full_name, birthday, phone, profile) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"
  )
  const update = db.prepare("UPDATE personal_data SET full_name = ?, email = ?, birthday = ?, profile = ? WHERE user_id = ?")
  const erase = eraseWithin(db)
  return (command: Tagged): void => {
    const kept = personKept(command)
    if (kept?.kind === "insert") insert.run(kept.userId, kept.country, kept.document, kept.email, kept.fullName, kept.birthday, kept.phone, kept.profile)
    else if (kept?.kind === "update") update.run(kept.fullName, kept.email, kept.birthday, kept.profile, kept.userId)
    else if (kept?.kind === "erase") erase(kept.userId)
  }
}
