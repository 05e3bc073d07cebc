// A server for the api bench, in a process of its own so the load generator does not share
// its thread. `vitrine`: the real server over the database; `bare`: node:http answering one
// list's SQL (the ceiling). Prints `{"url", "token"}` then `ready`.
// Usage: node bench/lib/apiServer.ts vitrine <db> <userId> | bare <db> <sql-json>
import { createServer } from "node:http"
import Database from "better-sqlite3"
import { Context } from "effect"
import { startServer } from "../../adapters/http/server.ts"
import { ServerContext } from "../../adapters/http/ServerContext.ts"
import { Programme } from "../../adapters/programme/Programme.ts"

const [mode, path, arg] = process.argv.slice(2)
if (!path || !arg) throw new Error("usage: apiServer vitrine <db> <userId> | bare <db> <sql-json>")

if (mode === "vitrine") {
  // Default durability: FULL, as `vitrine serve` opens it.
  const programme = Programme.open(path)
  const server = await startServer({ programme, port: 0, host: "127.0.0.1", log: () => {} })
  const token = Context.get(server.context, ServerContext).tokens.issue(arg, "bench").accessToken
  console.log(JSON.stringify({ url: server.url, token }))
} else {
  const { page, count, name } = JSON.parse(arg) as { page: { sql: string; params: Array<unknown> }; count: { sql: string; params: Array<unknown> }; name: string }
  const db = new Database(path, { readonly: true })
  const pageQuery = db.prepare(page.sql)
  const countQuery = db.prepare(count.sql).pluck()
  const server = createServer((_req, res) => {
    const rows = pageQuery.all(...page.params)
    const total = countQuery.get(...count.params) as number
    res.writeHead(200, { "content-type": "application/json", "content-range": `${name} 0-${rows.length - 1}/${total}` })
    res.end(JSON.stringify(rows))
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const address = server.address() as { port: number }
  console.log(JSON.stringify({ url: `http://127.0.0.1:${address.port}`, token: "" }))
}
console.log("ready")
