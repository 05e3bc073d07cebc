import { join } from "node:path"
import { Programme } from "../../adapters/programme/Programme.ts"
import { startServer, type RunningServer } from "../../adapters/http/server.ts"
import { ServerContext } from "../../adapters/http/ServerContext.ts"
import { Context } from "effect"
import { importFiles } from "../../cli/commands/import.ts"
import { tempDir } from "./tempDir.ts"

const root = join(import.meta.dirname, "..", "..")
export const fixtures = {
  /** Four BR accounts (`adm` admin, learners `u1`, `u2`, `u3`), one campaign: fast to load. */
  small: join(root, "fixtures", "scenarios", "small.ndjson"),
  /** The whole demo programme (~10k commands, a few seconds). */
  demo: join(root, "fixtures", "demo", "programme.ndjson")
} as const

export const testClient = { id: "test-client", secret: "test-secret" } as const

export interface TestServer {
  readonly url: string
  readonly programme: Programme
  readonly server: RunningServer
  /** The request log's lines so far. */
  readonly logLines: Array<string>
  /** Passwords and OAuth clients: the client `test-client` / `test-secret` is registered. */
  readonly credentials: ServerContext["Service"]["credentials"]
  readonly tokens: ServerContext["Service"]["tokens"]
  /** A fresh access token for a user, straight from the token store (no password needed). */
  readonly tokenFor: (userId: string) => string
  /** `fetch` relative to the server, with `Authorization: Bearer` when `as` names a user. */
  readonly fetch: (path: string, init?: RequestInit & { as?: string }) => Promise<Response>
  readonly close: () => Promise<void>
}

/**
 * The real server on 127.0.0.1 and a free port, over a temp SQLite file loaded with a fixture.
 * In a spec: `let s: TestServer; beforeAll(async () => { s = await startTestServer() }); afterAll(() => s.close())`.
 */
export const startTestServer = async (
  options: { fixture?: string | ReadonlyArray<string>; now?: () => number; attemptSweepMs?: number; loginLimits?: { perAccount?: number; perAddress?: number } } = {}
): Promise<TestServer> => {
  const tmp = tempDir("http")
  const programme = Programme.open(tmp.file("server"), { durability: "normal" })
  // Several fixtures load in order: a scenario on top of another (learning.ndjson over learner.ndjson).
  await importFiles(programme, typeof options.fixture === "string" ? [options.fixture] : [...(options.fixture ?? [fixtures.small])], { quiet: true })
  const logLines: Array<string> = []
  const server = await startServer({
    programme,
    port: 0,
    host: "127.0.0.1",
    log: (l) => logLines.push(l),
    ...(options.now ? { now: options.now } : {}),
    ...(options.attemptSweepMs !== undefined ? { attemptSweepMs: options.attemptSweepMs } : {}),
    ...(options.loginLimits ? { loginLimits: options.loginLimits } : {})
  })
  const { tokens, credentials } = Context.get(server.context, ServerContext)
  await credentials.addClient(testClient.id, testClient.secret)
  const tokenFor = (userId: string) => tokens.issue(userId, "test-client").accessToken
  return {
    url: server.url,
    programme,
    server,
    logLines,
    credentials,
    tokens,
    tokenFor,
    fetch: (path, init = {}) => {
      const { as, ...rest } = init
      const headers = new Headers(rest.headers)
      if (as !== undefined) headers.set("authorization", `Bearer ${tokenFor(as)}`)
      return fetch(server.url + path, { ...rest, headers })
    },
    close: async () => {
      await server.close()
      programme.close()
      tmp.remove()
    }
  }
}
