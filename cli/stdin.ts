import { t } from "./i18n/t.ts"

/** Reads a secret from standard input (never argv: argv shows in `ps` and shell history); one trailing newline dropped. */
export const readSecretFromStdin = async (): Promise<string> => {
  if (process.stdin.isTTY) process.stderr.write(`${t("stdin.reading")}\n`)
  const chunks: Array<Buffer> = []
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString("utf8").replace(/\r?\n$/, "")
}
