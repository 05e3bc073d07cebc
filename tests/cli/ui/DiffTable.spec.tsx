import { render } from "ink-testing-library"
import { stripVTControlCharacters } from "node:util"
import { describe, expect, it } from "vitest"
import { DiffTable, deltaColor, type UserDiff } from "../../../cli/ui/DiffTable.tsx"

const changed: UserDiff[] = [
  { userId: "u17", pointsDelta: 1250, xpDelta: 800, levelBefore: 1, levelAfter: 2 },
  { userId: "u1024", pointsDelta: -40, xpDelta: -40, levelBefore: 2, levelAfter: 1 },
  { userId: "u3", pointsDelta: 15, xpDelta: 0, levelBefore: 3, levelAfter: 3 }
]

const lines = (el: React.ReactElement) => stripVTControlCharacters(render(el).lastFrame() ?? "").split("\n")

describe("DiffTable", () => {
  it("lists each changed participant with signed deltas, level change (named) and totals", () => {
    expect(lines(<DiffTable campaignId="BR-2026Q1" changed={changed} />)).toEqual([
      "Replay of BR-2026Q1: 3 participants changed",
      "userId  points Δ  XP Δ  level",
      "u17       +1,250  +800  1 Junior → 2 Creator",
      "u1024        −40   −40  2 Creator → 1 Junior",
      "u3           +15     0  3 Influencer",
      "──────  ────────  ────  ────────────────────",
      "total     +1,225  +760"
    ])
  })

  it("cuts long diffs and points to --json", () => {
    const out = lines(<DiffTable campaignId="C" changed={changed} limit={1} />)
    expect(out).toContain("… and 2 more (use --json for all)")
    expect(out.filter((l) => /^u\d/.test(l))).toHaveLength(1)
  })

  it("says the log agrees with the rules when nothing changed", () => {
    expect(lines(<DiffTable campaignId="MX-2026Q2" changed={[]} />)).toEqual(["Replay of MX-2026Q2: no change — the log agrees with the rules."])
  })

  it("colours gains green, losses red, and leaves zero plain", () => {
    expect([deltaColor(5), deltaColor(-1), deltaColor(0)]).toEqual(["green", "red", undefined])
  })
})
