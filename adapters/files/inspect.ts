import { Effect } from "effect"
import { fileTypeFromBuffer } from "file-type"
import sharp from "sharp"
import { withoutPdfMetadata } from "./pdfMetadata.ts"
import { ImageTooLarge, ImageUnreadable, UnsupportedFileType } from "../../domain/api/files/errors.ts"

/** What may be uploaded (DESIGN §5.4): images and PDF. HEIC is not: see the README (Files). */
export const acceptedTypes = ["image/jpeg", "image/png", "image/webp", "application/pdf"] as const
type Accepted = (typeof acceptedTypes)[number]

/** An upload made safe to keep: its sniffed type, its bytes and, for an image, a thumbnail. */
export interface Inspected {
  readonly contentType: Accepted
  readonly bytes: Uint8Array
  readonly thumbnail: Uint8Array | undefined
}

/** The longest side of a thumbnail, in pixels. */
export const thumbnailSize = 320

/**
 * The most pixels an uploaded image may declare: 50 MP, past any phone camera's photo. Checked on
 * the header before any pixel is decoded (a pixel bomb is a few KB declaring 256 MP), and given to
 * sharp as its own decoding limit too.
 */
export const maxImagePixels = 50_000_000

/** The dimensions an image's header declares, read without decoding it (undefined if unreadable). */
const declaredSize = async (bytes: Uint8Array): Promise<{ width: number; height: number } | undefined> => {
  const meta = await sharp(bytes, { limitInputPixels: false }).metadata().catch(() => undefined)
  return meta?.width === undefined || meta.height === undefined ? undefined : { width: meta.width, height: meta.height }
}

const isAccepted = (mime: string | undefined): mime is Accepted => acceptedTypes.includes(mime as Accepted)

/**
 * Sniffs the content (never the name nor the declared type) with `file-type`; refuses anything
 * but the accepted types. An image is re-encoded in its own format: sharp keeps no metadata
 * unless asked, so EXIF (GPS position, camera serials) is dropped, the orientation is applied
 * to the pixels first so nothing turns sideways, and the colour profile is kept. An image declaring
 * more than maxImagePixels is refused from its header. A PDF loses its document information and XMP
 * metadata (pdfMetadata.ts).
 */
export const inspectUpload = (bytes: Uint8Array) =>
  Effect.gen(function* () {
    const sniffed = yield* Effect.promise(() => fileTypeFromBuffer(bytes))
    const contentType = sniffed?.mime
    if (!isAccepted(contentType)) {
      return yield* new UnsupportedFileType({ detected: contentType ?? "unknown", accepted: [...acceptedTypes] })
    }
    if (contentType === "application/pdf") return { contentType, bytes: yield* withoutPdfMetadata(bytes), thumbnail: undefined } satisfies Inspected
    const size = yield* Effect.promise(() => declaredSize(bytes))
    if (size !== undefined && size.width * size.height > maxImagePixels) return yield* new ImageTooLarge({ ...size, maxPixels: maxImagePixels })
    return yield* Effect.tryPromise({
      try: async () => {
        const image = sharp(bytes, { failOn: "error", limitInputPixels: maxImagePixels }).rotate().keepIccProfile()
        const cleaned = await (contentType === "image/jpeg"
          ? image.jpeg({ quality: 90, mozjpeg: true })
          : contentType === "image/png"
            ? image.png()
            : image.webp({ quality: 90 })
        ).toBuffer()
        const thumbnail = await sharp(cleaned).resize(thumbnailSize, thumbnailSize, { fit: "inside", withoutEnlargement: true }).webp({ quality: 75 }).toBuffer()
        return { contentType, bytes: new Uint8Array(cleaned), thumbnail: new Uint8Array(thumbnail) } satisfies Inspected
      },
      catch: () => new ImageUnreadable({ contentType })
    })
  })
