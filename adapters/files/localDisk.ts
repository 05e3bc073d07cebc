import { Effect, Layer } from "effect"
import { createHash, randomUUID } from "node:crypto"
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs"
import { dirname, join } from "node:path"
import { FileStorage, type FileStorageShape } from "./FileStorage.ts"

const isKey = (key: string) => /^[0-9a-f]{64}$/.test(key)

/**
 * The local-disk adapter: `<root>/<first two hex digits>/<hash>`, so no directory grows past a
 * few thousand entries. Writes go to a temporary name and are renamed into place, so a crash
 * never leaves a half-written file under a hash that other rows may already name.
 */
/** Where the local-disk adapter keeps a key's bytes: media are streamed from there, never read whole. */
export const localPathOf = (root: string, key: string): string | undefined => (isKey(key) ? join(root, key.slice(0, 2), key) : undefined)

export const makeLocalDiskStorage = (root: string): FileStorageShape => {
  const pathOf = (key: string) => join(root, key.slice(0, 2), key)
  return {
    put: (bytes) =>
      Effect.sync(() => {
        const key = createHash("sha256").update(bytes).digest("hex")
        const path = pathOf(key)
        if (!existsSync(path)) {
          mkdirSync(dirname(path), { recursive: true })
          const temporary = `${path}.${randomUUID()}.tmp`
          writeFileSync(temporary, bytes)
          renameSync(temporary, path)
        }
        return key
      }),
    get: (key) => Effect.sync(() => (isKey(key) && existsSync(pathOf(key)) ? new Uint8Array(readFileSync(pathOf(key))) : undefined)),
    remove: (key) =>
      Effect.sync(() => {
        if (isKey(key)) rmSync(pathOf(key), { force: true })
      })
  }
}

/** Files beside the SQLite file (DESIGN §5.4: under the data directory): `<db dir>/files/`. */
export const filesDirBeside = (databasePath: string): string => join(dirname(databasePath), "files")

export const localDiskLayer = (root: string) => Layer.succeed(FileStorage, makeLocalDiskStorage(root))
