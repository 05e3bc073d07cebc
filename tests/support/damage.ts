import { closeSync, openSync, writeSync } from "node:fs"
import Database from "better-sqlite3"

/**
 * Damages one page of a table in a closed database file: its cell pointers overwritten, as a bad
 * sector or a torn copy would leave them. `root` is the table's first page; `last leaf` the last
 * of its leaves (deep in a table of several pages, where a whole-file check names its tree).
 */
export const damageTable = (path: string, table: string, page: "root" | "last leaf" = "root"): void => {
  const db = new Database(path)
  let pageNo: number
  let pageSize: number
  try {
    pageNo = (
      page === "root"
        ? db.prepare("SELECT rootpage FROM sqlite_schema WHERE name = ?").pluck().get(table)
        : db.prepare("SELECT pageno FROM dbstat WHERE name = ? AND pagetype = 'leaf' ORDER BY pageno DESC LIMIT 1").pluck().get(table)
    ) as number
    pageSize = db.pragma("page_size", { simple: true }) as number
  } finally {
    db.close()
  }
  const fd = openSync(path, "r+")
  try {
    writeSync(fd, Buffer.alloc(64, 0xff), 0, 64, (pageNo - 1) * pageSize + 8)
  } finally {
    closeSync(fd)
  }
}
