import { Command, InvalidArgumentError, Option } from "commander"
import { accessSync, constants, existsSync, statSync } from "node:fs"
import { dirname } from "node:path"
import { Programme } from "../adapters/programme/Programme.ts"
import { defaultDatabasePath, isDamaged, type Durability } from "../adapters/store/database.ts"
import { CliError, describeDatabaseError, describeFileError } from "./errors.ts"
import { cliLocale, t } from "./i18n/t.ts"
import { ReaderGone } from "./output.ts"
import { printMessage } from "./render.ts"

export { CliError } from "./errors.ts"

export interface DbOptions {
  readonly db: string
  readonly json?: boolean
}

/** `--db` on every command (VITRINE_DB overrides the default `./data/vitrine.db`). */
export const withDb = (cmd: Command): Command => cmd.addOption(new Option("--db <file>", t("option.db")).env("VITRINE_DB").default(defaultDatabasePath()))

export const withJson = (cmd: Command): Command => cmd.option("--json", t("option.json"))

/**
 * A parser for an option naming a file: `--out ""` wrote the file beside "" (`.partial-<pid>` in
 * the working folder) and never renamed it: the 90 kB one once committed at the repository root.
 */
export const fileName =
  (option: string) =>
  (value: string): string => {
    if (value.trim() === "") throw new InvalidArgumentError(t("usage.fileName", { option }))
    return value
  }

/** A parser for a whole-number option: `-n -3` or `--from abc` is bad usage (exit 2), not "no rows". */
export const wholeNumber =
  (option: string, min = 0) =>
  (value: string): number => {
    if (!/^\d+$/.test(value.trim()) || Number(value) < min) throw new InvalidArgumentError(t("usage.wholeNumber", { option, min }))
    return Number(value)
  }

/** The database file must exist and be a file: reading commands never create one by accident. */
const requireFile = (path: string): void => {
  if (path === ":memory:") return
  let isDirectory: boolean
  try {
    isDirectory = statSync(path).isDirectory()
  } catch (e) {
    throw new CliError((e as NodeJS.ErrnoException).code === "ENOENT" ? t("db.missing", { path }) : describeFileError(e, path))
  }
  if (isDirectory) throw new CliError(t("db.isDirectory", { path }))
}

/** Opens a database, turning SQLite's and the file system's errors into one-line messages. */
const opening = (path: string, open: () => Programme): Programme => {
  try {
    return open()
  } catch (e) {
    const message = describeDatabaseError(e, path)
    if (message !== undefined) throw new CliError(message)
    throw e
  }
}

/** May this process write the file, and create the WAL's companion files beside it? */
const canWrite = (path: string): boolean => {
  try {
    accessSync(path, constants.W_OK)
    accessSync(dirname(path), constants.W_OK)
    return true
  } catch {
    return false
  }
}

/** A command that writes says so before it starts, not at its first write half-way through. */
const requireWritable = (path: string): void => {
  if (path !== ":memory:" && !canWrite(path)) throw new CliError(t("db.readOnly", { path }))
}

/** Opens an existing database for a command that may write (import into it, rebuild, replay --apply). */
export const openExisting = (path: string, durability?: Durability): Programme => {
  requireFile(path)
  requireWritable(path)
  return opening(path, () => Programme.open(path, durability ? { durability } : {}))
}

/** Opens a database, creating it (and its folder) when absent: `import` and `demo`. */
export const openOrCreate = (path: string, durability?: Durability): Programme => {
  if (existsSync(path)) {
    requireFile(path)
    requireWritable(path)
  }
  return opening(path, () => Programme.open(path, durability ? { durability } : {}))
}

/**
 * Opens an existing database for a command that only reads (report, verify, events, lists). A
 * file this process may not write (a read-only copy, another user's file) is opened read-only:
 * no journal switch, no migration, no catch-up; the read models are shown as they stand.
 */
export const openForReading = (path: string, { evenDamaged = false } = {}): Programme => {
  requireFile(path)
  if (path === ":memory:" || canWrite(path)) {
    return opening(path, () => {
      try {
        return Programme.open(path)
      } catch (e) {
        // Start-up (building deferred indexes, catching up read models) tripped on a damaged
        // page: verify opens the file as it is, since saying what is damaged is its job.
        if (!evenDamaged || !isDamaged(e)) throw e
        return Programme.open(path, { startUp: false })
      }
    })
  }
  const programme = opening(path, () => Programme.open(path, { readonly: true }))
  const last = programme.log.lastPosition()
  const behind = programme.projections.projections.some((p) => {
    const cp = programme.projections.checkpoint(p.name)
    return cp === undefined || cp.version !== p.version || cp.position < last
  })
  if (behind) printMessage(t("db.readOnlyBehind", { path }))
  return programme
}

/** The `--db` of a commander action's arguments: (...arguments, options, command). */
const databaseOf = (args: ReadonlyArray<unknown>): string | undefined => {
  const options = args.at(-2) as { db?: unknown } | undefined
  return typeof options?.db === "string" ? options.db : undefined
}

const isSqliteError = (e: unknown): boolean => String((e as { code?: unknown } | undefined)?.code ?? "").startsWith("SQLITE_")

/** Runs a command's action, turning a CliError into its message and exit code. */
export const action =
  <A extends Array<any>>(f: (...args: A) => Promise<void> | void) =>
  async (...args: A): Promise<void> => {
    try {
      await f(...args)
    } catch (e) {
      // `| head` has read what it wanted: stop quietly, keeping any exit code already set.
      if (e instanceof ReaderGone) return
      if (e instanceof CliError) {
        printMessage(e.message)
        process.exitCode = e.exitCode
        return
      }
      // SQLite failing half-way (a full disk, a file taken away): said of the command's database.
      const db = databaseOf(args)
      const said = db !== undefined && isSqliteError(e) ? describeDatabaseError(e, db) : undefined
      if (said !== undefined) {
        printMessage(said)
        process.exitCode = 1
        return
      }
      // A bug or a failure nobody foresaw: one line, the stack only when asked for.
      printMessage(t("error.unexpected", { reason: (e as Error)?.message ?? String(e) }))
      if (process.env["VITRINE_DEBUG"]) process.stderr.write(`${(e as Error)?.stack ?? ""}\n`)
      process.exitCode = 1
    }
  }

/** The operator's language for domain messages (rule rejections): the CLI's locale. */
export { cliLocale }
