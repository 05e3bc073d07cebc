import { describe, expect, it } from "vitest"
import { IDLE, idleMarks } from "../../../adapters/programme/idleMarks.ts"

/** A source that gives `before`, then waits until `release` is called, then gives `after`. */
const stalling = <T>(before: ReadonlyArray<T>, after: ReadonlyArray<T>) => {
  let release = () => {}
  const gate = new Promise<void>((resolve) => (release = resolve))
  async function* source() {
    yield* before
    await gate
    yield* after
  }
  return { source: source(), release }
}

const collect = async <T>(items: AsyncIterable<T>): Promise<Array<T>> => {
  const seen: Array<T> = []
  for await (const item of items) seen.push(item)
  return seen
}

describe("idleMarks", () => {
  it("marks a stall once, where it happened, and passes every item through in order", async () => {
    const { source, release } = stalling(["a", "b"], ["c"])
    const seen: Array<string | typeof IDLE> = []
    for await (const item of idleMarks(source, 20)) {
      seen.push(item)
      // The reader acts on the mark (an import commits) while the source is still quiet.
      if (item === IDLE) setTimeout(release, 100)
    }
    expect(seen).toEqual(["a", "b", IDLE, "c"])
  })

  it("marks nothing in a source that never waits", async () => {
    async function* quick() {
      for (let i = 0; i < 1_000; i++) yield i
    }
    expect(await collect(idleMarks(quick(), 5))).toEqual([...Array(1_000).keys()])
  })

  it("lets its reader stop at a mark without waiting for the quiet source", async () => {
    const { source } = stalling(["a"], ["never"])
    const seen: Array<string | typeof IDLE> = []
    for await (const item of idleMarks(source, 10)) {
      seen.push(item)
      if (item === IDLE) break
    }
    expect(seen).toEqual(["a", IDLE])
  })
})
