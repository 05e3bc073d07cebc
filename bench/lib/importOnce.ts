// Imports one fixture into a fresh file as `vitrine import` does, then measures the raw write
// ceiling of the same commands: for profiling, e.g.
//   node_modules/.bin/node --cpu-prof bench/lib/importOnce.ts F.ndjson /tmp/x.db [batchSize]
// Prints the rate every 50,000 lines (EVERY=n), /proc/self/io counts and CPU; COUNT=1 counts the SQL
// statements run, DEFER=1 defers the deferrable indexes, CEILING=0 skips the ceiling,
// AUTOCHECKPOINT=n sets wal_autocheckpoint (0: none during the import), PROFILE=from-to profiles
// the deciding thread over those lines.
import Database from "better-sqlite3"
import { readFileSync, writeFileSync } from "node:fs"
import { Session } from "node:inspector"
import { Programme } from "../../adapters/programme/Programme.ts"
import { commandsPerTransaction, deferrable, importCommands, worthPipelining } from "../../adapters/programme/importer.ts"
import { fieldCheckOf, items } from "../../cli/fixtureItems.ts"
import { ignoredFieldsTally } from "../../cli/unknownFields.ts"
import { openNdjson } from "../../cli/ndjson.ts"
import { rawWriteCeiling } from "./rawWriteCeiling.ts"
import { removeDatabase } from "./scratchDatabase.ts"

// COUNT=1: counts the SQL statements run (better-sqlite3 runs savepoints and commits as statements too).
const counted = { run: 0, get: 0, all: 0, iterate: 0 }
if (process.env["COUNT"]) {
  const proto = Object.getPrototypeOf(new Database(":memory:").prepare("SELECT 1")) as Record<string, (...a: Array<unknown>) => unknown>
  for (const m of ["run", "get", "all", "iterate"] as const) {
    const original = proto[m]!
    proto[m] = function (this: unknown, ...a: Array<unknown>) {
      counted[m] += 1
      return original.apply(this, a)
    }
  }
}
process.on("exit", () => {
  if (process.env["COUNT"]) console.log(`statements: ${JSON.stringify(counted)}`)
})
const [fixture, dbPath, batch] = process.argv.slice(2)
if (!fixture || !dbPath) throw new Error("usage: importOnce.ts <fixture> <db> [batchSize]")
removeDatabase(dbPath)
const programme = Programme.open(dbPath, { durability: "normal" })
// SECURE_DELETE=0: measures what erasure's secure_delete (always on) costs an import.
if (process.env["SECURE_DELETE"] === "0") programme.db.pragma("secure_delete = OFF")
if (process.env["AUTOCHECKPOINT"]) programme.db.pragma(`wal_autocheckpoint = ${process.env["AUTOCHECKPOINT"]}`)
const stream = await openNdjson([fixture])
// PROFILE=from-to: profiles this (deciding) thread from about line `from` to about line `to`,
// into deciding-<from>-<to>.cpuprofile: a stretch of a long import, without the rest.
const profiled = process.env["PROFILE"]?.split("-").map(Number)
const session = profiled ? new Session() : undefined
session?.connect()
let profiling = false
const stopProfile = () => {
  if (!session || !profiled || !profiling) return
  profiling = false
  session.post("Profiler.stop", (error, result) => {
    if (!error) writeFileSync(`deciding-${profiled[0]}-${profiled[1]}.cpuprofile`, JSON.stringify(result.profile))
  })
}
const profileAt = (lines: number) => {
  if (!session || !profiled) return
  if (!profiling && lines >= profiled[0]! && lines < profiled[1]!) {
    profiling = true
    session.post("Profiler.enable")
    session.post("Profiler.start")
  } else if (lines >= profiled[1]!) stopProfile()
}
const microseconds = (u: NodeJS.CpuUsage) => u.user + u.system
const cpu = process.cpuUsage()
// This thread decides (the writer is a worker thread when pipelined): its own CPU, apart from the writer's.
const threadCpu = process.threadCpuUsage()
const started = performance.now()
let last = started
let lastCpu = process.cpuUsage()
let lastLines = 0
let lastThread = process.threadCpuUsage()
// PIPELINE=0 or 1: without or with the writer thread (as `vitrine import` decides unless told).
const pipeline = process.env["PIPELINE"] === undefined ? worthPipelining(stream.totalBytes) : process.env["PIPELINE"] === "1"
const summary = await importCommands(programme, items(stream, fieldCheckOf(programme, ignoredFieldsTally().found)), {
  ...(batch ? { batchSize: Number(batch) } : {}),
  // STATES=n: the folded states the import keeps (bulkStateCacheLimit unless told).
  ...(process.env["STATES"] ? { stateCacheLimit: Number(process.env["STATES"]) } : {}),
  // DEFER=1: as `vitrine import` does for a file large beside the database.
  ...(process.env["DEFER"] ? { deferIndexes: deferrable } : {}),
  pipeline,
  onBatch: (p) => {
    profileAt(p.lines)
    if (p.lines - lastLines >= Number(process.env["EVERY"] ?? 50_000)) {
      const now = performance.now()
      const c = process.cpuUsage(lastCpu)
      const d = process.threadCpuUsage(lastThread)
      const perLine = (u: NodeJS.CpuUsage) => (microseconds(u) / (p.lines - lastLines)).toFixed(0)
      console.log(`${p.lines}: ${Math.round(((p.lines - lastLines) / (now - last)) * 1000)} cmd/s, ${perLine(c)} µs CPU/cmd (deciding thread ${perLine(d)}), rss ${Math.round(process.memoryUsage().rss / 1048576)} MB, heap ${Math.round(process.memoryUsage().heapUsed / 1048576)} MB`)
      last = now
      lastCpu = process.cpuUsage()
      lastThread = process.threadCpuUsage()
      lastLines = p.lines
    }
  }
})
// A file shorter than `to`: the stretch ends with it.
stopProfile()
const seconds = (performance.now() - started) / 1000
const used = process.cpuUsage(cpu)
const decided = process.threadCpuUsage(threadCpu)
programme.close()
const io = Object.fromEntries(readFileSync("/proc/self/io", "utf8").trim().split("\n").map((l) => l.split(": ")).map(([k, v]) => [k, Number(v)]))
console.log(`io: ${io["syscr"]} read() (${Math.round(io["rchar"] / 1048576)} MB), ${io["syscw"]} write() (${Math.round(io["wchar"] / 1048576)} MB); user ${(used.user / 1e6).toFixed(1)} s, sys ${(used.system / 1e6).toFixed(1)} s`)
console.log(`import: ${summary.lines} lines in ${seconds.toFixed(1)} s = ${Math.round(summary.lines / seconds)} cmd/s, CPU ${(microseconds(used) / 1e6).toFixed(1)} s; deciding thread ${(microseconds(decided) / 1e6).toFixed(1)} s; accepted ${summary.accepted}, rejected ${summary.rejected}`)
if (process.env["CEILING"] !== "0") {
  // The import's own commit size, as `npm run bench -- cli` measures it.
  const ceiling = rawWriteCeiling(dbPath, { perTransaction: commandsPerTransaction(pipeline, batch ? Number(batch) : undefined) })
  console.log(`ceiling: ${Math.round(ceiling.commandsPerSecond)} cmd/s; ratio ${(summary.lines / seconds / ceiling.commandsPerSecond).toFixed(2)}`)
}
