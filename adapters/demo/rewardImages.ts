import type Database from "better-sqlite3"
import { Effect } from "effect"
import sharp from "sharp"
import { DEMO_REWARD_IMAGES } from "../../fixtures/demo/rewards.ts"
import { thumbnailSize } from "../files/inspect.ts"
import { filesDirBeside, makeLocalDiskStorage } from "../files/localDisk.ts"

/** Each category's colours and pictogram (SVG drawn in a 200×200 box), so the store reads at a glance. */
const looks: Readonly<Record<string, { readonly from: string; readonly to: string; readonly glyph: string }>> = {
  electronics: { from: "#0b3d91", to: "#3f7fd8", glyph: '<rect x="30" y="40" width="140" height="95" rx="10"/><rect x="10" y="140" width="180" height="16" rx="8"/>' },
  home: { from: "#7a3b00", to: "#d9822b", glyph: '<path d="M100 25 20 95h25v80h110V95h25z"/>' },
  "gift-cards": { from: "#6a1b9a", to: "#b168d4", glyph: '<rect x="15" y="50" width="170" height="110" rx="12"/><rect x="90" y="50" width="20" height="110" fill="#fff" fill-opacity=".5"/>' },
  "training-kits": { from: "#1b5e20", to: "#4caf50", glyph: '<path d="M100 30 5 80l95 50 95-50zM45 110v40c30 25 80 25 110 0v-40l-55 28z"/>' },
  experiences: { from: "#8e0038", to: "#e0457b", glyph: '<path d="m100 15 24 58 62 4-48 40 16 61-54-33-54 33 16-61-48-40 62-4z"/>' }
}

const escapeXml = (s: string) => s.replace(/[<>&"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;" })[c]!)

/** An 800×600 product picture: the category's gradient and pictogram (the store writes the name beside it; a thumbnail cropped square would cut a name drawn in). */
const pictureSvg = (category: string, name: string) => {
  const look = looks[category] ?? looks["gift-cards"]!
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${look.from}"/><stop offset="1" stop-color="${look.to}"/></linearGradient></defs><rect width="800" height="600" fill="url(#g)"/><circle cx="660" cy="110" r="150" fill="#fff" fill-opacity=".1"/><g transform="translate(270 170) scale(1.3)" fill="#fff" fill-opacity=".92">${look.glyph}</g><title>${escapeXml(name)}</title></svg>`
}

/**
 * Puts the demo rewards' pictures (fixtures/demo/rewards.ts) in the file store beside the database,
 * with their thumbnails, owned by `system`, as any uploaded image would be; the store shows them
 * to every learner whose country lists the reward. A demo in memory has none.
 */
export const setUpRewardImages = async (db: Database.Database): Promise<number> => {
  if (db.memory) return 0
  const storage = makeLocalDiskStorage(filesDirBeside(db.name))
  const insert = db.prepare(
    "INSERT OR IGNORE INTO files (file_id, owner_id, country, content_type, size, hash, thumbnail_hash, created_at) VALUES (?, 'system', 'BR', 'image/png', ?, ?, ?, 0)"
  )
  for (const [fileId, category, name] of DEMO_REWARD_IMAGES) {
    const png = new Uint8Array(await sharp(Buffer.from(pictureSvg(category, name))).png().toBuffer())
    const thumb = new Uint8Array(await sharp(png).resize(thumbnailSize, thumbnailSize, { fit: "inside" }).webp({ quality: 75 }).toBuffer())
    insert.run(fileId, png.length, Effect.runSync(storage.put(png)), Effect.runSync(storage.put(thumb)))
  }
  return DEMO_REWARD_IMAGES.length
}
