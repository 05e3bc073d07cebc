import { Command } from "commander"
import { makeCredentials } from "../../adapters/auth/credentials.ts"
import { t } from "../i18n/t.ts"
import { action, CliError, openExisting, withDb } from "../options.ts"
import { readSecretFromStdin } from "../stdin.ts"

/** The shortest client secret add-client takes. */
const minSecretLength = 8

const addClient = withDb(
  new Command("add-client")
    .description(t("oauth.addClient.description"))
    .argument("<clientId>")
    .requiredOption("--secret-stdin", t("oauth.secretStdin"))
).action(
  action(async (clientId: string, opts: { db: string }) => {
    const secret = await readSecretFromStdin()
    if (secret.length < minSecretLength) throw new CliError(t("oauth.secretTooShort", { min: minSecretLength }))
    const programme = openExisting(opts.db, "full")
    try {
      await makeCredentials(programme.db).addClient(clientId, secret)
      process.stdout.write(`${t("oauth.registered", { clientId })}\n`)
    } finally {
      programme.close()
    }
  })
)

export const oauthCommand = new Command("oauth").description(t("oauth.description")).addCommand(addClient)
