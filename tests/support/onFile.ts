import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import Database from "better-sqlite3"
import { drizzle } from "drizzle-orm/better-sqlite3"
import { scenario, type Scenario } from "./scenario.ts"

/**
 * A scenario over a real SQLite file in a fresh temporary folder: projection tests read the
 * tables the way the server will, and `reopen` proves the rows were committed to the file.
 */
export class OnFile {
  readonly dir = mkdtempSync(join(tmpdir(), "vitrine-projection-"))
  readonly path = join(this.dir, "vitrine.db")
  readonly s: Scenario = scenario(this.path)
  private readers: Array<Database.Database> = []

  /** Drizzle over the live connection. */
  get orm() {
    return drizzle(this.s.programme.db)
  }

  /** A second, read-only connection to the file: sees only what was committed. */
  reopen() {
    const db = new Database(this.path, { readonly: true })
    this.readers.push(db)
    return drizzle(db)
  }

  remove(): void {
    for (const r of this.readers) r.close()
    this.s.close()
    rmSync(this.dir, { recursive: true, force: true })
  }
}
