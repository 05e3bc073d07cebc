import { afterAll, describe, expect, it } from "vitest"
import { deferrable } from "../../../adapters/programme/importer.ts"
import { Programme } from "../../../adapters/programme/Programme.ts"
import { deferIndexes } from "../../../adapters/store/deferredIndexes.ts"
import { tempDir } from "../../support/tempDir.ts"

const dir = tempDir("deferred-indexes")
afterAll(() => dir.remove())

const indexes = (programme: Programme) =>
  programme.db.prepare("SELECT name, tbl_name, sql FROM sqlite_schema WHERE type = 'index' ORDER BY name").raw().all()

describe("read-model indexes a bulk import deferred", () => {
  it("are built again at the next start when the import died before building them", () => {
    const path = dir.file("killed")
    const first = Programme.open(path)
    const before = indexes(first)
    // What an import does first; a SIGKILL right after leaves the file like this.
    expect(deferIndexes(first.db, deferrable)).toBe(deferrable.length)
    expect(indexes(first).length).toBe(before.length - deferrable.length)
    expect(first.db.prepare("SELECT count(*) FROM deferred_indexes").pluck().get()).toBe(deferrable.length)
    first.close()

    const next = Programme.open(path)
    try {
      expect(indexes(next)).toEqual(before)
      expect(next.db.prepare("SELECT count(*) FROM deferred_indexes").pluck().get()).toBe(0)
    } finally {
      next.close()
    }
  })

  it("names only indexes the read models have (a renamed one would stay maintained row by row, silently)", () => {
    const programme = Programme.open(dir.file("names"))
    try {
      const names = new Set(indexes(programme).map((row) => (row as Array<string>)[0]))
      expect(deferrable.filter((name) => !names.has(name))).toEqual([])
    } finally {
      programme.close()
    }
  })
})
