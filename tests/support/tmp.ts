import { afterAll } from "vitest"
import { tempDir as makeTempDir } from "./tempDir.ts"

/** A private temp directory for this spec file, removed when the file's tests end. */
export const tempDir = (prefix = "test"): string => {
  const tmp = makeTempDir(prefix.replace(/^vitrine-|-$/g, ""))
  afterAll(tmp.remove)
  return tmp.dir
}
