import { render } from "ink-testing-library"
import { stripVTControlCharacters } from "node:util"
import { describe, expect, it } from "vitest"
import { VerifyProgress, type VerifyProgressProps } from "../../../cli/ui/VerifyProgress.tsx"

const pages: VerifyProgressProps = { eventsDone: 0, eventsTotal: 1_000_000, foldMs: 0, checksTotal: 0, done: false }
const folding: VerifyProgressProps = { ...pages, pagesMs: 4_600, eventsDone: 250_000, foldMs: 1_000 }
const checking: VerifyProgressProps = { ...folding, eventsDone: 1_000_000, foldMs: 4_000, checksDone: 12, checksTotal: 34 }
const finished: VerifyProgressProps = { ...checking, checksDone: 34, done: true }
const frame = (p: VerifyProgressProps) => stripVTControlCharacters(render(<VerifyProgress {...p} width={8} />).lastFrame() ?? "").split("\n")

describe("VerifyProgress", () => {
  it("checks the file's pages first, with nothing folded yet", () => {
    expect(frame(pages)).toEqual(["Checking the read models against a fresh fold of the log", "› checking every page of the file"])
  })

  it("then shows the fold's bar, events, rate and time left", () => {
    expect(frame(folding)).toEqual([
      "Checking the read models against a fresh fold of the log",
      "✔ every page of the file checked  5s",
      "› ██░░░░░░  25.0%  250,000 / 1,000,000 events  250,000 ev/s  ETA 3s"
    ])
  })

  it("then the fold done and the checks counted, then all of them done", () => {
    expect(frame(checking).slice(2)).toEqual(["✔ ████████ 100.0%  1,000,000 events  250,000 ev/s", "› 12 / 34 tables and invariants checked"])
    expect(frame(finished).at(-1)).toBe("✔ 34 tables and invariants checked")
  })

  it("stops at a damaged file: no fold, no checks", () => {
    expect(frame({ ...pages, damaged: true, done: true })).toEqual([
      "Checking the read models against a fresh fold of the log",
      "✘ the file is damaged: SQLite found malformed pages"
    ])
  })

  it("of an empty log has nothing to fold", () => {
    expect(frame({ pagesMs: 1, eventsDone: 0, eventsTotal: 0, foldMs: 1, checksTotal: 0, done: false })[2]).toBe("✔ ████████ 100.0%  0 events  0 ev/s")
  })
})
