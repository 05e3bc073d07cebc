import { render } from "ink-testing-library"
import { stripVTControlCharacters } from "node:util"
import { describe, expect, it } from "vitest"
import { RebuildProgress, rebuildProgressLine, type ProjectionProgress } from "../../../cli/ui/RebuildProgress.tsx"

const projections: ProjectionProgress[] = [
  { name: "sales", status: "done", eventsDone: 1_000_000, eventsTotal: 1_000_000, elapsedMs: 2_000 },
  { name: "wallets", status: "running", eventsDone: 250_000, eventsTotal: 1_000_000, elapsedMs: 1_000 },
  { name: "levels", status: "waiting", eventsDone: 0, elapsedMs: 0 }
]

describe("RebuildProgress", () => {
  it("shows one aligned line per projection with its state, bar, events and rate", () => {
    const lines = stripVTControlCharacters(render(<RebuildProgress projections={projections} width={8} />).lastFrame() ?? "").split("\n")
    expect(lines).toEqual([
      "Rebuilding projections",
      "✔ sales    ████████ 100.0%  1,000,000 events  500,000 ev/s",
      "› wallets  ██░░░░░░  25.0%  250,000 / 1,000,000 events  250,000 ev/s",
      "· levels   ░░░░░░░░   0.0%  waiting"
    ])
  })

  it("has a plain line naming the running projection", () => {
    expect(rebuildProgressLine({ projections })).toBe("rebuild: 1/3 projections · wallets 25.0% 250,000 / 1,000,000 events  250,000 ev/s")
  })
})
