import { Schema } from "effect"
import { HttpApiEndpoint } from "effect/http-api"
import { fileKinds } from "../../library/kind.ts"
import { AdminRecord } from "../AdminResourcesApi.ts"
import { ListQuery, Page } from "../me/lists.ts"

/** Both filters of SPEC §2 "Library with category and extension filters", and a title search. */
export const LibraryQuery = Schema.Struct({
  ...ListQuery.fields,
  q: Schema.optional(Schema.String),
  category: Schema.optional(Schema.String),
  kind: Schema.optional(Schema.Literals(fileKinds))
})

export const MyLibraryFile = Schema.Struct({
  id: Schema.String,
  title: Schema.String,
  category: Schema.String,
  fileName: Schema.String,
  kind: Schema.Literals(fileKinds),
  contentType: Schema.NullOr(Schema.String),
  size: Schema.NullOr(Schema.Number),
  /** A signed link: the preview's source and the download's. */
  url: Schema.String,
  addedAt: Schema.String
}).annotate({ identifier: "MyLibraryFile" })

export const LibraryCategory = Schema.Struct({ category: Schema.String, count: Schema.Number }).annotate({ identifier: "LibraryCategory" })

const id = { id: Schema.String }

export const libraryEndpoints = {
  list: HttpApiEndpoint.get("myLibrary", "/api/me/library", { query: LibraryQuery, success: Page(MyLibraryFile) }),
  categories: HttpApiEndpoint.get("myLibraryCategories", "/api/me/library/categories", { success: Schema.Array(LibraryCategory) }),
  get: HttpApiEndpoint.get("myLibraryFile", "/api/me/library/:id", { params: id, success: MyLibraryFile }),
  remove: HttpApiEndpoint.post("removeLibraryFile", "/api/admin/library-files/:id/remove", { params: id, success: AdminRecord })
}
