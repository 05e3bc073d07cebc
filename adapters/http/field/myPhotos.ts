import { Effect } from "effect"
import { randomUUID } from "node:crypto"
import type Database from "better-sqlite3"
import { PhotoFileUnknown } from "../../../domain/api/field/errors.ts"
import type { MyPhoto, PhotoUpload } from "../../../domain/api/field/photos.ts"
import type { Principal } from "../../../domain/api/security.ts"
import { photoKey } from "../../../domain/photo/decide.ts"
import { timeZoneOf, type CountryCode } from "../../../domain/rules/countries.ts"
import { nextWeekStartsAt, weekAt } from "../../../domain/rules/weeks.ts"
import { failureOf } from "../errors.ts"
import { page, pageRequest, type ListSpec } from "../me/lists.ts"
import { myCampaign } from "../me/myCampaign.ts"
import { idFromKey, madeByCommand, submitAsMe } from "../me/submitAsMe.ts"
import { prepared } from "../statements.ts"
import { ServerContext } from "../ServerContext.ts"

const photosList: ListSpec = {
  resource: "photos",
  sortable: { id: "p.photo_id", uploadedAt: "p.uploaded_at", week: "p.week", status: "p.status", points: "p.points", storeId: "p.store_id" },
  defaultSort: ["uploadedAt", "DESC"],
  tieBreak: "p.photo_id"
}

const columns = `p.photo_id AS id, p.photo_id AS photoId, p.campaign_id AS campaignId, p.store_id AS storeId, st.name AS storeName, p.photo_type AS photoType,
  pt.name AS photoTypeName, p.file_id AS fileId, p.week, p.status, p.points, p.reason, p.uploaded_at AS uploadedAt, p.audited_at AS auditedAt`
const from = "store_photos p LEFT JOIN stores st ON st.store_id = p.store_id LEFT JOIN photo_types pt ON pt.photo_type_id = p.photo_type"

const readPhoto = (db: Database.Database, userId: string, photoId: string) =>
  prepared(db, `SELECT ${columns} FROM ${from} WHERE p.photo_id = ? AND p.user_id = ?`).get(photoId, userId) as never

/** `POST /api/me/photos`: `UploadPhoto` as myself, with a file I uploaded; `201` with the photo. */
export const uploadMyPhoto = (user: Principal, upload: typeof PhotoUpload.Type, key: string | undefined) =>
  Effect.gen(function* () {
    const { programme } = yield* ServerContext
    if (upload.fileId !== undefined) {
      const owned = prepared(programme.db, "SELECT 1 AS owned FROM files WHERE file_id = ? AND owner_id = ?").get(upload.fileId, user.userId)
      if (owned === undefined) return yield* failureOf(new PhotoFileUnknown({ fileId: upload.fileId }))
    }
    const photoId = key === undefined ? `photo-${randomUUID()}` : idFromKey("photo", user, key)
    yield* submitAsMe(user, "UploadPhoto", { ...upload, photoId }, key)
    return yield* madeByCommand(readPhoto(programme.db, user.userId, photoId))
  })

/** `GET /api/me/photos[?campaignId=]`: my photos, newest first by default. */
export const listMyPhotos = (user: Principal, query: { range?: string | undefined; sort?: string | undefined; campaignId?: string | undefined }) =>
  Effect.gen(function* () {
    const { programme } = yield* ServerContext
    const request = yield* pageRequest(query, photosList)
    const where = query.campaignId === undefined ? "p.user_id = ?" : "p.user_id = ? AND p.campaign_id = ?"
    const params = query.campaignId === undefined ? [user.userId] : [user.userId, query.campaignId]
    const total = prepared(programme.db, `SELECT count(*) FROM store_photos p WHERE ${where}`).pluck().get(...params) as number
    const rows = prepared(programme.db, `SELECT ${columns} FROM ${from} WHERE ${where} ORDER BY ${request.orderBy} LIMIT ? OFFSET ?`).all(...params, request.limit, request.offset)
    return page(photosList, request, rows as Array<typeof MyPhoto.Type>, total)
  })

/**
 * `GET /api/me/photos/week?campaignId=`: my registered stores, the photo types (with the points
 * the campaign gives each), this week in the campaign country's zone, when it ends, and which of
 * my stores' slots are taken — by me or by a colleague, whose name is not told.
 */
export const myPhotoWeek = (user: Principal, campaignId: string) =>
  Effect.gen(function* () {
    const { programme, now } = yield* ServerContext
    const { db } = programme
    const campaign = yield* myCampaign(db, user, campaignId)
    const zone = timeZoneOf(campaign.country as CountryCode)
    const at = now()
    const week = weekAt(at, zone)
    const table = new Map((JSON.parse(campaign.pointsTable) as Array<{ sku: string; pointsPerUnit: number }>).map((r) => [r.sku, r.pointsPerUnit]))
    const storeIds = JSON.parse(
      (prepared(db, "SELECT store_ids FROM participants WHERE campaign_id = ? AND user_id = ?").pluck().get(campaignId, user.userId) as string | undefined) ?? "[]"
    ) as Array<string>
    const stores = storeIds.map((storeId) => ({
      storeId,
      name: (prepared(db, "SELECT name FROM stores WHERE store_id = ?").pluck().get(storeId) as string | undefined) ?? storeId
    }))
    const photoTypes = (prepared(db, "SELECT photo_type_id AS photoTypeId, name FROM photo_types ORDER BY name").all() as Array<{ photoTypeId: string; name: string }>).map(
      (t) => ({ ...t, points: table.get(photoKey(t.photoTypeId)) ?? null })
    )
    const slots = storeIds.flatMap(
      (storeId) =>
        prepared(
          db,
          "SELECT store_id AS storeId, photo_type AS photoType, status, user_id = ? AS mine, uploaded_at AS uploadedAt FROM store_photos WHERE store_id = ? AND week = ? AND status <> 'reproved'"
        ).all(user.userId, storeId, week) as Array<{ storeId: string; photoType: string; status: string; mine: number; uploadedAt: string }>
    )
    return {
      campaignId,
      week,
      reopensAt: new Date(nextWeekStartsAt(at, zone)).toISOString(),
      timeZone: zone,
      stores,
      photoTypes,
      slots: slots.map((s) => ({ ...s, mine: s.mine === 1 }))
    }
  })
