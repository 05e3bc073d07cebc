import { Command, Option } from "commander"
import { existsSync } from "node:fs"
import { Programme } from "../adapters/programme/Programme.ts"
import { defaultDatabasePath, type Durability } from "../adapters/store/database.ts"

export interface DbOptions {
  readonly db: string
  readonly json?: boolean
}

/** `--db` on every command (VITRINE_DB overrides the default `./data/vitrine.db`). */
export const withDb = (cmd: Command): Command =>
  cmd.addOption(new Option("--db <file>", "SQLite database file").env("VITRINE_DB").default(defaultDatabasePath()))

export const withJson = (cmd: Command): Command => cmd.option("--json", "print JSON for scripts instead of the human view")

/** A failure the operator can act on: printed as one line, exit code 1 (2 for bad usage). */
export class CliError extends Error {
  readonly exitCode: number
  constructor(message: string, exitCode = 1) {
    super(message)
    this.exitCode = exitCode
  }
}

/** Opens an existing database (reading commands never create one by accident). */
export const openExisting = (path: string, durability?: Durability): Programme => {
  if (path !== ":memory:" && !existsSync(path)) throw new CliError(`no database at ${path} (import a fixture or run 'vitrine demo' first)`)
  return Programme.open(path, durability ? { durability } : {})
}

/** Runs a command's action, turning a CliError into its message and exit code. */
export const action =
  <A extends Array<any>>(f: (...args: A) => Promise<void> | void) =>
  async (...args: A): Promise<void> => {
    try {
      await f(...args)
    } catch (e) {
      if (e instanceof CliError) {
        process.stderr.write(`vitrine: ${e.message}\n`)
        process.exitCode = e.exitCode
        return
      }
      throw e
    }
  }

/** The operator's language for messages: VITRINE_LOCALE, else LANG, else pt-BR. */
export const cliLocale = (): string | undefined => process.env["VITRINE_LOCALE"] ?? process.env["LANG"]?.split(".")[0]
