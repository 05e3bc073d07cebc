import { Command, Option } from "commander"
import { makeCredentials } from "../../adapters/auth/credentials.ts"
import { TokenStore } from "../../adapters/auth/tokens.ts"
import type Database from "better-sqlite3"
import { minPasswordLength, passwordShortfalls, passwordStrengths, strictest, type PasswordStrength } from "../../domain/rules/passwords.ts"
import { PasswordTooWeak } from "../../domain/account/errors.ts"
import { translate } from "../../domain/i18n/translate.ts"
import { errorDetails } from "../../domain/shared/errors.ts"
import { t } from "../i18n/t.ts"
import { action, CliError, cliLocale, openExisting, withDb } from "../options.ts"
import { readSecret } from "../stdin.ts"

/** A level forced by the operator (or VITRINE_PASSWORD_STRENGTH); else the user's clients decide. */
export const strengthOption = () =>
  new Option("--strength <level>", t("accounts.strength"))
    .choices(passwordStrengths)
    .env("VITRINE_PASSWORD_STRENGTH")

/** SPEC §5: each client company sets its level; a user of several meets the strictest; none: medium. */
const strengthOf = (db: Database.Database, userId: string): PasswordStrength => {
  const levels = db
    .prepare<[string], PasswordStrength>("SELECT c.password_strength FROM client_members m JOIN clients c USING (client_id) WHERE m.user_id = ?")
    .pluck()
    .all(userId)
  return levels.length === 0 ? "medium" : strictest(levels)
}

const setPassword = withDb(
  new Command("set-password")
    .description(t("accounts.setPassword.description"))
    .argument("<userId>")
    .requiredOption("--password-stdin", t("accounts.passwordStdin"))
    .addOption(strengthOption())
).action(
  action(async (userId: string, opts: { db: string; strength?: PasswordStrength }) => {
    const programme = openExisting(opts.db, "full")
    try {
      // Before the password is asked: nobody should type one twice for an account that is not there.
      const exists = programme.db.prepare("SELECT 1 FROM accounts WHERE user_id = ?").get(userId)
      if (exists === undefined) throw new CliError(`account.not_found: ${translate("account.not_found", cliLocale(), { userId })}`)
      const password = await readSecret("password")
      const strength = opts.strength ?? strengthOf(programme.db, userId)
      const missing = passwordShortfalls(password, strength)
      if (missing.length > 0) {
        const e = new PasswordTooWeak({ strength, minLength: minPasswordLength(true), missing: [...missing] })
        throw new CliError(`${e.code}: ${translate(e.code, cliLocale(), errorDetails(e))}`)
      }
      await makeCredentials(programme.db).setPassword(userId, password)
      // A new password ends every session opened with the old one.
      new TokenStore(programme.db).revokeUser(userId)
      process.stdout.write(`${t("accounts.passwordSet", { userId })}\n`)
    } finally {
      programme.close()
    }
  })
)

export const accountsCommand = new Command("accounts").description(t("accounts.description")).addCommand(setPassword)
