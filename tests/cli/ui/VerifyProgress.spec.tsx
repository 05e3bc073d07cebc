import { render } from "ink-testing-library"
import { stripVTControlCharacters } from "node:util"
import { describe, expect, it } from "vitest"
import { VerifyProgress, type VerifyProgressProps } from "../../../cli/ui/VerifyProgress.tsx"

const folding: VerifyProgressProps = { eventsDone: 250_000, eventsTotal: 1_000_000, foldMs: 1_000, checksTotal: 0, done: false }
const checking: VerifyProgressProps = { ...folding, eventsDone: 1_000_000, foldMs: 4_000, checksDone: 12, checksTotal: 34 }
const finished: VerifyProgressProps = { ...checking, checksDone: 34, done: true }
const frame = (p: VerifyProgressProps) => stripVTControlCharacters(render(<VerifyProgress {...p} width={8} />).lastFrame() ?? "").split("\n")

describe("VerifyProgress", () => {
  it("shows the fold's bar, events, rate and time left", () => {
    expect(frame(folding)).toEqual([
      "Checking the read models against a fresh fold of the log",
      "› ██░░░░░░  25.0%  250,000 / 1,000,000 events  250,000 ev/s  ETA 3s"
    ])
  })

  it("then the fold done and the checks counted, then all of them done", () => {
    expect(frame(checking)).toEqual([
      "Checking the read models against a fresh fold of the log",
      "✔ ████████ 100.0%  1,000,000 events  250,000 ev/s",
      "› 12 / 34 tables and invariants checked"
    ])
    expect(frame(finished).at(-1)).toBe("✔ 34 tables and invariants checked")
  })

  it("of an empty log has nothing to fold", () => {
    expect(frame({ eventsDone: 0, eventsTotal: 0, foldMs: 1, checksTotal: 0, done: false })[1]).toBe("✔ ████████ 100.0%  0 events  0 ev/s")
  })
})
