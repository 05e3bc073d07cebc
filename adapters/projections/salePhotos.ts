import { sqliteTable, text } from "drizzle-orm/sqlite-core"
import { defineProjection } from "./define.ts"

/**
 * The invoice photo of each sale that has one. Its own small read model rather than a column of
 * `sales`, so the sales fold (rebuild/salesFold.ts) and its hot rows stay as they are.
 */
export const salePhotos = sqliteTable("sale_photos", {
  saleId: text("sale_id").primaryKey(),
  fileId: text("file_id").notNull()
})

export const salePhotosProjection = defineProjection({
  name: "salePhotos",
  version: 1,
  tables: [salePhotos],
  handlers: (db) => {
    const insert = db.prepare("INSERT INTO sale_photos (sale_id, file_id) VALUES (?, ?)")
    return {
      SaleReported: (e) => {
        if (e.invoicePhotoFileId !== undefined) insert.run(e.saleId, e.invoicePhotoFileId)
      }
    }
  }
})
