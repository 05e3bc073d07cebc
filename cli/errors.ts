import type { NewerDatabase } from "../adapters/store/database.ts"
import { t } from "./i18n/t.ts"

/** A failure the operator can act on: printed as one line, exit code 1 (2 for bad usage). */
export class CliError extends Error {
  readonly exitCode: number
  constructor(message: string, exitCode = 1) {
    super(message)
    this.exitCode = exitCode
  }
}

const codeOf = (e: unknown): string | undefined => (e as { code?: unknown } | undefined)?.code as string | undefined

/**
 * What went wrong with a file, in the operator's words: Node's errors read
 * `ENOENT: no such file or directory, stat '…'`, which names the system call, not the problem.
 */
export const describeFileError = (e: unknown, path: string): string => {
  switch (codeOf(e)) {
    case "ENOENT":
      return t("file.notFound", { path })
    case "EISDIR":
      return t("file.isDirectory", { path })
    case "ENOTDIR":
      return t("file.notDirectory", { path })
    case "EACCES":
    case "EPERM":
      return t("file.permission", { path })
    case "EROFS":
      return t("file.readOnlyFs", { path })
    case "ENOSPC":
      return t("file.noSpace", { path })
    default:
      // Already said in the operator's words where it was found.
      return e instanceof CliError ? e.message : t("file.other", { path, reason: (e as Error).message })
  }
}

/** SQLite's errors on opening or writing a database file, as an operator reads them. */
export const describeDatabaseError = (e: unknown, path: string): string | undefined => {
  const code = codeOf(e)
  if (code === undefined) return undefined
  if (code === "VITRINE_FOREIGN_DATABASE") return t("db.foreign", { path })
  if (code === "VITRINE_NEWER_DATABASE") {
    const { theirs, ours } = e as NewerDatabase
    return t("db.newer", { path, theirs: theirs.toISOString().slice(0, 10), ours: ours.toISOString().slice(0, 10) })
  }
  if (code === "SQLITE_READONLY_DIRECTORY" || code === "SQLITE_READONLY_CANTINIT") return t("db.readOnlyFolder", { path })
  if (code.startsWith("SQLITE_READONLY")) return t("db.readOnly", { path })
  if (code.startsWith("SQLITE_CANTOPEN")) return t("db.cannotOpen", { path })
  if (code === "SQLITE_NOTADB") return t("db.notADatabase", { path })
  if (code.startsWith("SQLITE_CORRUPT")) return t("db.damaged", { path })
  if (code.startsWith("SQLITE_BUSY")) return t("db.busy", { path })
  if (code === "SQLITE_FULL") return t("db.full", { path })
  if (code.startsWith("SQLITE_IOERR")) return t("db.io", { path, reason: (e as Error).message })
  if (code.startsWith("E")) return describeFileError(e, path)
  return undefined
}
