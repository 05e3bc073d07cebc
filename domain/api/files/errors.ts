import { Schema } from "effect"

// Uploads (DESIGN §5.4). Files live outside the log, so these are the API's rules, not a
// decider's: each a stable code with its text in every catalogue of domain/i18n.

const S = Schema.String

/** Not there, or not yours to see: the same answer, so ids cannot be probed. */
export class FileNotFound extends Schema.TaggedError<FileNotFound>()("FileNotFound", { fileId: S }) {
  get code() { return "file.not_found" as const }
}
/** The content (never the name) is not an image or a PDF. */
export class UnsupportedFileType extends Schema.TaggedError<UnsupportedFileType>()("UnsupportedFileType", { detected: S, accepted: Schema.Array(S) }) {
  get code() { return "file.unsupported_type" as const }
}
/** A multipart body without a `file` part. */
export class FileMissing extends Schema.TaggedError<FileMissing>()("FileMissing", { field: S }) {
  get code() { return "file.missing" as const }
}
/** Looks like an image by its first bytes, but cannot be decoded (truncated, corrupt). */
export class ImageUnreadable extends Schema.TaggedError<ImageUnreadable>()("ImageUnreadable", { contentType: S }) {
  get code() { return "file.image_unreadable" as const }
}
/** A sale's invoice photo must be a file its reporter uploaded. */
export class InvoicePhotoUnknown extends Schema.TaggedError<InvoicePhotoUnknown>()("InvoicePhotoUnknown", { fileId: S }) {
  get code() { return "sale.invoice_photo_unknown" as const }
}
/**
 * An image whose header declares more pixels than any photo of an invoice needs: refused before
 * decoding (issue 41: a 4 KB PNG of 16,000 × 16,000 cost 1.3 s of CPU and stalled logins).
 */
export class ImageTooLarge extends Schema.TaggedError<ImageTooLarge>()("ImageTooLarge", { width: Schema.Number, height: Schema.Number, maxPixels: Schema.Number }) {
  get code() { return "file.image_too_large" as const }
}
/** A course's media file whose content is not a video, audio, image, PDF or zip (DESIGN §4.8). */
export class UnsupportedMedia extends Schema.TaggedError<UnsupportedMedia>()("UnsupportedMedia", { detected: S }) {
  get code() { return "file.unsupported_media" as const }
}
/** A library file whose content is not what its extension says (a renamed executable called `.docx`): issue 46. */
export class LibraryFileMismatch extends Schema.TaggedError<LibraryFileMismatch>()("LibraryFileMismatch", { extension: S, detected: S }) {
  get code() { return "file.library_mismatch" as const }
}
