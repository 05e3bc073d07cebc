import type Database from "better-sqlite3"
import { Effect } from "effect"
import sharp from "sharp"
import { DEMO_BRAND_LOGOS } from "../../fixtures/demo/branding.ts"
import { filesDirBeside, makeLocalDiskStorage } from "../files/localDisk.ts"

/** A wordmark: a rounded tile with the initial, then the name, in the brand's colour (drawn from SVG). */
const logoSvg = (color: string, name: string, width: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="160"><rect x="8" y="8" width="144" height="144" rx="32" fill="${color}"/><path d="M46 52l34 60 34-60" fill="none" stroke="#fff" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/>${
    width > 200 ? `<text x="176" y="108" font-family="DejaVu Sans, Arial, sans-serif" font-size="64" font-weight="700" fill="${color}">${name}</text>` : ""
  }</svg>`

/** Puts the demo's logos (fixtures/demo/branding.ts) in the file store beside the database, as uploaded images would be. */
export const setUpBrandingLogos = async (db: Database.Database): Promise<number> => {
  if (db.memory) return 0
  const storage = makeLocalDiskStorage(filesDirBeside(db.name))
  const insert = db.prepare(
    "INSERT OR IGNORE INTO files (file_id, owner_id, country, content_type, size, hash, thumbnail_hash, created_at) VALUES (?, 'system', 'BR', 'image/png', ?, ?, NULL, 0)"
  )
  for (const [fileId, color, name, width] of DEMO_BRAND_LOGOS) {
    const png = new Uint8Array(await sharp(Buffer.from(logoSvg(color, name, width))).png().toBuffer())
    insert.run(fileId, png.length, Effect.runSync(storage.put(png)))
  }
  return DEMO_BRAND_LOGOS.length
}
