// The server the group-commit crash test kills: a database already loaded, served on a free
// port; prints `{"url", "token"}` (a superuser's token) and then `ready`.
// Usage: node tests/support/adminServe.ts <db> <userId>
import { Context } from "effect"
import { startServer } from "../../adapters/http/server.ts"
import { ServerContext } from "../../adapters/http/ServerContext.ts"
import { Programme } from "../../adapters/programme/Programme.ts"

const [path, userId] = process.argv.slice(2)
if (!path || !userId) throw new Error("usage: adminServe <db> <userId>")
const programme = Programme.open(path)
const server = await startServer({ programme, port: 0, host: "127.0.0.1", log: () => {}, now: () => Date.parse("2026-02-15T12:00:00-03:00") })
const token = Context.get(server.context, ServerContext).tokens.issue(userId, "crash-test").accessToken
console.log(JSON.stringify({ url: server.url, token }))
console.log("ready")
