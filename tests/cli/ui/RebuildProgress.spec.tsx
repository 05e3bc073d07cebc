import { render } from "ink-testing-library"
import { stripVTControlCharacters } from "node:util"
import { describe, expect, it } from "vitest"
import { RebuildProgress, rebuildProgressLine, type RebuildProgressProps } from "../../../cli/ui/RebuildProgress.tsx"

const running: RebuildProgressProps = { names: ["sales", "wallets", "levels"], eventsDone: 250_000, eventsTotal: 1_000_000, elapsedMs: 1_000, done: false }
const finished: RebuildProgressProps = { ...running, eventsDone: 1_000_000, elapsedMs: 2_000, done: true }
const frame = (p: RebuildProgressProps) => stripVTControlCharacters(render(<RebuildProgress {...p} width={8} />).lastFrame() ?? "").split("\n")

describe("RebuildProgress", () => {
  it("shows the read models rebuilt in the pass, then its bar, events, rate and time left", () => {
    expect(frame(running)).toEqual([
      "Rebuilding 3 read models in one pass: sales, wallets, levels",
      "› ██░░░░░░  25.0%  250,000 / 1,000,000 events  250,000 ev/s  ETA 3s"
    ])
  })

  it("ends with a full bar, the events read and the rate of the whole pass", () => {
    expect(frame(finished)).toEqual(["Rebuilding 3 read models in one pass: sales, wallets, levels", "✔ ████████ 100.0%  1,000,000 events  500,000 ev/s"])
    expect(frame({ ...finished, names: ["wallets"] })[0]).toBe("Rebuilding 1 read model in one pass: wallets")
  })

  it("has plain lines for output that is not a terminal", () => {
    expect(rebuildProgressLine(running)).toBe("rebuild sales, wallets, levels: 25.0% 250,000 / 1,000,000 events  250,000 ev/s  ETA 3s")
    expect(rebuildProgressLine(finished)).toBe("rebuild sales, wallets, levels: 100.0% 1,000,000 events  500,000 ev/s ✔")
  })

  it("of an empty log is done at once", () => {
    expect(rebuildProgressLine({ names: ["wallets"], eventsDone: 0, eventsTotal: 0, elapsedMs: 5, done: true })).toBe("rebuild wallets: 100.0% 0 events  0 ev/s ✔")
  })
})
