import { renameSync, rmSync } from "node:fs"
import { sayOnInterrupt } from "./interrupt.ts"

/**
 * A file written beside its target (`<target>.partial-<pid>`) and renamed over it once whole, so
 * that a failure or a Ctrl-C never leaves part of it under the target's name: the part is removed
 * (with SQLite's rollback journal, for a database), and an interrupt says `interrupted`.
 */
export const partialFile = (target: string, interrupted: () => string) => {
  // Beside "" is the working folder: a `.partial-<pid>` there was never renamed and got committed.
  if (target.trim() === "") throw new Error("partialFile: an empty target names no file")
  const path = `${target}.partial-${process.pid}`
  const remove = (): void => {
    for (const file of [path, `${path}-journal`]) rmSync(file, { force: true })
  }
  const quiet = sayOnInterrupt(interrupted, remove)
  return {
    path,
    /** Puts the whole file in the target's place. */
    commit: (): void => {
      renameSync(path, target)
      quiet()
    },
    /** Removes what was written. */
    discard: (): void => {
      remove()
      quiet()
    }
  }
}
