import { render } from "ink-testing-library"
import { stripVTControlCharacters } from "node:util"
import { describe, expect, it } from "vitest"
import { forgetCliLocale } from "../../../cli/i18n/t.ts"
import { ImportProgress, importProgressLine } from "../../../cli/ui/ImportProgress.tsx"

const text = (el: React.ReactElement): string => stripVTControlCharacters(render(el).lastFrame() ?? "")

describe("ImportProgress", () => {
  it("shows bar, lines done/total, rate, accepted/rejected and ETA when the total is known", () => {
    const out = text(<ImportProgress label="big.ndjson" linesDone={250_000} linesTotal={1_000_000} accepted={240_000} rejected={10_000} elapsedMs={5_000} width={20} />)
    expect(out).toBe(
      [
        "Importing big.ndjson",
        "█████░░░░░░░░░░░░░░░  25.0%  250,000 / 1,000,000 lines",
        "50,000 lines/s · accepted 240,000 · rejected 10,000 · ETA 15s"
      ].join("\n")
    )
  })

  it("drives the bar and ETA from the byte fraction when the line total is unknown", () => {
    const out = text(<ImportProgress linesDone={1_200} fraction={0.5} accepted={1_200} rejected={0} elapsedMs={60_000} width={10} />)
    expect(out).toContain("█████░░░░░  50.0%  1,200 lines")
    expect(out).toContain("20 lines/s")
    expect(out).toContain("ETA 1m 00s")
  })

  it("shows no bar and no ETA when nothing tells how far it is", () => {
    const out = text(<ImportProgress linesDone={10} accepted={9} rejected={1} elapsedMs={1_000} />)
    expect(out).not.toContain("█")
    expect(out).not.toContain("ETA")
    expect(out).toContain("10 lines")
  })

  it("has a plain one-line twin with the same facts", () => {
    expect(importProgressLine({ label: "a.ndjson", linesDone: 500, linesTotal: 1_000, accepted: 490, rejected: 10, elapsedMs: 2_000 })).toBe(
      "import a.ndjson: 50.0% 500 / 1,000 lines 250 lines/s accepted 490 rejected 10 ETA 2s"
    )
  })

  it("spaces its colon and percent sign as French does", () => {
    const before = process.env["VITRINE_LOCALE"]
    process.env["VITRINE_LOCALE"] = "fr-FR"
    forgetCliLocale()
    try {
      const line = importProgressLine({ label: "a.ndjson", linesDone: 500, linesTotal: 1_000, accepted: 490, rejected: 10, elapsedMs: 2_000 })
      expect(line.replace(/[\u202f\u00a0]/g, "_")).toMatch(/^import a\.ndjson : 50,0_% 500 \/ 1_000 lignes /)
    } finally {
      if (before === undefined) delete process.env["VITRINE_LOCALE"]
      else process.env["VITRINE_LOCALE"] = before
      forgetCliLocale()
    }
  })
})
