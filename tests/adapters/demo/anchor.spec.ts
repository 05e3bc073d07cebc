import { describe, expect, it } from "vitest"
import { anchorShiftDays, programmeDay, programmeToday, shiftLine } from "../../../adapters/demo/anchor.ts"

describe("Anchoring the demo to a day", () => {
  it("moves by whole weeks, never past the day asked for", () => {
    expect(anchorShiftDays("2026-05-15", "2026-05-15")).toBe(0)
    expect(anchorShiftDays("2026-05-15", "2026-05-21")).toBe(0)
    expect(anchorShiftDays("2026-05-15", "2026-05-22")).toBe(7)
    expect(anchorShiftDays("2026-05-15", "2026-11-22")).toBe(189)
    expect(anchorShiftDays("2026-05-15", "2026-05-01")).toBe(-14)
  })

  it("moves the business time by exact days, keeping its offset, and every calendar date of the payload", () => {
    const line = JSON.stringify({
      commandId: "c1",
      at: "2026-05-10T22:15:00-04:00",
      actor: "user:u1",
      type: "ReportSale",
      payload: { saleDate: "2026-05-01", invoiceNumber: "2026-05-01X", lines: [{ sku: "A", quantity: 1 }], nested: { ends: "2026-06-19" } }
    })
    expect(JSON.parse(shiftLine(line, 189))).toEqual({
      commandId: "c1",
      at: "2026-11-15T22:15:00-04:00",
      actor: "user:u1",
      type: "ReportSale",
      payload: { saleDate: "2026-11-06", invoiceNumber: "2026-05-01X", lines: [{ sku: "A", quantity: 1 }], nested: { ends: "2026-12-25" } }
    })
    expect(Date.parse(JSON.parse(shiftLine(line, 189)).at) - Date.parse("2026-05-10T22:15:00-04:00")).toBe(189 * 86_400_000)
  })

  it("finds the fixture's last day and today in the programme's westernmost zone", () => {
    const at = (t: string) => JSON.stringify({ at: t, payload: {} })
    expect(programmeDay([at("2026-01-02T10:00:00-03:00"), at("2026-05-15T09:00:00-06:00"), at("2026-03-01T10:00:00-03:00")])).toBe("2026-05-15")
    // 03:00 UTC is still the evening before in Mexico City.
    expect(programmeToday(Date.parse("2026-11-23T03:00:00Z"))).toBe("2026-11-22")
  })
})
