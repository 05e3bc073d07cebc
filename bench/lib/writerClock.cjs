// Preloaded into the bench (`node --require`, which, unlike `--import`, also runs in worker
// threads): in the import's writer thread only (importWriter.ts), clocks every SQLite statement it
// runs — its INSERTs, UPDATEs, reads (`get`, `all`), and the BEGINs and COMMITs better-sqlite3 runs
// as statements (a COMMIT's WAL writes and checkpoints with it) — and at the thread's end writes the
// total, the statement count and the thread's CPU time to WRITER_CLOCK_FILE as JSON. Wall time inside the
// statements, in the import's own order: the thread may be descheduled in one (two cores, two
// threads and the collectors' helpers), and its own work between them cools the CPU caches, so it
// reads higher than the same statements run alone (replayWriter.ts).
// CommonJS because a `--require` preload must be.
const { isMainThread, workerData } = require("node:worker_threads")

const entry = !isMainThread && workerData && typeof workerData.entry === "string" ? workerData.entry : ""
if (process.env.WRITER_CLOCK_FILE && /importWriter\.(ts|mjs)$/.test(entry)) {
  const { writeFileSync } = require("node:fs")
  const Database = require("better-sqlite3")
  const probe = new Database(":memory:")
  const statement = Object.getPrototypeOf(probe.prepare("SELECT 1"))
  probe.close()
  let nanoseconds = 0n
  let statements = 0
  for (const method of ["run", "get", "all"]) {
    const original = statement[method]
    statement[method] = function (...params) {
      const start = process.hrtime.bigint()
      try {
        return original.apply(this, params)
      } finally {
        nanoseconds += process.hrtime.bigint() - start
        statements += 1
      }
    }
  }
  process.on("exit", () => {
    const cpu = process.threadCpuUsage()
    writeFileSync(
      process.env.WRITER_CLOCK_FILE,
      JSON.stringify({ sqlSeconds: Number(nanoseconds) / 1e9, statements, cpuSeconds: (cpu.user + cpu.system) / 1e6 })
    )
  })
}
