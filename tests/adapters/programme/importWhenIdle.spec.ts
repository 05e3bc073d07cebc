import { readFileSync } from "node:fs"
import { join } from "node:path"
import Database from "better-sqlite3"
import { afterAll, describe, expect, it } from "vitest"
import { importCommands } from "../../../adapters/programme/importer.ts"
import { Programme } from "../../../adapters/programme/Programme.ts"
import { items } from "../../../cli/fixtureItems.ts"
import type { NdjsonItem, NdjsonStream } from "../../../cli/ndjson.ts"
import { root } from "../../support/cli.ts"
import { tempDir } from "../../support/tmp.ts"

const dir = tempDir("vitrine-import-idle-")
const lines = readFileSync(join(root, "fixtures", "scenarios", "small.ndjson"), "utf8").trim().split("\n")
const programmes: Array<Programme> = []
afterAll(() => programmes.forEach((p) => p.close()))

/** The fixture's first `given` lines, then nothing until `release`, as a pipe fed slowly. */
const slowPipe = (given: number) => {
  let release = () => {}
  const gate = new Promise<void>((resolve) => (release = resolve))
  const item = (text: string, i: number): NdjsonItem => ({ file: "-", line: i + 1, value: JSON.parse(text) as unknown })
  const stream: NdjsonStream = {
    totalBytes: 0,
    textBytes: 0,
    sized: false,
    bytesRead: () => 0,
    close: () => {},
    async *[Symbol.asyncIterator]() {
      yield* lines.slice(0, given).map(item)
      await gate
      yield* lines.slice(given).map((text, i) => item(text, given + i))
    }
  }
  return { stream, release }
}

/** Commands another connection sees committed, as the server would. */
const committed = (path: string): number => {
  const other = new Database(path, { readonly: true })
  try {
    return other.prepare("SELECT count(*) FROM commands").pluck().get() as number
  } finally {
    other.close()
  }
}

const waitFor = async (condition: () => boolean, ms: number): Promise<boolean> => {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 20))) if (condition()) return true
  return condition()
}

describe("an import from a pipe that goes quiet", () => {
  it("commits what the pipe gave once it waits, then goes on as one import", async () => {
    const path = join(dir, "slow.db")
    const programme = Programme.open(path)
    programmes.push(programme)
    const { stream, release } = slowPipe(10)
    const done = importCommands(programme, items(stream), { commitWhenIdleMs: 50 })
    // 10 lines are far below a batch: without the idle commit they would wait for the pipe's end.
    const seen = await waitFor(() => committed(path) === 10, 5_000)
    release()
    const summary = await done
    expect(seen).toBe(true)
    expect(summary.lines).toBe(lines.length)
    expect(committed(path)).toBe(lines.length)
  })
})
