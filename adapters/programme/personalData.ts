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
    switch (command._tag) {
      case "RegisterAccount": {
        const c = command as RegisterAccount
        insert.run(c.userId, c.country, normalizeDocument(c.country, c.document), c.email.trim().toLowerCase(), c.fullName.trim(), c.birthday, null, null)
        return
      }
      case "SignUp": {
        const c = command as SignUp
        insert.run(
          c.userId,
          c.country,
          normalizeDocument(c.country, c.document),
          c.email.trim().toLowerCase(),
          c.fullName.trim(),
          c.birthday,
          normalizePhone(c.cellphone),
          extrasOf(c)
        )
        return
      }
      case "ChangeProfile": {
        const c = command as ChangeProfile
        update.run(c.fullName.trim(), c.email.trim().toLowerCase(), c.birthday, extrasOf(c), c.userId)
        return
      }
      case "EraseAccount":
        erase((command as unknown as { userId: string }).userId)
        return
    }
  }
}
