// Preloaded into the bench (`node --require`): in the import's writer thread only, clocks every
// SQLite statement it runs — its INSERTs, UPDATEs, reads (`get`, `all`), and its BEGINs and COMMITs
// (a COMMIT's WAL writes and checkpoints with it) — and at the thread's end writes the total, the
// statement count and the thread's CPU time to WRITER_CLOCK_FILE as JSON. Wall time inside the
// statements, in the import's own order: the thread may be descheduled in one (two cores, two
// threads and the collectors' helpers), and its own work between them cools the CPU caches, so it
// reads higher than the same statements run alone (replayWriter.ts).
const { inImportWriter, wrapStatements } = require("./importWriterStatements.cjs")

const file = process.env.WRITER_CLOCK_FILE
if (file && inImportWriter()) {
  const { writeFileSync } = require("node:fs")
  let nanoseconds = 0n
  let statements = 0
  wrapStatements(["run", "get", "all"], (original) =>
    function (...params) {
      const start = process.hrtime.bigint()
      try {
        return original.apply(this, params)
      } finally {
        nanoseconds += process.hrtime.bigint() - start
        statements += 1
      }
    }
  )
  process.on("exit", () => {
    const cpu = process.threadCpuUsage()
    writeFileSync(file, JSON.stringify({ sqlSeconds: Number(nanoseconds) / 1e9, statements, cpuSeconds: (cpu.user + cpu.system) / 1e6 }))
  })
}
