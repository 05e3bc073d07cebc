import { render } from "ink-testing-library"
import { stripVTControlCharacters } from "node:util"
import { describe, expect, it } from "vitest"
import { RejectionSummary } from "../../../cli/ui/RejectionSummary.tsx"
import { summarizeRejections, type Rejection } from "../../../cli/ui/summarizeRejections.ts"

const rejections: Rejection[] = [
  { line: 12, commandId: "g1-12", code: "sale.window_expired" },
  { line: 40, commandId: "g1-40", code: "sale.duplicate_invoice" },
  { line: 41, code: "input.bad_json" },
  { line: 97, commandId: "g1-97", code: "sale.window_expired" },
  { line: 1203, commandId: "g1-1203", code: "sale.window_expired" }
]

describe("summarizeRejections", () => {
  it("counts per code, most frequent first, ties by code, and keeps the first examples", () => {
    const s = summarizeRejections(rejections, 2)
    expect(s.total).toBe(5)
    expect(s.byCode).toEqual([
      { code: "sale.window_expired", count: 3 },
      { code: "input.bad_json", count: 1 },
      { code: "sale.duplicate_invoice", count: 1 }
    ])
    expect(s.examples.map((e) => e.line)).toEqual([12, 40])
  })
})

describe("RejectionSummary", () => {
  it("tables the rejections by code with totals and lists the first ones with line and commandId", () => {
    const lines = stripVTControlCharacters(render(<RejectionSummary accepted={95} {...summarizeRejections(rejections, 3)} />).lastFrame() ?? "").split("\n")
    expect(lines).toEqual([
      "Accepted 95   Rejected 5 (5.0%)",
      "",
      "Rejections by code",
      "code                    count   share",
      "sale.window_expired         3   60.0%",
      "input.bad_json              1   20.0%",
      "sale.duplicate_invoice      1   20.0%",
      "──────────────────────  ─────  ──────",
      "total                       5  100.0%",
      "",
      "First 3 rejections",
      "line  commandId  code",
      "  12  g1-12      sale.window_expired",
      "  40  g1-40      sale.duplicate_invoice",
      "  41  —          input.bad_json"
    ])
  })

  it("says so when nothing was rejected", () => {
    const out = stripVTControlCharacters(render(<RejectionSummary accepted={1234} total={0} byCode={[]} examples={[]} />).lastFrame() ?? "")
    expect(out).toBe("Accepted 1,234   Rejected 0 (0.0%)\nNo rejections.")
  })

  it("names the file beside the line when several files were read", () => {
    const s = summarizeRejections([{ line: 7, commandId: "x", code: "c", file: "/tmp/a/part-2.ndjson" }])
    const out = stripVTControlCharacters(render(<RejectionSummary accepted={0} showFile {...s} />).lastFrame() ?? "")
    expect(out).toContain("part-2.ndjson:7")
  })
})
