import { createInterface } from "node:readline"
import { Writable } from "node:stream"
import { CliError } from "./errors.ts"
import { t } from "./i18n/t.ts"

export type SecretKind = "password" | "clientSecret"

/**
 * A password or client secret, never from argv (argv shows in `ps` and in the shell's history).
 * Typed at a terminal: asked twice, without echo, since a typo would lock the account out.
 * Piped: the whole input, one trailing newline dropped; one line only, as a login form takes it.
 */
export const readSecret = async (kind: SecretKind): Promise<string> => {
  if (process.stdin.isTTY) {
    const first = await ask(t(kind === "password" ? "secret.passwordPrompt" : "secret.clientSecretPrompt"))
    if (first === "") throw new CliError(t("secret.empty"))
    if ((await ask(t("secret.repeatPrompt"))) !== first) throw new CliError(t("secret.mismatch"))
    return first
  }
  const chunks: Array<Buffer> = []
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer)
  const secret = Buffer.concat(chunks).toString("utf8").replace(/\r?\n$/, "")
  if (secret === "") throw new CliError(t("secret.emptyInput"))
  // `printf 'a\nb'` would set a secret no one can type into a single-line field.
  if (/[\r\n]/.test(secret)) throw new CliError(t("secret.severalLines"))
  return secret
}

/**
 * One line typed without echo, through Node's readline in raw mode: its echo goes to a sink.
 * Ctrl-C and Ctrl-D at the prompt cancel (raw mode turns Ctrl-C into a key, not a signal).
 */
const ask = (prompt: string): Promise<string> =>
  new Promise((resolve, reject) => {
    const rl = createInterface({ input: process.stdin, output: new Writable({ write: (_chunk, _encoding, done) => done() }), terminal: true })
    // Only now, in raw mode: keys typed at a prompt shown earlier would be echoed by the terminal.
    process.stderr.write(`${prompt} `)
    let answer: string | undefined
    rl.on("line", (line) => {
      answer = line
      rl.close()
    })
    rl.on("SIGINT", () => rl.close())
    rl.on("close", () => {
      // The Enter was not echoed either: end the prompt's line.
      process.stderr.write("\n")
      if (answer === undefined) reject(new CliError(t("secret.cancelled"), 130))
      else resolve(answer)
    })
  })
