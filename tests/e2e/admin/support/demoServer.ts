import { execFileSync } from "node:child_process"
import { join } from "node:path"
import { startServer, type RunningServer } from "../../../../adapters/http/server.ts"
import { Programme } from "../../../../adapters/programme/Programme.ts"
import { tempDir } from "../../../support/tempDir.ts"

const root = join(import.meta.dirname, "..", "..", "..", "..")
/** The demo built at a fixed date, and the server's clock at noon (UTC−3) of that day. */
export const demoDay = "2026-02-15"
const noon = Date.parse(`${demoDay}T12:00:00-03:00`)

export interface DemoServer {
  readonly url: string
  readonly programme: Programme
  readonly close: () => Promise<void>
}

/**
 * The real server (127.0.0.1, a free port) over a fresh demo database built by the CLI as an
 * operator would (`vitrine demo --at`), with its logins (password Vitrine-2026, client admin-web).
 */
export const startDemoServer = async (): Promise<DemoServer> => {
  const tmp = tempDir("e2e-admin")
  const db = tmp.file("demo")
  execFileSync(process.execPath, [join(root, "dist", "vitrine.mjs"), "demo", "--db", db, "--at", demoDay, "--no-serve", "--json"], {
    stdio: "ignore",
    env: { ...process.env, VITRINE_LOCALE: "en-US" }
  })
  const programme = Programme.open(db)
  const server: RunningServer = await startServer({ programme, port: 0, host: "127.0.0.1", log: () => {}, now: () => noon })
  return {
    url: server.url,
    programme,
    close: async () => {
      await server.close()
      programme.close()
      tmp.remove()
    }
  }
}
