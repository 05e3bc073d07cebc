import { Effect } from "effect"
import { HttpServerResponse } from "effect/http"
import { FileNotFound } from "../../../domain/api/files/errors.ts"
import type { Principal } from "../../../domain/api/security.ts"
import { FileStorage } from "../../files/FileStorage.ts"
import { failureOf } from "../errors.ts"
import { inScope, scopeOf } from "../scope.ts"
import { ServerContext } from "../ServerContext.ts"

type FileRow = { ownerId: string; country: string; contentType: string; hash: string; thumbnailHash: string | null }

/** Admins and auditors see the files of their country's users (a superuser every file). */
const mayRead = (user: Principal, file: FileRow) =>
  file.ownerId === user.userId || ((user.isSuperuser || user.role === "admin" || user.role === "auditor") && inScope(scopeOf(user), file.country))

/**
 * `GET /api/files/:id` and `/thumbnail`: the owner's and their country's admins' only. Anyone
 * else gets the same `404 file.not_found` as for an id that does not exist, so ids cannot be probed.
 */
export const downloadFile = (user: Principal, fileId: string, which: "original" | "thumbnail") =>
  Effect.gen(function* () {
    const { programme } = yield* ServerContext
    const storage = yield* FileStorage
    const notFound = failureOf(new FileNotFound({ fileId }))
    const file = programme.db
      .prepare<[string], FileRow>("SELECT owner_id AS ownerId, country, content_type AS contentType, hash, thumbnail_hash AS thumbnailHash FROM files WHERE file_id = ?")
      .get(fileId)
    // A reward's image is the store's: every signed-in learner sees it (issue 42).
    const rewardImage = () => programme.db.prepare("SELECT 1 FROM rewards WHERE image_file_id = ? LIMIT 1").get(fileId) !== undefined
    // A published article's cover is the news page's: every signed-in learner sees it (issue 46).
    const newsCover = () => programme.db.prepare("SELECT 1 FROM news WHERE cover_file_id = ? AND published = 1 LIMIT 1").get(fileId) !== undefined
    if (file === undefined || !(mayRead(user, file) || rewardImage() || newsCover())) return yield* notFound
    const key = which === "original" ? file.hash : file.thumbnailHash
    const bytes = key === null ? undefined : yield* storage.get(key)
    if (bytes === undefined) return yield* notFound
    return HttpServerResponse.uint8Array(bytes, {
      contentType: which === "original" ? file.contentType : "image/webp",
      headers: {
        // Served as what was sniffed, never re-guessed; a PDF cannot run script in our origin.
        "x-content-type-options": "nosniff",
        "content-security-policy": "sandbox",
        "cache-control": "private, max-age=3600"
      }
    })
  })
