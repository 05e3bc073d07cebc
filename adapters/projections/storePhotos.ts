import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core"
import { defineProjection } from "./define.ts"

export const photoTypes = sqliteTable("photo_types", {
  photoTypeId: text("photo_type_id").primaryKey(),
  name: text("name").notNull()
})

/** The store-photo audit queue, and what each store sent in each week (DESIGN §4.7). */
export const storePhotos = sqliteTable(
  "store_photos",
  {
    photoId: text("photo_id").primaryKey(),
    userId: text("user_id").notNull(),
    campaignId: text("campaign_id").notNull(),
    storeId: text("store_id").notNull(),
    chainId: text("chain_id").notNull(),
    photoType: text("photo_type").notNull(),
    fileId: text("file_id"),
    /** ISO week in the campaign country's zone, `2026-W03`. */
    week: text("week").notNull(),
    status: text("status").notNull(),
    points: integer("points").notNull(),
    reason: text("reason"),
    uploadedAt: text("uploaded_at").notNull(),
    auditedAt: text("audited_at")
  },
  (t) => [
    // The week's photos of one store: the learner's slot screen and the auditor's side panel.
    index("store_photos_store_week").on(t.storeId, t.week),
    index("store_photos_queue").on(t.status, t.uploadedAt),
    index("store_photos_user").on(t.userId),
    index("store_photos_campaign").on(t.campaignId, t.uploadedAt)
  ]
)

/** Handlers only write (a rebuild may record them apart from the database). */
export const storePhotosProjection = defineProjection({
  name: "storePhotos",
  version: 1,
  tables: [photoTypes, storePhotos],
  handlers: (db) => {
    const type = db.prepare("INSERT INTO photo_types (photo_type_id, name) VALUES (?, ?)")
    const insert = db.prepare(
      "INSERT INTO store_photos (photo_id, user_id, campaign_id, store_id, chain_id, photo_type, file_id, week, status, points, uploaded_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'awaiting_approval', 0, ?)"
    )
    const audit = db.prepare("UPDATE store_photos SET status = ?, points = ?, reason = ?, audited_at = ? WHERE photo_id = ?")
    return {
      PhotoTypeCreated: (e) => type.run(e.photoTypeId, e.name),
      PhotoUploaded: (e, ev) => insert.run(e.photoId, e.userId, e.campaignId, e.storeId, e.chainId, e.photoType, e.fileId ?? null, e.week, ev.recordedAt),
      PhotoApproved: (e, ev) => audit.run("approved", e.points, null, ev.recordedAt, e.photoId),
      PhotoReproved: (e, ev) => audit.run("reproved", 0, e.reason, ev.recordedAt, e.photoId)
    }
  }
})
