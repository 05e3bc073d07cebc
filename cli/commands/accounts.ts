import { Command, Option } from "commander"
import { makeCredentials } from "../../adapters/auth/credentials.ts"
import { TokenStore } from "../../adapters/auth/tokens.ts"
import { passwordShortfalls, passwordStrengths, type PasswordStrength } from "../../domain/rules/passwords.ts"
import { PasswordTooWeak } from "../../domain/account/errors.ts"
import { translate } from "../../domain/i18n/translate.ts"
import { errorDetails } from "../../domain/shared/errors.ts"
import { action, CliError, cliLocale, openExisting, withDb } from "../options.ts"
import { readSecretFromStdin } from "../stdin.ts"

/** The deployment's password level (SPEC §5 "password_strong_level"): VITRINE_PASSWORD_STRENGTH, else medium. */
export const strengthOption = () =>
  new Option("--strength <level>", "password strength level").choices(passwordStrengths).env("VITRINE_PASSWORD_STRENGTH").default("medium")

const setPassword = withDb(
  new Command("set-password")
    .description("set an account's password, read from standard input (never from the command line)")
    .argument("<userId>")
    .requiredOption("--password-stdin", "read the password from standard input")
    .addOption(strengthOption())
).action(
  action(async (userId: string, opts: { db: string; strength: PasswordStrength }) => {
    const password = await readSecretFromStdin()
    const missing = passwordShortfalls(password, opts.strength)
    if (missing.length > 0) {
      const e = new PasswordTooWeak({ strength: opts.strength, minLength: 8, missing: [...missing] })
      throw new CliError(`${e.code}: ${translate(e.code, cliLocale(), errorDetails(e))}`)
    }
    const programme = openExisting(opts.db, "full")
    try {
      const exists = programme.db.prepare("SELECT 1 FROM accounts WHERE user_id = ?").get(userId)
      if (exists === undefined) throw new CliError(`account.not_found: ${translate("account.not_found", cliLocale(), { userId })}`)
      await makeCredentials(programme.db).setPassword(userId, password)
      // A new password ends every session opened with the old one.
      new TokenStore(programme.db).revokeUser(userId)
      process.stdout.write(`password set for ${userId}\n`)
    } finally {
      programme.close()
    }
  })
)

export const accountsCommand = new Command("accounts").description("operators' account tools").addCommand(setPassword)
