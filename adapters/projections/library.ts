import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core"
import { defineProjection } from "./define.ts"

/** Each client's library: a removed file leaves the learner's list but stays in the console's. */
export const libraryFiles = sqliteTable(
  "library_files",
  {
    libraryFileId: text("library_file_id").primaryKey(),
    clientId: text("client_id").notNull(),
    title: text("title").notNull(),
    category: text("category").notNull(),
    fileName: text("file_name").notNull(),
    fileId: text("file_id").notNull(),
    kind: text("kind").notNull(),
    addedAt: text("added_at").notNull(),
    removed: integer("removed").notNull()
  },
  (t) => [index("library_files_client").on(t.clientId, t.category)]
)

export const libraryProjection = defineProjection({
  name: "library",
  version: 1,
  tables: [libraryFiles],
  handlers: (db) => {
    const add = db.prepare(
      "INSERT INTO library_files (library_file_id, client_id, title, category, file_name, file_id, kind, added_at, removed) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0)"
    )
    const remove = db.prepare("UPDATE library_files SET removed = 1 WHERE library_file_id = ?")
    return {
      LibraryFileAdded: (e, ev) => add.run(e.libraryFileId, e.clientId, e.title, e.category, e.fileName, e.fileId, e.kind, ev.recordedAt),
      LibraryFileRemoved: (e) => remove.run(e.libraryFileId)
    }
  }
})
