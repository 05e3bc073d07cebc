import type Database from "better-sqlite3"
import { Effect } from "effect"
import type { Principal } from "../../../domain/api/security.ts"
import type { Notifications, Profile, ProfileUpdate } from "../../../domain/api/accounts/schemas.ts"
import { PersonalDataMissing } from "../../../domain/account/errors.ts"
import { AvatarNotImage } from "../../../domain/api/accounts/errors.ts"
import { FileNotFound } from "../../../domain/api/files/errors.ts"
import { failureOf } from "../errors.ts"
import { ServerContext } from "../ServerContext.ts"
import { withFieldMessages } from "../accounts/guards.ts"
import { submitAsMe } from "./submitAsMe.ts"

interface Row {
  readonly userId: string
  readonly country: string
  readonly status: string
  readonly fullName: string
  readonly email: string
  readonly document: string
  readonly birthday: string
  readonly phone: string | null
  readonly phoneVerifiedAt: number | null
  readonly profile: string | null
  readonly avatarFileId: string | null
  readonly notifications: string | null
  readonly language: string | null
}

const allOn = { email: true, sms: true, whatsapp: true, push: true }

/** My data (SPEC §3 profile) from personal_data, the account and my settings. */
export const readProfile = (db: Database.Database, userId: string) => {
  const r = db
    .prepare<[string], Row>(
      `SELECT a.user_id AS userId, a.country, a.status, p.full_name AS fullName, p.email, p.document, p.birthday, p.phone,
              p.phone_verified_at AS phoneVerifiedAt, p.profile, p.avatar_file_id AS avatarFileId, s.notifications, s.language
       FROM accounts a JOIN personal_data p USING (user_id) LEFT JOIN user_settings s USING (user_id) WHERE a.user_id = ?`
    )
    .get(userId)
  if (r === undefined) return undefined
  const extras = r.profile === null ? {} : (JSON.parse(r.profile) as Record<string, unknown>)
  return {
    ...extras,
    userId: r.userId,
    country: r.country,
    status: r.status,
    fullName: r.fullName,
    email: r.email,
    document: r.document,
    birthday: r.birthday,
    cellphone: r.phone,
    phoneVerified: r.phoneVerifiedAt !== null,
    avatarFileId: r.avatarFileId,
    notifications: r.notifications === null ? allOn : { ...allOn, ...(JSON.parse(r.notifications) as object) },
    language: r.language
  }
}

export const myProfile = (user: Principal) =>
  Effect.gen(function* () {
    const { programme } = yield* ServerContext
    const profile = readProfile(programme.db, user.userId)
    // An approved account without personal data is one the programme set up: nothing to show.
    if (profile === undefined) return yield* failureOf(new PersonalDataMissing({ userId: user.userId }))
    return profile as typeof Profile.Type
  })

/** `PUT /api/me/profile`: ChangeProfile through the domain (the rules of sign-up), then my data. */
export const updateMyProfile = (user: Principal, payload: typeof ProfileUpdate.Type) =>
  Effect.gen(function* () {
    yield* submitAsMe(user, "ChangeProfile", { ...payload }, undefined).pipe(withFieldMessages)
    return yield* myProfile(user)
  })

/** `PUT /api/me/avatar`: one of my uploaded images (files API) becomes my photo. */
export const setMyAvatar = (user: Principal, fileId: string | null) =>
  Effect.gen(function* () {
    const { programme } = yield* ServerContext
    if (fileId !== null) {
      const file = programme.db
        .prepare<[string, string], { contentType: string }>("SELECT content_type AS contentType FROM files WHERE file_id = ? AND owner_id = ?")
        .get(fileId, user.userId)
      if (file === undefined) return yield* failureOf(new FileNotFound({ fileId }))
      if (!file.contentType.startsWith("image/")) return yield* failureOf(new AvatarNotImage({}))
    }
    programme.db.prepare("UPDATE personal_data SET avatar_file_id = ? WHERE user_id = ?").run(fileId, user.userId)
    return yield* myProfile(user)
  })

export const setMyNotifications = (user: Principal, payload: typeof Notifications.Type) =>
  Effect.gen(function* () {
    const { programme } = yield* ServerContext
    programme.db
      .prepare("INSERT INTO user_settings (user_id, notifications) VALUES (?, ?) ON CONFLICT (user_id) DO UPDATE SET notifications = excluded.notifications")
      .run(user.userId, JSON.stringify(payload))
    return payload
  })
