import { Command } from "commander"
import { makeCredentials } from "../../adapters/auth/credentials.ts"
import { t } from "../i18n/t.ts"
import { action, CliError, openExisting, withDb } from "../options.ts"
import { readSecret } from "../stdin.ts"

/** The shortest client secret add-client takes. */
const minSecretLength = 8

const addClient = withDb(
  new Command("add-client")
    .description(t("oauth.addClient.description"))
    .argument("<clientId>")
    .requiredOption("--secret-stdin", t("oauth.secretStdin"))
).action(
  action(async (clientId: string, opts: { db: string }) => {
    // Sent in HTTP Basic (`id:secret`) and form bodies: a colon, a space or an accent would not survive both.
    if (!/^[\w.-]{1,64}$/.test(clientId)) throw new CliError(t("oauth.badClientId", { clientId }), 2)
    const programme = openExisting(opts.db, "full")
    try {
      const secret = await readSecret("clientSecret")
      if (secret.length < minSecretLength) throw new CliError(t("oauth.secretTooShort", { min: minSecretLength }))
      const outcome = await makeCredentials(programme.db).addClient(clientId, secret)
      process.stdout.write(`${t(outcome === "added" ? "oauth.registered" : "oauth.rekeyed", { clientId })}\n`)
    } finally {
      programme.close()
    }
  })
)

export const oauthCommand = new Command("oauth").description(t("oauth.description")).addCommand(addClient)
