import { randomUUID } from "node:crypto"
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs"
import { dirname, join } from "node:path"
import { readManifest, type ScormPackage } from "./scormPackage.ts"

/** Where a package's files live: `scorm/<the zip's hash>/` beside the other files. */
export const scormFolderOf = (root: string, digest: string): string => join(root, "scorm", digest)

/**
 * A checked package's files under `scorm/<the zip's hash>/` beside the other files: each path was
 * checked to stay in its folder, and the folder is named by the zip's content, so the same package
 * uploaded twice is unpacked once.
 */
export const unpackScorm = (root: string, digest: string, pkg: ScormPackage) => {
  const folder = scormFolderOf(root, digest)
  if (existsSync(folder)) return
  const building = `${folder}.${randomUUID()}.tmp`
  for (const [name, bytes] of pkg.files) {
    const path = join(building, name)
    mkdirSync(dirname(path), { recursive: true })
    writeFileSync(path, bytes)
  }
  renameSync(building, folder)
}

const manifests = new Map<string, ReturnType<typeof readManifest>>()

/** An unpacked package's manifest (version, title, launch page, mastery), read once per folder: a folder never changes. */
export const unpackedManifest = (folder: string) => {
  if (!manifests.has(folder)) {
    const path = join(folder, "imsmanifest.xml")
    manifests.set(folder, existsSync(path) ? readManifest(readFileSync(path, "utf8")) : undefined)
  }
  return manifests.get(folder)
}
