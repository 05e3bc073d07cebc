import { Command } from "commander"
import { existsSync } from "node:fs"
import { action, CliError, openExisting, withDb, withJson } from "../options.ts"
import { printJson } from "../render.ts"

export const backupCommand = withJson(
  withDb(
    new Command("backup")
      .description("copy the database with SQLite's online backup: safe while others read and write")
      .argument("<file>", "where to write the copy")
      .option("--force", "overwrite an existing file")
  )
).action(
  action(async (file: string, opts: { db: string; json?: boolean; force?: boolean }) => {
    if (existsSync(file) && !opts.force) throw new CliError(`${file} exists: choose another name or pass --force`, 2)
    const programme = openExisting(opts.db)
    try {
      const started = Date.now()
      const result = await programme.db.backup(file)
      const seconds = (Date.now() - started) / 1000
      if (opts.json) printJson({ file, pages: result.totalPages, seconds })
      else process.stdout.write(`backed up ${opts.db} to ${file} (${result.totalPages} pages) in ${seconds.toFixed(2)} s\n`)
    } finally {
      programme.close()
    }
  })
)
