import type { ResourceSpec } from "../resource.ts"

/** Every client's library files, removed ones included (marked), for authoring. */
export const libraryFilesResource: ResourceSpec = {
  name: "library-files",
  from: "library_files f",
  joins: "LEFT JOIN clients c ON c.client_id = f.client_id",
  id: "f.library_file_id",
  fields: {
    id: "f.library_file_id",
    clientId: "f.client_id",
    clientName: "c.name",
    title: "f.title",
    category: "f.category",
    fileName: "f.file_name",
    fileId: "f.file_id",
    kind: "f.kind",
    addedAt: "f.added_at",
    removed: "f.removed"
  },
  filters: { clientId: "f.client_id", category: "f.category", kind: "f.kind", removed: "f.removed" },
  search: ["f.title LIKE ?", "f.file_name LIKE ?", "f.category LIKE ?"],
  scope: undefined,
  booleans: ["removed"],
  defaultSort: ["addedAt", "DESC"],
  roles: ["admin"]
}
