import { Context, Effect } from "effect"

/**
 * Where uploaded bytes live (DESIGN §5.4): a content-addressed store, keyed by the SHA-256 of
 * the bytes, so the same photo sent twice is kept once. A port: the local-disk adapter
 * (localDisk.ts) serves one machine; an S3-compatible adapter with the same two methods is the
 * path past one. Who may read a file is not its business: the `files` table says that.
 */
export interface FileStorageShape {
  /** Keeps the bytes and answers their key (hex SHA-256). Idempotent. */
  readonly put: (bytes: Uint8Array) => Effect.Effect<string>
  /** The bytes under a key, if kept. */
  readonly get: (key: string) => Effect.Effect<Uint8Array | undefined>
  /** Forgets the bytes under a key (an erasure); nothing if absent. */
  readonly remove: (key: string) => Effect.Effect<void>
}

export class FileStorage extends Context.Service<FileStorage, FileStorageShape>()("adapters/files/FileStorage") {}
