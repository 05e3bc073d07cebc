// Runs again, alone, every statement an import's writer thread ran (recorded by
// writerRecorder.cjs), into a copy of the file as its first statement found it, with the writer's
// pragmas, page cache and memory map; then the deferred indexes the import built at its end; then
// the raw write ceiling of the imported file, as `npm run bench -- cli` measures it. Prints the
// statements' time beside that ceiling, for the import's commands:
//   WRITER_RECORD_FILE=/tmp/w.rec DEFER=1 CEILING=0 node --require ./bench/lib/writerRecorder.cjs bench/lib/importOnce.ts F.ndjson /tmp/x.db
//   node bench/lib/replayWriter.ts /tmp/w.rec /tmp/x.db
import Database from "better-sqlite3"
import { closeSync, copyFileSync, openSync, readSync } from "node:fs"
import { deserialize } from "node:v8"
import { bulkCacheKib, useMemoryMap } from "../../adapters/store/database.ts"
import { buildDeferredIndexes } from "../../adapters/store/deferredIndexes.ts"
import { pipelinedBatchSize } from "../../adapters/programme/importer.ts"
import { rawWriteCeiling } from "./rawWriteCeiling.ts"
import { openWriter, removeDatabase } from "./scratchDatabase.ts"
import { preparedOnce } from "./statementFloor.ts"

type Recorded = [method: "run" | "get" | "all" | "iterate", sql: string, params: Array<unknown>]

const [recording, imported] = process.argv.slice(2)
if (!recording || !imported) throw new Error("usage: replayWriter.ts <recording> <imported db>")

const path = `${imported}.replay`
removeDatabase(path)
copyFileSync(`${recording}.start.db`, path)
const db = openWriter(path, { cacheKib: bulkCacheKib })
useMemoryMap(db)
const statementOf = preparedOnce(db)

/** One transaction's statements at a time, read outside the clock. */
function* transactions(): Generator<Array<Recorded>> {
  const fd = openSync(recording!, "r")
  const length = Buffer.alloc(4)
  let at = 0
  for (;;) {
    if (readSync(fd, length, 0, 4, at) < 4) break
    const bytes = Buffer.alloc(length.readUInt32LE(0))
    readSync(fd, bytes, 0, bytes.length, at + 4)
    at += 4 + bytes.length
    yield deserialize(bytes) as Array<Recorded>
  }
  closeSync(fd)
}

let seconds = 0
let statements = 0
let commits = 0
for (const transaction of transactions()) {
  // Prepared outside the clock, as the writer prepares each statement once.
  for (const [, sql] of transaction) statementOf(sql)
  const start = performance.now()
  for (const [method, sql, params] of transaction) {
    const s = statementOf(sql)
    // `db.pragma` reads with `all` even a pragma that sets and answers nothing.
    if (!s.reader) s.run(...params)
    else if (method === "iterate") for (const _ of s.iterate(...params)) void _
    else s[method](...params)
  }
  seconds += (performance.now() - start) / 1000
  statements += transaction.length
  commits += transaction.filter(([, sql]) => sql === "COMMIT").length
}
const indexStart = performance.now()
buildDeferredIndexes(db)
const indexSeconds = (performance.now() - indexStart) / 1000

// The replay must end as the import did: the same rows in every table.
const tables = db.prepare<[], string>("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").pluck().all()
const counts = (d: Database.Database) => tables.map((t) => `${t}=${d.prepare(`SELECT count(*) FROM "${t}"`).pluck().get()}`).join(" ")
const replayed = counts(db)
db.close()
removeDatabase(path)
const source = new Database(imported, { readonly: true })
const original = counts(source)
const commands = source.prepare<[], number>("SELECT count(*) FROM commands").pluck().get()!
source.close()
if (replayed !== original) throw new Error(`the replay did not end as the import did:\n${replayed}\n${original}`)

const ceiling = rawWriteCeiling(imported, { perTransaction: pipelinedBatchSize, cacheKib: bulkCacheKib })
const fmt = (n: number) => Math.round(n).toLocaleString("en-US")
const rate = commands / seconds
const withIndexes = commands / (seconds + indexSeconds)
console.log(
  `the writer's ${fmt(statements)} statements (${fmt(commits)} commits), replayed alone: ${seconds.toFixed(1)} s = ${fmt(rate)} commands/s, ` +
    `${(rate / ceiling.commandsPerSecond).toFixed(2)} of the raw write ceiling measured right after (${fmt(ceiling.commandsPerSecond)} commands/s); ` +
    `with the deferred indexes built at the end (${indexSeconds.toFixed(1)} s): ${fmt(withIndexes)} commands/s, ${(withIndexes / ceiling.commandsPerSecond).toFixed(2)} of it. Tables as the import left them: ${replayed}`
)
