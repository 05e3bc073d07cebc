import { existsSync } from "node:fs"
import { scormFolderOf, unpackedManifest } from "../../content/scormFolder.ts"
import { filesDirBeside } from "../../files/localDisk.ts"
import type { Programme } from "../../programme/Programme.ts"

/** A package (the zip's file id) as unpacked on disk: its folder and manifest; undefined when the server has none. */
export const packageOf = (programme: Programme, packageId: string) => {
  const hash = programme.db.prepare<[string], string>("SELECT hash FROM files WHERE file_id = ? AND content_type = 'application/zip'").pluck().get(packageId)
  if (hash === undefined || !/^[0-9a-f]{64}$/.test(hash)) return undefined
  const folder = scormFolderOf(filesDirBeside(programme.db.name), hash)
  const manifest = existsSync(folder) ? unpackedManifest(folder) : undefined
  return manifest === undefined ? undefined : { folder, manifest }
}
