import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core"

/**
 * Uploaded files (DESIGN §5.4), outside the log like credentials: an erasure can remove them.
 * The bytes live in the FileStorage by content hash; this row says whose they are. Two uploads
 * of the same bytes are two rows (two owners, two ids) over one stored copy.
 */
export const files = sqliteTable(
  "files",
  {
    fileId: text("file_id").primaryKey(),
    ownerId: text("owner_id").notNull(),
    /** The owner's country when uploaded: admins see the files of their own country only. */
    country: text("country").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    /** SHA-256 of the stored (cleaned) bytes: their key in the FileStorage. */
    hash: text("hash").notNull(),
    /** The thumbnail's key, for images. */
    thumbnailHash: text("thumbnail_hash"),
    createdAt: integer("created_at").notNull()
  },
  (t) => [index("files_owner").on(t.ownerId)]
)
