// Shared by the bench's `--require` preloads (writerClock.cjs, writerRecorder.cjs): `--require`,
// unlike `--import`, also runs in worker threads, so a preload can reach the import's writer
// thread. CommonJS because a `--require` preload must be.
const { isMainThread, workerData } = require("node:worker_threads")

/** Whether this thread is an import's writer (importWriter.ts, started by importPipeline.ts). */
const inImportWriter = () =>
  !isMainThread && workerData !== null && typeof workerData === "object" && /importWriter\.(ts|mjs)$/.test(String(workerData.entry ?? ""))

/**
 * Replaces better-sqlite3's `Statement` methods in this thread with `wrap(original, method)`:
 * every statement the thread runs, BEGIN and COMMIT included (better-sqlite3 runs them as
 * statements), goes through it.
 */
const wrapStatements = (methods, wrap) => {
  const Database = require("better-sqlite3")
  const probe = new Database(":memory:")
  const statement = Object.getPrototypeOf(probe.prepare("SELECT 1"))
  probe.close()
  for (const method of methods) statement[method] = wrap(statement[method], method)
}

module.exports = { inImportWriter, wrapStatements }
