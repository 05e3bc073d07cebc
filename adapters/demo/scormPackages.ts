import type Database from "better-sqlite3"
import { Effect } from "effect"
import { DEMO_SCORM_PACKAGES, scormPackage } from "../../fixtures/demo/learning/scormPackages.ts"
import { inspectScormZip } from "../content/scormPackage.ts"
import { unpackScorm } from "../content/scormFolder.ts"
import { filesDirBeside, makeLocalDiskStorage } from "../files/localDisk.ts"

/**
 * The demo's SCORM 1.2 and 2004 packages (fixtures/demo/learning/scormPackages.ts) in the file
 * store, as an admin's upload leaves them: the zip by its hash, owned by `system`, and unpacked
 * under `scorm/<hash>/` after the same checks (adapters/http/files/uploadMedia.ts).
 */
export const setUpDemoScorm = (db: Database.Database): number => {
  if (db.memory) return 0
  const root = filesDirBeside(db.name)
  const storage = makeLocalDiskStorage(root)
  const insert = db.prepare(
    "INSERT OR IGNORE INTO files (file_id, owner_id, country, content_type, size, hash, thumbnail_hash, created_at) VALUES (?, 'system', 'BR', 'application/zip', ?, ?, NULL, 0)"
  )
  for (const p of DEMO_SCORM_PACKAGES) {
    const zip = scormPackage(p.version)
    const pkg = inspectScormZip(zip)
    if (!("files" in pkg)) throw new Error(`the demo's SCORM ${p.version} package is refused: ${pkg.reason}`)
    const hash = Effect.runSync(storage.put(zip))
    unpackScorm(root, hash, pkg)
    insert.run(p.packageId, zip.length, hash)
  }
  return DEMO_SCORM_PACKAGES.length
}
