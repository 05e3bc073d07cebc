import type Database from "better-sqlite3"

/** Pages a backup step copies while nobody writes: 100 MB of 4 KB pages, a fraction of a second. */
export const backupStepPages = 25_600

/** Every page left, in one step. */
const wholeFile = 0x7fffffff

/**
 * Copies a database with SQLite's online backup into `target`, in steps, so that the event loop
 * turns between them (a Ctrl-C is heard, and its handler can remove the half-made file). SQLite
 * starts a step-wise backup again from the first page whenever another connection writes between
 * two steps: beside a server writing a few times a second, better-sqlite3's 100-page steps never
 * ended. Once that happens, the rest is copied in one step, which is one snapshot while the
 * writers go on (WAL). Answers the pages copied.
 */
export const backupInSteps = async (db: Database.Database, target: string, stepPages = backupStepPages): Promise<{ readonly pages: number; readonly restarts: number }> => {
  let lastRemaining = Number.POSITIVE_INFINITY
  let restarts = 0
  const { totalPages } = await db.backup(target, {
    progress: ({ remainingPages }) => {
      if (remainingPages > lastRemaining) restarts += 1
      lastRemaining = remainingPages
      return restarts > 0 ? wholeFile : stepPages
    }
  })
  return { pages: totalPages, restarts }
}
