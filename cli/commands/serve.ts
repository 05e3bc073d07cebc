import { Command, InvalidArgumentError, Option } from "commander"
import { startServer, type RunningServer } from "../../adapters/http/server.ts"
import type { Programme } from "../../adapters/programme/Programme.ts"
import { t } from "../i18n/t.ts"
import { action, CliError, openExisting, withDb } from "../options.ts"

export const portOption = () =>
  new Option("--port <port>", t("serve.port")).default(8080).env("VITRINE_PORT").argParser((v) => {
    const n = Number(v)
    if (!Number.isInteger(n) || n < 0 || n > 65535) throw new InvalidArgumentError(t("serve.badPort"))
    return n
  })
export const hostOption = () => new Option("--host <host>", t("serve.host")).default("127.0.0.1")

/** Why the server could not listen, in the operator's words: Node says `listen EADDRINUSE: …`. */
const listenFailure = (e: unknown, opts: { port: number; host: string }): string => {
  const cause = (e as { cause?: NodeJS.ErrnoException }).cause
  const where = { host: opts.host, port: String(opts.port) }
  switch (cause?.code) {
    case "EADDRINUSE":
      // `npm start` is the README's first command: say how to give it a port, not just the flag.
      return process.env["npm_lifecycle_event"] === "start" ? t("serve.portInUseNpm", { ...where, next: String(opts.port < 65535 ? opts.port + 1 : opts.port - 1) }) : t("serve.portInUse", where)
    case "EADDRNOTAVAIL":
    case "ENOTFOUND":
      return t("serve.noSuchHost", where)
    case "EACCES":
      return t("serve.portNeedsPrivilege", where)
    default:
      return t("serve.cannotListen", { ...where, reason: cause?.message ?? String(e) })
  }
}

/**
 * Serves until SIGINT or SIGTERM, then stops accepting connections, lets the requests in
 * flight finish (their commits with them, 20 s at most), closes the database and exits 0.
 */
export const serveUntilSignal = async (programme: Programme, opts: { port: number; host: string }, banner: (server: RunningServer) => string): Promise<void> => {
  // Attempts left open past their time limit are closed every 30 s (DESIGN §4.8's scheduled work).
  const server = await startServer({ programme, port: opts.port, host: opts.host, attemptSweepMs: 30_000 }).catch((e: unknown) => {
    programme.close()
    throw new CliError(listenFailure(e, opts))
  })
  process.stdout.write(banner(server))
  await new Promise<void>((resolve) => {
    let firstAt: number | undefined
    const onSignal = (signal: NodeJS.Signals) => {
      if (firstAt === undefined) {
        firstAt = Date.now()
        process.stdout.write(`${t("serve.finishing", { signal })}\n`)
        void server.close().then(() => {
          programme.close()
          process.stdout.write(`${t("serve.stopped")}\n`)
          resolve()
        })
        return
      }
      // One Ctrl-C can arrive twice: from the terminal, and again from a parent that passes it on
      // (npm, bin/vitrine.mjs under an older Node). A second press, later, means "now".
      if (Date.now() - firstAt < repeatedSignalMs) return
      process.stdout.write(`${t("serve.stoppingNow", { signal })}\n`)
      process.exit(signal === "SIGINT" ? 130 : 143)
    }
    // Listening to every signal, not once: without a listener, a repeat would kill mid-commit.
    process.on("SIGINT", onSignal)
    process.on("SIGTERM", onSignal)
  })
}

/** A signal this soon after the first is the same Ctrl-C passed on by a parent process. */
const repeatedSignalMs = 1_000

export const serveCommand = withDb(
  new Command("serve").description(t("serve.description")).addOption(portOption()).addOption(hostOption())
).action(
  action(async (opts: { db: string; port: number; host: string }) => {
    const programme = openExisting(opts.db, "full")
    await serveUntilSignal(programme, opts, (s) => `${t("serve.listening", { url: s.url })}\n`)
  })
)
