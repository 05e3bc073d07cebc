import { Command, InvalidArgumentError, Option } from "commander"
import { startServer, type RunningServer } from "../../adapters/http/server.ts"
import type { Programme } from "../../adapters/programme/Programme.ts"
import { action, CliError, openExisting, withDb } from "../options.ts"

export const portOption = () =>
  new Option("--port <port>", "TCP port (0 picks a free one)").default(8080).argParser((v) => {
    const n = Number(v)
    if (!Number.isInteger(n) || n < 0 || n > 65535) throw new InvalidArgumentError("a whole number from 0 to 65535")
    return n
  })
export const hostOption = () => new Option("--host <host>", "interface to listen on").default("127.0.0.1")

/**
 * Serves until SIGINT or SIGTERM, then stops accepting connections, lets the requests in
 * flight finish (their commits with them), closes the database and exits 0.
 */
export const serveUntilSignal = async (programme: Programme, opts: { port: number; host: string }, banner: (server: RunningServer) => string): Promise<void> => {
  const server = await startServer({ programme, port: opts.port, host: opts.host }).catch((e: unknown) => {
    programme.close()
    throw new CliError(`cannot listen on ${opts.host}:${opts.port}: ${(e as { cause?: Error }).cause?.message ?? String(e)}`)
  })
  process.stdout.write(banner(server))
  await new Promise<void>((resolve) => {
    const stop = (signal: string) => {
      process.stdout.write(`${signal}: finishing requests in flight…\n`)
      void server.close().then(() => {
        programme.close()
        process.stdout.write("stopped\n")
        resolve()
      })
    }
    process.once("SIGINT", () => stop("SIGINT"))
    process.once("SIGTERM", () => stop("SIGTERM"))
  })
}

export const serveCommand = withDb(
  new Command("serve").description("serve the API (and the web apps once built) over an existing database").addOption(portOption()).addOption(hostOption())
).action(
  action(async (opts: { db: string; port: number; host: string }) => {
    const programme = openExisting(opts.db, "full")
    await serveUntilSignal(programme, opts, (s) => `Vitrine listening on ${s.url} (API reference: ${s.url}/api/docs)\n`)
  })
)
