// One of the processes of the multi-process tests: opens the file, appends to a stream it
// shares with the other writers and to one of its own, then prints how it went.
// Usage: node tests/support/concurrentWriter.ts <db> <writer> <appends> <writers>
import { existsSync, writeFileSync } from "node:fs"
import { openDatabase } from "../../adapters/store/database.ts"
import { SqliteEventLog } from "../../adapters/store/SqliteEventLog.ts"

const [path, writer, appends, writers] = process.argv.slice(2)
if (!path || !writer || !appends || !writers) throw new Error("usage: concurrentWriter <db> <writer> <appends> <writers>")

// The writers start together, so that opening the file (creating the schema, the first time)
// and their appends really overlap. A clock time to start at was not enough on a loaded machine,
// where a process could take longer to start than the other took to finish: each says it is
// ready, then waits for every other one.
writeFileSync(`${path}.ready-${writer}`, "")
const others = writers.split(",")
while (!others.every((w) => existsSync(`${path}.ready-${w}`))) await new Promise((resolve) => setTimeout(resolve, 1))
const log = new SqliteEventLog(openDatabase(path, { durability: "normal" }))

let own = 0
for (let i = 0; i < Number(appends); i++) {
  const event = (k: number) => ({ eventId: `${writer}-${i}-${k}`, type: "Added", data: { n: 1 }, metadata: { commandId: `${writer}-${i}` } })
  log.append(
    [
      { streamId: "shared", expected: "any", events: [event(0)] },
      { streamId: `own-${writer}`, expected: own, events: [event(1), event(2)] }
    ],
    { commandId: `${writer}-${i}` }
  )
  own += 2
  // Pause now and then, as a real client does between requests: SQLite's lock is not fair, and a
  // writer that never lets go could keep the other waiting for the whole run.
  if (i % 50 === 49) await new Promise((resolve) => setTimeout(resolve, 2))
}
log.db.close()
console.log(JSON.stringify({ writer, appends: Number(appends) }))
