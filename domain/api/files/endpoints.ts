import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiSchema } from "effect/http-api"
import { CommandHeaders } from "../me/lists.ts"

/**
 * The largest file accepted (DESIGN §5.4: "at most 10 MB"), in decimal megabytes as written:
 * 10,000,000 bytes, so a file over 10 MB by either reading of "MB" is refused.
 */
export const maxFileBytes = 10_000_000

/** `multipart/form-data` with the file in the `file` part. */
export const Upload = Schema.Struct({ file: Schema.Unknown }).pipe(HttpApiSchema.asMultipart()).annotate({ identifier: "Upload" })

export const Uploaded = Schema.Struct({
  fileId: Schema.String,
  contentType: Schema.String,
  size: Schema.Number,
  hasThumbnail: Schema.Boolean,
  /** A SCORM zip's package (DESIGN §4.8): its version, title and launch page. */
  scorm: Schema.optionalKey(Schema.Struct({ version: Schema.String, title: Schema.String, launch: Schema.String }))
}).annotate({ identifier: "Uploaded" })

const FilePath = { id: Schema.String }

/**
 * What a media upload is for: a course's (the default: a zip is a SCORM package, unpacked) or the
 * library's (`purpose=library`, with the file's `name`: office documents and text are accepted by
 * content matching the name's extension, and a zip is kept as a plain file).
 */
export const MediaPurpose = Schema.Struct({
  purpose: Schema.optional(Schema.Literals(["course", "library"])),
  name: Schema.optional(Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(255)))
}).annotate({ identifier: "MediaPurpose" })
const Bytes = Schema.Uint8Array.pipe(HttpApiSchema.asUint8Array())

export const fileEndpoints = {
  upload: HttpApiEndpoint.post("uploadFile", "/api/files", { headers: CommandHeaders, payload: Upload, success: Uploaded.pipe(HttpApiSchema.status(201)) }),
  /** A course's media file as the raw request body, streamed to disk (DESIGN §4.8; admins only). */
  uploadMedia: HttpApiEndpoint.post("uploadMedia", "/api/files/media", { headers: CommandHeaders, query: MediaPurpose, success: Uploaded.pipe(HttpApiSchema.status(201)) }),
  download: HttpApiEndpoint.get("downloadFile", "/api/files/:id", { params: FilePath, success: Bytes }),
  thumbnail: HttpApiEndpoint.get("downloadThumbnail", "/api/files/:id/thumbnail", { params: FilePath, success: Bytes })
}
