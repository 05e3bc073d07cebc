import { Effect } from "effect"
import { LibraryDisabled } from "../../../domain/api/podcastsLibrary/errors.ts"
import type { Principal } from "../../../domain/api/security.ts"
import { searchKey } from "../../../domain/course/search.ts"
import { LibraryFileNotFound } from "../../../domain/library/errors.ts"
import { failureOf } from "../errors.ts"
import { mediaUrl } from "../media/links.ts"
import { ensureSearchKey } from "../me/learningReads.ts"
import { page, pageRequest, type ListSpec } from "../me/lists.ts"
import { ServerContext } from "../ServerContext.ts"
import { contentClient } from "./myClient.ts"

const libraryList: ListSpec = {
  resource: "library",
  sortable: { id: "lf.library_file_id", title: "lf.title", category: "lf.category", kind: "lf.kind", addedAt: "lf.added_at" },
  defaultSort: ["title", "ASC"],
  tieBreak: "lf.library_file_id"
}

const columns = `lf.library_file_id AS id, lf.title, lf.category, lf.file_name AS fileName, lf.kind, lf.file_id AS fileId, lf.added_at AS addedAt,
  f.content_type AS contentType, f.size`
const from = "library_files lf LEFT JOIN files f ON f.file_id = lf.file_id"
// The learner's client's files that are not removed; any other is unknown.
const visible = "lf.client_id = @client AND lf.removed = 0"

const disabled = new LibraryDisabled({}).code

type Row = { fileId: string } & Record<string, unknown>
const withLink = (at: number) => ({ fileId, ...r }: Row) => ({ ...r, url: mediaUrl(fileId, at) }) as never

type LibraryQuery = { range?: string | undefined; sort?: string | undefined; q?: string | undefined; category?: string | undefined; kind?: string | undefined }

/** `GET /api/me/library?category=&kind=&q=`: SPEC §2's `library` and `library/{name}` (a category). */
export const listMyLibrary = (user: Principal, query: LibraryQuery) =>
  Effect.gen(function* () {
    const { programme, now } = yield* ServerContext
    const clientId = yield* contentClient(user, "library", disabled)
    const request = yield* pageRequest(query, libraryList)
    const params: Record<string, string | number> = { client: clientId }
    const where = [visible]
    if (query.category !== undefined) (where.push("lf.category = @category"), (params.category = query.category))
    if (query.kind !== undefined) (where.push("lf.kind = @kind"), (params.kind = query.kind))
    if (query.q !== undefined && query.q.trim() !== "") {
      ensureSearchKey(programme)
      where.push("(instr(search_key(lf.title), @q) > 0 OR instr(search_key(lf.file_name), @q) > 0)")
      params.q = searchKey(query.q.trim())
    }
    const condition = where.join(" AND ")
    const total = programme.db.prepare<[Record<string, string | number>], number>(`SELECT count(*) FROM ${from} WHERE ${condition}`).pluck().get(params) ?? 0
    const rows = programme.db
      .prepare<[Record<string, string | number>], Row>(`SELECT ${columns} FROM ${from} WHERE ${condition} ORDER BY ${request.orderBy} LIMIT @limit OFFSET @offset`)
      .all({ ...params, limit: request.limit, offset: request.offset })
    return page(libraryList, request, rows.map(withLink(now())), total)
  })

/** `GET /api/me/library/categories`: the categories of my client's library, with how many files each has. */
export const myLibraryCategories = (user: Principal) =>
  Effect.gen(function* () {
    const { programme } = yield* ServerContext
    const clientId = yield* contentClient(user, "library", disabled)
    return programme.db
      .prepare<[Record<string, string>], { category: string; count: number }>(`SELECT lf.category, count(*) AS count FROM library_files lf WHERE ${visible} GROUP BY lf.category ORDER BY lf.category`)
      .all({ client: clientId })
  })

/** `GET /api/me/library/:id` (SPEC §2 `libraries/{id}`): one file with its signed link, for preview and download. */
export const myLibraryFile = (user: Principal, libraryFileId: string) =>
  Effect.gen(function* () {
    const { programme, now } = yield* ServerContext
    const clientId = yield* contentClient(user, "library", disabled)
    const row = programme.db.prepare<[Record<string, string>], Row>(`SELECT ${columns} FROM ${from} WHERE lf.library_file_id = @id AND ${visible}`).get({ client: clientId, id: libraryFileId })
    if (row === undefined) return yield* failureOf(new LibraryFileNotFound({ libraryFileId }))
    return withLink(now())(row)
  })
