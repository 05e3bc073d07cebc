import { existsSync, readFileSync, writeFileSync } from "node:fs"

/** Replaces one suite's entry in the results file and leaves every other suite's as it was. */
export const mergeResults = (file: string, suite: string, results: unknown): void => {
  const previous: Record<string, unknown> = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {}
  writeFileSync(file, JSON.stringify({ ...previous, [suite]: results }, null, 2) + "\n")
}
