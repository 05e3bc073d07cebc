import type Database from "better-sqlite3"
import { Effect } from "effect"
import sharp from "sharp"
import { filesDirBeside, makeLocalDiskStorage } from "../files/localDisk.ts"
import type { LoginConfigAnswer } from "../../domain/api/branding/schemas.ts"

/**
 * The pictures the server derives from a configured logo (issue 49): its proportions, so the
 * header's box fits a wide wordmark instead of shrinking it to a sliver in a square, and the page's
 * icons, cut square with sharp (the library that makes the uploads' thumbnails). Keyed by the
 * file's content hash: a file id always names the same bytes, a re-upload is a new id.
 */
const bytesOf = (db: Database.Database, fileId: string) =>
  Effect.gen(function* () {
    const row = db.prepare<[string], { hash: string }>("SELECT hash FROM files WHERE file_id = ?").get(fileId)
    if (row === undefined) return undefined
    const bytes = yield* makeLocalDiskStorage(filesDirBeside(db.name)).get(row.hash)
    return bytes === undefined ? undefined : { hash: row.hash, bytes }
  })

const ratios = new Map<string, number | undefined>()

/** Width over height of a stored image; undefined when it is missing or not an image sharp reads. */
export const logoRatio = (db: Database.Database, fileId: string) =>
  Effect.gen(function* () {
    const file = yield* bytesOf(db, fileId)
    if (file === undefined) return undefined
    if (!ratios.has(file.hash)) {
      const meta = yield* Effect.tryPromise(() => sharp(file.bytes).metadata()).pipe(Effect.orElseSucceed(() => undefined))
      ratios.set(file.hash, meta?.width && meta.height ? meta.width / meta.height : undefined)
    }
    return ratios.get(file.hash)
  })

/** The icon sizes the learner app links: the tab's icon and the home-screen icon (Apple's 180 px). */
export const iconSizes = { favicon: 64, "apple-touch-icon": 180 } as const
export type IconKind = keyof typeof iconSizes

/**
 * The logo an icon follows: the chosen client's, else the deployment's phone logo in its default
 * language (the narrow variant is the one drawn for small spaces), else its wide one.
 */
export const iconLogoId = (answer: LoginConfigAnswer, clientId: string | undefined): string | undefined => {
  const client = answer.clients.find((c) => c.clientId === clientId)
  if (client?.logoFileId !== undefined) return client.logoFileId
  const { logos, defaultLanguage } = answer.config
  const sets = [logos[defaultLanguage.slice(0, 2) as keyof typeof logos], logos.pt, logos.en, logos.es, logos.fr]
  for (const set of sets) if (set?.mobile ?? set?.desktop) return set?.mobile ?? set?.desktop
  return undefined
}

const icons = new Map<string, Uint8Array>()

/**
 * A square PNG of the logo. A wide logo is cut, not shrunk: sharp's `attention` crop keeps its most
 * striking square (a wordmark's mark), which a 16 px tab icon can still show.
 */
export const logoIcon = (db: Database.Database, fileId: string, kind: IconKind) =>
  Effect.gen(function* () {
    const file = yield* bytesOf(db, fileId)
    if (file === undefined) return undefined
    const key = `${file.hash}:${kind}`
    const cached = icons.get(key)
    if (cached !== undefined) return { key, png: cached }
    const size = iconSizes[kind]
    const png = yield* Effect.tryPromise(() => sharp(file.bytes).resize(size, size, { fit: "cover", position: sharp.strategy.attention }).png().toBuffer()).pipe(
      Effect.map((b) => new Uint8Array(b)),
      Effect.orElseSucceed(() => undefined)
    )
    if (png === undefined) return undefined
    icons.set(key, png)
    return { key, png }
  })
