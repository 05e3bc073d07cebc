import { EventEmitter } from "node:events"
import { stripVTControlCharacters } from "node:util"
import { Text } from "ink"
import { describe, expect, it } from "vitest"
import { printJson, printMessage, printView, startProgress } from "../../cli/render.ts"
import { KeyValueTable } from "../../cli/ui/KeyValueTable.tsx"

class FakeStream extends EventEmitter {
  readonly chunks: string[] = []
  readonly columns = 100
  readonly rows = 40
  readonly isTTY: boolean
  constructor(isTTY: boolean) {
    super()
    this.isTTY = isTTY
  }
  // ink waits for write callbacks before it reports the app as unmounted.
  write = (chunk: string, ...rest: unknown[]): boolean => {
    this.chunks.push(chunk)
    const callback = rest.find((r) => typeof r === "function") as (() => void) | undefined
    if (callback) queueMicrotask(callback)
    return true
  }
  get text() {
    return stripVTControlCharacters(this.chunks.join(""))
  }
}

interface P {
  readonly done: number
  readonly total: number
}

const plainProgress = (stream: FakeStream, clock: { t: number }) =>
  startProgress<P>({
    view: (p) => <Text>{`${p.done}/${p.total}`}</Text>,
    line: (p) => `progress ${p.done}/${p.total}`,
    fraction: (p) => p.done / p.total,
    stream,
    interactive: false,
    now: () => clock.t
  })

describe("printView / printJson", () => {
  it("writes a view as plain aligned lines when the stream is not a terminal", () => {
    const out = new FakeStream(false)
    printView(<KeyValueTable entries={[{ label: "accepted", value: 1200 }, { label: "rejected", value: 3 }]} />, out)
    expect(out.chunks.join("")).toBe("accepted  1,200\nrejected      3\n")
  })

  it("writes one parseable JSON document", () => {
    const out = new FakeStream(false)
    printJson({ accepted: 2, rejected: [{ line: 3, commandId: "c", code: "x" }] }, out)
    expect(JSON.parse(out.chunks.join(""))).toEqual({ accepted: 2, rejected: [{ line: 3, commandId: "c", code: "x" }] })
  })
})

describe("startProgress without a terminal", () => {
  it("wraps a message between words on a terminal, and keeps it one line elsewhere", () => {
    const message = "the disk holding /srv/vitrine/data/vitrine.db is full: free some space and run the command again (nothing half-done was kept)"
    const terminal = new FakeStream(true)
    printMessage(message, terminal)
    const lines = terminal.text.trimEnd().split("\n")
    expect(lines.length).toBeGreaterThan(1)
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(100)
    // Every word whole: joined again, the lines are the message.
    expect(lines.join(" ")).toBe(`vitrine: ${message}`)
    const pipe = new FakeStream(false)
    printMessage(message, pipe)
    expect(pipe.text).toBe(`vitrine: ${message}\n`)
  })

  it("prints a plain line at each 5% step, not on every update", async () => {
    const out = new FakeStream(false)
    const clock = { t: 0 }
    const progress = plainProgress(out, clock)
    for (let done = 1; done <= 1000; done++) progress.update({ done, total: 1000 })
    await progress.done({ done: 1000, total: 1000 })
    const lines = out.text.trim().split("\n")
    expect(lines).toHaveLength(20) // 19 steps of 5%, then the final line once
    expect(lines[0]).toBe("progress 50/1000")
    expect(lines.at(-2)).toBe("progress 950/1000")
    expect(lines.at(-1)).toBe("progress 1000/1000")
  })

  it("prints every 2 s when the work moves slower than 5% per 2 s", () => {
    const out = new FakeStream(false)
    const clock = { t: 0 }
    const progress = plainProgress(out, clock)
    for (let s = 1; s <= 10; s++) {
      clock.t = s * 1000
      progress.update({ done: s, total: 1000 })
    }
    expect(out.text.trim().split("\n")).toEqual(["progress 2/1000", "progress 4/1000", "progress 6/1000", "progress 8/1000", "progress 10/1000"])
  })

  it("is silent when quiet", async () => {
    const out = new FakeStream(false)
    const progress = startProgress<P>({ view: () => <Text>x</Text>, line: () => "x", fraction: () => 1, stream: out, quiet: true })
    progress.update({ done: 1, total: 1 })
    await progress.done({ done: 1, total: 1 })
    expect(out.chunks).toEqual([])
  })

  it("is silent when the view has no plain twin (a check whose stderr holds its verdict alone)", async () => {
    const out = new FakeStream(false)
    const progress = startProgress<P>({ view: (p) => <Text>{`bar ${p.done}`}</Text>, stream: out })
    progress.update({ done: 1, total: 2 })
    await progress.done({ done: 2, total: 2 })
    expect(out.chunks).toEqual([])
  })
})

describe("startProgress on a terminal", () => {
  it("draws a view that has no plain twin", async () => {
    const out = new FakeStream(true)
    const progress = startProgress<P>({ view: (p) => <Text>{`bar ${p.done}/${p.total}`}</Text>, stream: out, interactive: true })
    await progress.done({ done: 2, total: 2 })
    expect(out.text).toContain("bar 2/2")
  })

  it("draws the ink view, throttles redraws and ends on the final frame", async () => {
    const out = new FakeStream(true)
    const clock = { t: 0 }
    const progress = startProgress<P>({
      view: (p) => <Text>{`bar ${p.done}/${p.total}`}</Text>,
      line: () => "plain line",
      fraction: (p) => p.done / p.total,
      stream: out,
      interactive: true,
      now: () => clock.t
    })
    for (let done = 1; done <= 500; done++) progress.update({ done, total: 500 }) // same instant: one draw
    clock.t = 1_000
    await progress.done({ done: 500, total: 500 })
    expect(out.text).toContain("bar 1/500")
    expect(out.text).not.toContain("bar 2/500")
    expect(out.text).toContain("bar 500/500")
    expect(out.text).not.toContain("plain line")
  })
})
