import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

/** A private directory for one spec file's SQLite files; `remove` it in `afterAll`. */
export const tempDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), `vitrine-${prefix}-`))
  let n = 0
  return {
    dir,
    /** A fresh database path inside the directory. */
    file: (name = "store") => join(dir, `${name}-${++n}.db`),
    remove: () => rmSync(dir, { recursive: true, force: true })
  }
}
