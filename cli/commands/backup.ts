import { Command } from "commander"
import { renameSync, rmSync, statSync, type Stats } from "node:fs"
import { dirname } from "node:path"
import { CliError, describeDatabaseError, describeFileError } from "../errors.ts"
import { t } from "../i18n/t.ts"
import { action, openExisting, withDb, withJson } from "../options.ts"
import { printJson } from "../render.ts"
import { formatBytes } from "../ui/format.ts"

const statOf = (path: string): Stats | undefined => {
  try {
    return statSync(path)
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ENOENT") return undefined
    throw new CliError(describeFileError(e, path))
  }
}

/** Refuses what would fail half-way or destroy the source, before any work starts. */
const checkTarget = (file: string, db: string, force: boolean): void => {
  const folder = statOf(dirname(file))
  if (folder === undefined) throw new CliError(t("backup.noFolder", { folder: dirname(file) }))
  if (!folder.isDirectory()) throw new CliError(t("file.notDirectory", { path: dirname(file) }))
  const target = statOf(file)
  if (target === undefined) return
  if (target.isDirectory()) throw new CliError(t("backup.ontoDirectory", { file }), 2)
  const source = statOf(db)
  // The same inode, whatever the path (a relative one, a symlink, a hard link).
  if (source !== undefined && source.dev === target.dev && source.ino === target.ino) throw new CliError(t("backup.ontoSource", { file }), 2)
  if (!force) throw new CliError(t("backup.exists", { file }), 2)
}

/**
 * Pages a backup step copies: all of them. SQLite restarts a step-wise backup whenever another
 * connection writes between two steps, so beside a server that writes a few times a second it
 * never ended (100 pages a step, better-sqlite3's default). One step reads one snapshot, and in WAL
 * mode the writers go on meanwhile.
 */
const wholeFile = 0x7fffffff

export const backupCommand = withJson(
  withDb(new Command("backup").description(t("backup.description")).argument("<file>", t("backup.file")).option("--force", t("backup.force")))
).action(
  action(async (file: string, opts: { db: string; json?: boolean; force?: boolean }) => {
    checkTarget(file, opts.db, opts.force === true)
    // A read-write connection: SQLite's online backup stalls on a read-only WAL connection.
    const programme = openExisting(opts.db)
    // Written beside the target, then renamed over it: a failed backup never leaves half a file,
    // and --force replaces whatever was there (even a file that is not a database).
    const partial = `${file}.partial-${process.pid}`
    try {
      const started = Date.now()
      let pages: number
      try {
        pages = (await programme.db.backup(partial, { progress: () => wholeFile })).totalPages
        renameSync(partial, file)
      } catch (e) {
        rmSync(partial, { force: true })
        throw new CliError(describeDatabaseError(e, file) ?? describeFileError(e, file))
      }
      const bytes = pages * (programme.db.pragma("page_size", { simple: true }) as number)
      const seconds = (Date.now() - started) / 1000
      if (opts.json) printJson({ file, pages, bytes, seconds })
      else process.stdout.write(`${t("backup.done", { db: opts.db, file, pages, size: formatBytes(bytes), seconds })}\n`)
    } finally {
      programme.close()
    }
  })
)
