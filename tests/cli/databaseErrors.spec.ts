import { join } from "node:path"
import Database from "better-sqlite3"
import { afterEach, describe, expect, it, vi } from "vitest"
import { action } from "../../cli/options.ts"
import { tempDir } from "../support/tmp.ts"

const dir = tempDir("vitrine-cli-db-errors-")

/** Runs an action as commander would, (options, command), and answers what it wrote on stderr. */
const run = async (options: { db: string }, body: () => void): Promise<string> => {
  const written: Array<string> = []
  const spy = vi.spyOn(process.stderr, "write").mockImplementation((chunk) => {
    written.push(String(chunk))
    return true
  })
  try {
    await action(async (_options: { db: string }, _command: unknown) => body())(options, {})
  } finally {
    spy.mockRestore()
  }
  return written.join("")
}

afterEach(() => {
  process.exitCode = undefined
})

describe("SQLite failing half-way through a command", () => {
  it("says the command's database's disk is full, in the operator's words, exit 1", async () => {
    const path = join(dir, "full.db")
    const db = new Database(path)
    // A file that may not grow past a few pages fails as a full disk does: SQLITE_FULL.
    db.pragma("max_page_count = 8")
    db.exec("CREATE TABLE t (x BLOB)")
    const insert = db.prepare("INSERT INTO t VALUES (randomblob(4000))")
    const said = await run({ db: path }, () => {
      for (;;) insert.run()
    })
    db.close()
    expect(said).toBe(`vitrine: the disk holding ${path} is full: free some space and run the command again (nothing half-done was kept)\n`)
    expect(process.exitCode).toBe(1)
  })

  it("leaves any other failure to the unexpected-error line", async () => {
    const said = await run({ db: join(dir, "any.db") }, () => {
      throw new Error("a bug")
    })
    expect(said).toBe("vitrine: unexpected error: a bug (set VITRINE_DEBUG=1 to see where it happened)\n")
  })
})
