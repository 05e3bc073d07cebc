// A server for the api bench, in a process of its own so the load generator does not share
// its thread. `vitrine`: the real server over the database, with an access token for each user
// named and the business time `now` (ISO) if given; `bare`: node:http answering one list's SQL
// (the ceiling). Prints `{"url", "tokens"}` then `ready`; on SIGTERM prints how its commands
// were grouped and the CPU it spent (`{"groups", "commands", "cpuMs"}`) and exits.
// `range`: node:http answering a `Range: bytes=a-b` of one file with fs.createReadStream (issue 43's ceiling).
// Usage: node bench/lib/apiServer.ts vitrine <db> <userId,userId…> [now] | bare <db> <sql-json> | range <file> <content-type>
import { createReadStream, statSync } from "node:fs"
import { createServer } from "node:http"
import Database from "better-sqlite3"
import { Context } from "effect"
import { groupCommitOf } from "../../adapters/http/groupCommit.ts"
import { startServer } from "../../adapters/http/server.ts"
import { ServerContext } from "../../adapters/http/ServerContext.ts"
import { Programme } from "../../adapters/programme/Programme.ts"

const [mode, path, arg, at] = process.argv.slice(2)
if (!path || !arg) throw new Error("usage: apiServer vitrine <db> <userIds> [now] | bare <db> <sql-json>")

let stats = () => ({})
if (mode === "vitrine") {
  // Default durability: FULL, as `vitrine serve` opens it.
  const programme = Programme.open(path)
  const now = at === undefined ? Date.now : () => Date.parse(at)
  const server = await startServer({ programme, port: 0, host: "127.0.0.1", log: () => {}, now })
  const { tokens } = Context.get(server.context, ServerContext)
  // One transaction for them all: thousands of fsync'd token commits would take longer than the bench.
  const issued = programme.db.transaction(() => arg.split(",").map((userId) => tokens.issue(userId, "bench").accessToken))()
  const committer = groupCommitOf(programme)
  const cpu = process.cpuUsage()
  // The CPU this process spent since it listened (its work per command), and the commits it made.
  stats = () => {
    const used = process.cpuUsage(cpu)
    return { groups: committer.groups, commands: committer.commands, cpuMs: (used.user + used.system) / 1000 }
  }
  console.log(JSON.stringify({ url: server.url, tokens: issued }))
} else if (mode === "range") {
  const size = statSync(path).size
  const server = createServer((req, res) => {
    const [, from = "0", to = ""] = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? "") ?? []
    const start = Number(from)
    const end = to === "" ? size - 1 : Math.min(Number(to), size - 1)
    res.writeHead(206, { "content-type": arg, "content-length": end - start + 1, "content-range": `bytes ${start}-${end}/${size}`, "accept-ranges": "bytes" })
    createReadStream(path, { start, end }).pipe(res)
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const address = server.address() as { port: number }
  console.log(JSON.stringify({ url: `http://127.0.0.1:${address.port}`, tokens: [] }))
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
  console.log(JSON.stringify({ url: `http://127.0.0.1:${address.port}`, tokens: [] }))
}
process.on("SIGTERM", () => {
  console.log(JSON.stringify(stats()))
  process.exit(0)
})
console.log("ready")
