import { ByteSize, Effect, Stream } from "effect"
import { HttpIncomingMessage, type HttpServerRequest } from "effect/http"
import { fileTypeFromBuffer } from "file-type"
import { createHash, randomUUID } from "node:crypto"
import { createWriteStream, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs"
import { dirname, join } from "node:path"
import { ApiFailure } from "../../../domain/api/ApiFailure.ts"
import type { Principal } from "../../../domain/api/security.ts"
import { filesDirBeside, localPathOf } from "../../files/localDisk.ts"
import { ScormRefused } from "../../../domain/api/learning/errors.ts"
import { LibraryFileMismatch } from "../../../domain/api/files/errors.ts"
import type { MediaPurpose } from "../../../domain/api/files/endpoints.ts"
import { extensionOf } from "../../../domain/library/kind.ts"
import { isLibraryDocument, libraryTypeOf } from "../../content/libraryFileType.ts"
import { inspectScormZip, type ScormPackage } from "../../content/scormPackage.ts"
import { unpackScorm } from "../../content/scormFolder.ts"
import { failureOf } from "../errors.ts"
import { idFromKey } from "../me/submitAsMe.ts"
import { ServerContext } from "../ServerContext.ts"

/** DESIGN §4.8: media may be large, up to a configurable limit (`VITRINE_MEDIA_MAX_BYTES`), 2 GB by default. */
export const mediaLimitBytes = (): number => {
  const set = Number(process.env.VITRINE_MEDIA_MAX_BYTES)
  return Number.isSafeInteger(set) && set > 0 ? set : 2_000_000_000
}

/** What a course may play: documents, video, audio, images, and zips (SCORM packages). */
const playable = (mime: string) => /^(video|audio|image)\//.test(mime) || mime === "application/pdf" || mime === "application/zip"

/** A SCORM zip is read whole to be checked and unpacked: it may be this large (its unpacked size has its own limit). */
const scormZipMaxBytes = 300_000_000

/** How much of the start of a file `file-type` needs to name it. */
const headBytes = 4100

const tooLarge = (limit: number) => new ApiFailure({ status: 413, code: "http.payload_too_large", details: { limitBytes: limit }, headers: { connection: "close" } })
const forbidden = new ApiFailure({ status: 403, code: "auth.forbidden", details: {} })

/**
 * `POST /api/files/media`: a course's media file as the request's raw body, streamed to a
 * temporary file while its SHA-256 is computed (never held in memory: a video may be gigabytes),
 * refused with 413 past the limit (at once when Content-Length says so), its type sniffed from its
 * first bytes (never its name or declared type), then moved into the content-addressed store.
 * Admins only; answers `201 {fileId, contentType, size, hasThumbnail}`. For the library
 * (`purpose=library&name=…`), office documents, text and archives are judged by content against
 * the name's extension (adapters/content/libraryFileType.ts) and a zip is never unpacked.
 */
export const uploadMedia = (user: Principal, request: HttpServerRequest.HttpServerRequest, key: string | undefined, query: typeof MediaPurpose.Type = {}) =>
  Effect.gen(function* () {
    if (!(user.isSuperuser || user.role === "admin")) return yield* forbidden
    const library = query.purpose === "library"
    if (library && query.name === undefined)
      return yield* new ApiFailure({ status: 400, code: "input.invalid", details: { in: "query", issues: [{ path: "name", message: "required with purpose=library" }] } })
    const extension = library ? extensionOf(query.name ?? "") : ""
    const { programme, now } = yield* ServerContext
    const limit = mediaLimitBytes()
    if (Number(request.headers["content-length"] ?? 0) > limit) return yield* tooLarge(limit)
    const root = filesDirBeside(programme.db.name)
    mkdirSync(root, { recursive: true })
    const temporary = join(root, `upload-${randomUUID()}.tmp`)
    const out = createWriteStream(temporary)
    const hash = createHash("sha256")
    const head: Array<Uint8Array> = []
    let size = 0
    const write = (chunk: Uint8Array) =>
      Effect.callback<void, ApiFailure>((resume) => {
        size += chunk.length
        if (size > limit) return resume(Effect.fail(tooLarge(limit)))
        hash.update(chunk)
        if (size - chunk.length < headBytes) head.push(chunk)
        // Backpressure: the next chunk is read once the disk has taken this one.
        if (out.write(chunk)) resume(Effect.void)
        else out.once("drain", () => resume(Effect.void))
      })
    const written = yield* request.stream.pipe(
      Stream.mapError(() => new ApiFailure({ status: 400, code: "input.invalid", details: { in: "body", issues: [] } })),
      Stream.runForEach(write),
      Effect.provideService(HttpIncomingMessage.MaxBodySize, ByteSize.bytes(limit + 1)),
      Effect.andThen(Effect.promise(() => new Promise<void>((resolve) => out.end(resolve)))),
      Effect.exit
    )
    // The stream opens its file asynchronously: under load it may open after a refusal removed it,
    // so the file is removed again once the stream has closed.
    const discard = () => {
      out.once("close", () => rmSync(temporary, { force: true }))
      out.destroy()
      rmSync(temporary, { force: true })
    }
    /** Moves the checked upload into the content-addressed store and records it. */
    const keep = (contentType: string, scorm: ScormPackage | undefined) => {
      const digest = hash.digest("hex")
      if (scorm) unpackScorm(root, digest, scorm)
      const path = localPathOf(root, digest)!
      if (existsSync(path)) rmSync(temporary)
      else {
        mkdirSync(dirname(path), { recursive: true })
        renameSync(temporary, path)
      }
      const fileId = key === undefined ? `media-${randomUUID()}` : idFromKey("media", user, key)
      programme.db
        .prepare("INSERT OR IGNORE INTO files (file_id, owner_id, country, content_type, size, hash, thumbnail_hash, created_at) VALUES (?, ?, ?, ?, ?, ?, NULL, ?)")
        .run(fileId, user.userId, user.country, contentType, size, digest, now())
      return { fileId, contentType, size, hasThumbnail: false, ...(scorm ? { scorm: { version: scorm.version, title: scorm.title, launch: scorm.launch } } : {}) }
    }
    if (written._tag === "Failure") {
      discard()
      return yield* Effect.failCause(written.cause)
    }
    if (size === 0) {
      discard()
      return yield* new ApiFailure({ status: 400, code: "file.missing", details: { field: "body" } })
    }
    const first = Buffer.concat(head).subarray(0, headBytes)
    const sniffed = yield* Effect.promise(() => fileTypeFromBuffer(first))
    if (library && isLibraryDocument(extension)) {
      // Read whole only when a zip's entries decide (office files are small; the cap keeps it so).
      const judged = libraryTypeOf(extension, sniffed?.mime, first, () => (size > scormZipMaxBytes ? new Uint8Array() : readFileSync(temporary)))
      if (!judged.ok) {
        discard()
        const refusal = new LibraryFileMismatch({ extension, detected: judged.detected })
        return yield* new ApiFailure({ status: 415, code: refusal.code, details: { extension, detected: judged.detected } })
      }
      return keep(judged.contentType, undefined)
    }
    if (sniffed === undefined || !playable(sniffed.mime) || (library && sniffed.mime === "application/zip")) {
      discard()
      return yield* new ApiFailure({ status: 415, code: "file.unsupported_media", details: { detected: sniffed?.mime ?? "unknown" } })
    }
    // A zip is a SCORM package (DESIGN §4.8), checked whole before anything of it is kept.
    let scorm: ScormPackage | undefined
    if (sniffed.mime === "application/zip") {
      const inspected = size > scormZipMaxBytes ? new ScormRefused({ reason: "size", entry: "", limit: scormZipMaxBytes }) : inspectScormZip(readFileSync(temporary))
      if (inspected instanceof ScormRefused) {
        discard()
        return yield* failureOf(inspected)
      }
      scorm = inspected
    }
    return keep(sniffed.mime, scorm)
  })
