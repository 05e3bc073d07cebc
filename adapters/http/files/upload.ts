import { ByteSize, Effect } from "effect"
import { HttpIncomingMessage, type HttpServerRequest } from "effect/http"
import { createHash, randomUUID } from "node:crypto"
import { ApiFailure } from "../../../domain/api/ApiFailure.ts"
import { FileMissing } from "../../../domain/api/files/errors.ts"
import { IdempotencyKeyReused } from "../../../domain/api/errors.ts"
import { maxFileBytes } from "../../../domain/api/files/endpoints.ts"
import type { Principal } from "../../../domain/api/security.ts"
import { FileStorage } from "../../files/FileStorage.ts"
import { inspectUpload } from "../../files/inspect.ts"
import { failureOf } from "../errors.ts"
import { idFromKey } from "../me/submitAsMe.ts"
import { claimCommandId } from "../idempotency.ts"
import { ServerContext } from "../ServerContext.ts"

/** Room for the multipart framing (boundaries, part headers) around a file of the largest size. */
const framingBytes = 64 * 1024

const tooLarge = new ApiFailure({ status: 413, code: "http.payload_too_large", details: { limitBytes: maxFileBytes }, headers: { connection: "close" } })

const isBodyTooLarge = (e: unknown) => (e as { reason?: { reason?: string } }).reason?.reason === "BodyTooLarge"

/** The body, read up to the file limit plus framing: more answers 413 without reading on. */
const readBody = (request: HttpServerRequest.HttpServerRequest) =>
  request.arrayBuffer.pipe(
    Effect.provideService(HttpIncomingMessage.MaxBodySize, ByteSize.bytes(maxFileBytes + framingBytes)),
    Effect.mapError((e) => (isBodyTooLarge(e) ? tooLarge : new ApiFailure({ status: 400, code: "input.invalid", details: { in: "body", issues: [] } })))
  )

/** The uploaded part, parsed by the platform's own multipart parser (undici's `Request.formData`). */
const filePart = (request: HttpServerRequest.HttpServerRequest, body: ArrayBuffer) =>
  Effect.gen(function* () {
    const contentType = request.headers["content-type"] ?? ""
    if (!/^multipart\/form-data\s*;/i.test(contentType)) {
      return yield* new ApiFailure({ status: 415, code: "http.unsupported_media_type", details: { contentType: contentType.split(";")[0] || "none" } })
    }
    const form = yield* Effect.tryPromise({
      try: () => new Request("http://upload.local/", { method: "POST", headers: { "content-type": contentType }, body }).formData(),
      catch: () => new ApiFailure({ status: 400, code: "input.invalid", details: { in: "body", issues: [{ path: "", message: "not a readable multipart/form-data body" }] } })
    })
    // The `file` part; a client that names it otherwise is not refused for that: its first file part.
    const named = form.get("file")
    const file = named !== null && typeof named !== "string" ? named : [...form.values()].find((v) => typeof v !== "string")
    if (file === undefined || typeof file === "string") return yield* new ApiFailure({ status: 400, code: "file.missing", details: { field: "file" } })
    if (file.size > maxFileBytes) return yield* tooLarge
    return new Uint8Array(yield* Effect.promise(() => file.arrayBuffer()))
  })

/**
 * `POST /api/files`: an image or a PDF of at most 10 MB, sniffed by content, cleaned of its
 * metadata, stored by content hash; answers `201 {fileId, …}`. With an Idempotency-Key the file
 * id comes from it, so a repeat answers the file the first request kept.
 */
export const uploadFile = (user: Principal, request: HttpServerRequest.HttpServerRequest, key: string | undefined) =>
  Effect.gen(function* () {
    const { programme, now } = yield* ServerContext
    const storage = yield* FileStorage
    const body = yield* readBody(request)
    const bytes = yield* filePart(request, body)
    if (bytes.length === 0) return yield* failureOf(new FileMissing({ field: "file" }))
    const fileId = key === undefined ? `file-${randomUUID()}` : idFromKey("file", user, key)
    // The same key with another file would answer the first file as if this one were kept.
    if (key !== undefined && !claimCommandId(programme.db, `me:${user.userId}:UploadFile:${key}`, createHash("sha256").update(bytes).digest("base64url"))) {
      return yield* failureOf(new IdempotencyKeyReused({}))
    }
    const select = programme.db.prepare<[string, string], { contentType: string; size: number; thumbnailHash: string | null }>(
      "SELECT content_type AS contentType, size, thumbnail_hash AS thumbnailHash FROM files WHERE file_id = ? AND owner_id = ?"
    )
    const earlier = select.get(fileId, user.userId)
    if (earlier !== undefined) return { fileId, contentType: earlier.contentType, size: earlier.size, hasThumbnail: earlier.thumbnailHash !== null }
    // A type we do not take is 415 Unsupported Media Type; an image we cannot decode, a rule (422).
    const inspected = yield* inspectUpload(bytes).pipe(
      Effect.mapError((e) => (e._tag === "UnsupportedFileType" ? new ApiFailure({ status: 415, code: e.code, details: { detected: e.detected, accepted: e.accepted } }) : failureOf(e)))
    )
    const hash = yield* storage.put(inspected.bytes)
    const thumbnailHash = inspected.thumbnail === undefined ? null : yield* storage.put(inspected.thumbnail)
    programme.db
      .prepare("INSERT OR IGNORE INTO files (file_id, owner_id, country, content_type, size, hash, thumbnail_hash, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)")
      .run(fileId, user.userId, user.country, inspected.contentType, inspected.bytes.length, hash, thumbnailHash, now())
    return { fileId, contentType: inspected.contentType, size: inspected.bytes.length, hasThumbnail: thumbnailHash !== null }
  })
