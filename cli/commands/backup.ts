import { Command } from "commander"
import { statSync, type Stats } from "node:fs"
import { dirname } from "node:path"
import { backupInSteps } from "../../adapters/store/backup.ts"
import { CliError, describeDatabaseError, describeFileError } from "../errors.ts"
import { partialFile } from "../partialFile.ts"
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
  // `-` is standard input to import, so standard output here; but SQLite backs up into a file,
  // and `backup -` made one named "-".
  if (file === "-") throw new CliError(t("backup.toStream"), 2)
  // `backup ""` backed up into `.partial-<pid>` in the working folder, then failed to rename it.
  if (file.trim() === "") throw new CliError(t("usage.fileName", { option: "<file>" }), 2)
  const folder = statOf(dirname(file))
  if (folder === undefined) throw new CliError(t("backup.noFolder", { folder: dirname(file) }))
  if (!folder.isDirectory()) throw new CliError(t("file.notDirectory", { path: dirname(file) }))
  const target = statOf(file)
  if (target === undefined) return
  if (target.isDirectory()) throw new CliError(t("backup.ontoDirectory", { file }), 2)
  // The copy is renamed over the target: over /dev/null or a pipe, it would replace it.
  if (!target.isFile()) throw new CliError(t("backup.ontoSpecial", { file }), 2)
  const source = statOf(db)
  // The same inode, whatever the path (a relative one, a symlink, a hard link).
  if (source !== undefined && source.dev === target.dev && source.ino === target.ino) throw new CliError(t("backup.ontoSource", { file }), 2)
  if (!force) throw new CliError(t("backup.exists", { file }), 2)
}

export const backupCommand = withJson(
  withDb(new Command("backup").description(t("backup.description")).argument("<file>", t("backup.file")).option("--force", t("backup.force")))
).action(
  action(async (file: string, opts: { db: string; json?: boolean; force?: boolean }) => {
    checkTarget(file, opts.db, opts.force === true)
    // A read-write connection: SQLite's online backup stalls on a read-only WAL connection.
    const programme = openExisting(opts.db)
    // Written beside the target, then renamed over it: a failed or interrupted backup never leaves
    // half a file (a Ctrl-C left 2.3 GB of 3.3), and --force replaces whatever was there.
    const partial = partialFile(file, () => t("backup.interrupted", { file }))
    try {
      const started = Date.now()
      let pages: number
      try {
        pages = (await backupInSteps(programme.db, partial.path)).pages
        partial.commit()
      } catch (e) {
        partial.discard()
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
