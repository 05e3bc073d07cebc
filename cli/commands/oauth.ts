import { Command } from "commander"
import { makeCredentials } from "../../adapters/auth/credentials.ts"
import { action, CliError, openExisting, withDb } from "../options.ts"
import { readSecretFromStdin } from "../stdin.ts"

const addClient = withDb(
  new Command("add-client")
    .description("register (or re-key) an OAuth client for POST /o/token/, its secret read from standard input")
    .argument("<clientId>")
    .requiredOption("--secret-stdin", "read the client secret from standard input")
).action(
  action(async (clientId: string, opts: { db: string }) => {
    const secret = await readSecretFromStdin()
    if (secret.length < 8) throw new CliError("a client secret needs 8 characters or more")
    const programme = openExisting(opts.db, "full")
    try {
      await makeCredentials(programme.db).addClient(clientId, secret)
      process.stdout.write(`OAuth client ${clientId} registered\n`)
    } finally {
      programme.close()
    }
  })
)

export const oauthCommand = new Command("oauth").description("OAuth clients of this deployment").addCommand(addClient)
