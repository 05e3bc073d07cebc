import type Database from "better-sqlite3"
import { Command } from "commander"
import { existsSync } from "node:fs"
import { filesDirBeside, makeLocalDiskStorage } from "../../adapters/files/localDisk.ts"
import type { Programme } from "../../adapters/programme/Programme.ts"
import { listErasures, reapplyErasures } from "../../adapters/programme/reapplyErasures.ts"
import { openDatabase } from "../../adapters/store/database.ts"
import { describeDatabaseError, describeFileError } from "../errors.ts"
import { t } from "../i18n/t.ts"
import { action, CliError, openExisting, openForReading, withDb, withJson } from "../options.ts"
import { printJsonRows } from "../output.ts"
import { printTable } from "../table.ts"

const list = withJson(withDb(new Command("list").description(t("erasures.list.description")))).action(
  action(async (opts: { db: string; json?: boolean }) => {
    const programme = openForReading(opts.db)
    try {
      const rows = listErasures(programme)
      if (opts.json) return await printJsonRows(rows)
      await printTable({
        columns: [
          { header: "userId", cell: (r) => r.userId },
          { header: t("erasures.column.erasedAt"), cell: (r) => r.erasedAt },
          { header: t("erasures.column.held"), cell: (r) => (r.held ? t("erasures.held.yes") : t("erasures.held.no")), color: (r) => (r.held ? "red" : "green") }
        ],
        rows: () => rows,
        empty: t("erasures.none")
      })
    } finally {
      programme.close()
    }
  })
)

/**
 * `--from` names the database in use before a restore: opened here, before anything is written,
 * so that a failure (missing, not SQLite, another application's file, which openDatabase
 * refuses) is said of that file, not of `--db`.
 */
const openFrom = (path: string): Database.Database => {
  if (!existsSync(path)) throw new CliError(t("file.notFound", { path }))
  try {
    return openDatabase(path, { readonly: true })
  } catch (e) {
    throw new CliError(describeDatabaseError(e, path) ?? describeFileError(e, path))
  }
}

const reapply = withJson(
  withDb(new Command("reapply").description(t("erasures.reapply.description")).option("--from <file>", t("erasures.reapply.from")))
).action(
  action(async (opts: { db: string; json?: boolean; from?: string }) => {
    const from = opts.from === undefined ? undefined : openFrom(opts.from)
    let programme: Programme | undefined
    try {
      programme = openExisting(opts.db, "full")
      const results = reapplyErasures(programme, makeLocalDiskStorage(filesDirBeside(opts.db)), from)
      if (opts.json) return await printJsonRows(results)
      for (const r of results) process.stdout.write(`${r.userId}  ${t(`erasures.outcome.${r.outcome}`)}\n`)
      const done = results.filter((r) => r.outcome === "erased" || r.outcome === "cleaned").length
      process.stdout.write(`${t("erasures.reapply.summary", { n: results.length, done })}\n`)
    } finally {
      programme?.close()
      from?.close()
    }
  })
)

/** `vitrine erasures`: the erasures the log records, and their re-application after a restore. */
export const erasuresCommand = new Command("erasures").description(t("erasures.description")).addCommand(list).addCommand(reapply)
