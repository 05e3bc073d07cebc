import type Database from "better-sqlite3"
import { Effect } from "effect"
import sharp from "sharp"
import { DEMO_NEWS_COVERS } from "../../fixtures/demo/news.ts"
import { thumbnailSize } from "../files/inspect.ts"
import { filesDirBeside, makeLocalDiskStorage } from "../files/localDisk.ts"

/** A 1200×600 cover: a diagonal gradient with a few light circles, drawn from SVG (no shipped image needed). */
const coverSvg = (from: string, to: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="600"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="1200" height="600" fill="url(#g)"/><circle cx="980" cy="140" r="160" fill="#fff" fill-opacity=".15"/><circle cx="220" cy="480" r="220" fill="#fff" fill-opacity=".1"/></svg>`

/**
 * Puts the demo news' covers (fixtures/demo/news.ts) in the file store beside the database, with
 * their thumbnails, owned by `system`, as any uploaded image would be. A demo in memory has none.
 */
export const setUpNewsCovers = async (db: Database.Database): Promise<number> => {
  if (db.memory) return 0
  const storage = makeLocalDiskStorage(filesDirBeside(db.name))
  const insert = db.prepare(
    "INSERT OR IGNORE INTO files (file_id, owner_id, country, content_type, size, hash, thumbnail_hash, created_at) VALUES (?, 'system', 'BR', 'image/png', ?, ?, ?, 0)"
  )
  for (const [fileId, from, to] of DEMO_NEWS_COVERS) {
    const png = new Uint8Array(await sharp(Buffer.from(coverSvg(from, to))).png().toBuffer())
    const thumb = new Uint8Array(await sharp(png).resize(thumbnailSize, thumbnailSize, { fit: "inside" }).webp({ quality: 75 }).toBuffer())
    insert.run(fileId, png.length, Effect.runSync(storage.put(png)), Effect.runSync(storage.put(thumb)))
  }
  return DEMO_NEWS_COVERS.length
}
