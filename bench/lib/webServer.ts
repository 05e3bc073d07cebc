// The real server over an empty database, for the web bench: the learner app's files are what
// is measured. Prints `{"url"}` then `ready`. Usage: node bench/lib/webServer.ts <db>
import { startServer } from "../../adapters/http/server.ts"
import { Programme } from "../../adapters/programme/Programme.ts"

const path = process.argv[2]
if (!path) throw new Error("usage: webServer <db>")
const programme = Programme.open(path)
const server = await startServer({ programme, port: 0, host: "127.0.0.1", log: () => {} })
console.log(JSON.stringify({ url: server.url }))
console.log("ready")
