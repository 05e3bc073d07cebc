// The real server over an empty database, for the web bench: the learner app's files are what
// is measured. Prints `{"url"}` then `ready`. Usage: node bench/lib/webServer.ts <db> [now]
// (`now`, ISO: the server's business time, for a demo built `--at` a fixed day).
import { startServer } from "../../adapters/http/server.ts"
import { Programme } from "../../adapters/programme/Programme.ts"

const [path, at] = process.argv.slice(2)
if (!path) throw new Error("usage: webServer <db> [now]")
const programme = Programme.open(path)
const server = await startServer({ programme, port: 0, host: "127.0.0.1", log: () => {}, ...(at === undefined ? {} : { now: () => Date.parse(at) }) })
console.log(JSON.stringify({ url: server.url }))
console.log("ready")
