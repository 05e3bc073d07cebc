// Preloaded by hand (`node --require`) into an import run by importOnce.ts: in the import's writer
// thread only, records every SQLite statement it runs — method, SQL and parameters, its BEGINs and
// COMMITs included — into WRITER_RECORD_FILE, one v8-serialized array per transaction behind its
// length, and the file as the first statement found it into WRITER_RECORD_FILE.start.db.
// replayWriter.ts then runs them again alone: what SQLite costs the import's writes, in the
// import's order, with nothing else on the machine.
const { inImportWriter, wrapStatements } = require("./importWriterStatements.cjs")

const file = process.env.WRITER_RECORD_FILE
if (file && inImportWriter()) {
  const { closeSync, openSync, writeFileSync, writeSync } = require("node:fs")
  const { serialize } = require("node:v8")
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
  wrapStatements(["run", "get", "all", "iterate"], (original, method) =>
    function (...params) {
      if (!started) {
        started = true
        writeFileSync(`${file}.start.db`, this.database.serialize())
      }
      transaction.push([method, this.source, params])
      const result = original.apply(this, params)
      if (this.source === "COMMIT") flush()
      return result
    }
  )
  process.on("exit", () => {
    if (transaction.length > 0) flush()
    closeSync(fd)
  })
}
