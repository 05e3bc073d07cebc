// Preloaded by hand (`node --require`, which also runs in worker threads) into an import run by
// importOnce.ts: in the import's writer thread only (importWriter.ts), records every SQLite
// statement it runs — method, SQL and parameters, the BEGINs and COMMITs better-sqlite3 runs as
// statements included — into WRITER_RECORD_FILE, one v8-serialized array per transaction behind
// its length, and the file as the first statement found it into WRITER_RECORD_FILE.start.db.
// replayWriter.ts then runs them again alone: what SQLite costs the import's writes, in the
// import's order, with nothing else on the machine. CommonJS because a `--require` preload must be.
const { isMainThread, workerData } = require("node:worker_threads")

const entry = !isMainThread && workerData && typeof workerData.entry === "string" ? workerData.entry : ""
const file = process.env.WRITER_RECORD_FILE
if (file && /importWriter\.(ts|mjs)$/.test(entry)) {
  const { closeSync, openSync, writeFileSync, writeSync } = require("node:fs")
  const { serialize } = require("node:v8")
  const Database = require("better-sqlite3")
  const probe = new Database(":memory:")
  const statement = Object.getPrototypeOf(probe.prepare("SELECT 1"))
  probe.close()
  const fd = openSync(file, "w")
  let transaction = []
  let started = false
  const flush = () => {
    const bytes = serialize(transaction)
    const length = Buffer.alloc(4)
    length.writeUInt32LE(bytes.length)
    writeSync(fd, length)
    writeSync(fd, bytes)
    transaction = []
  }
  for (const method of ["run", "get", "all", "iterate"]) {
    const original = statement[method]
    statement[method] = function (...params) {
      if (!started) {
        started = true
        writeFileSync(`${file}.start.db`, this.database.serialize())
      }
      transaction.push([method, this.source, params])
      const result = original.apply(this, params)
      if (this.source === "COMMIT") flush()
      return result
    }
  }
  process.on("exit", () => {
    if (transaction.length > 0) flush()
    closeSync(fd)
  })
}
