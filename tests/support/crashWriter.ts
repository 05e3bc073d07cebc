// The process the crash test kills: appends multi-stream commands with command ids in a loop,
// some in batches sharing one transaction as an import does, under an inline projection.
// Usage: node tests/support/crashWriter.ts <db> <full|normal>
import { openDatabase } from "../../adapters/store/database.ts"
import { ProjectionEngine } from "../../adapters/store/projections.ts"
import { SqliteEventLog } from "../../adapters/store/SqliteEventLog.ts"
import { crashCommand } from "./crashPlan.ts"
import { totalsProjection } from "./totalsProjection.ts"

const [path, durability] = process.argv.slice(2)
if (!path || (durability !== "full" && durability !== "normal")) throw new Error("usage: crashWriter <db> <full|normal>")

const log = new SqliteEventLog(openDatabase(path, { durability }))
new ProjectionEngine(log, [totalsProjection("crash")]).start()
let k = log.db.prepare<[], number>("SELECT count(*) FROM commands").pluck().get() ?? 0
console.log("ready")

const next = () => {
  const command = crashCommand(k, (streamId) => log.streamVersion(streamId))
  log.append(command.append, { commandId: command.commandId })
  k += 1
}
for (;;) {
  if (k % 4 === 0) log.transaction(() => { for (let i = 0; i < 6; i++) next() })
  else next()
}
