import { describe, expect, it } from "vitest"
import { classEndsAtMs, lastSessionDate } from "../../../domain/class/times.ts"

// The last session of a series, read as an RRULE with COUNT (RFC 5545 §3.3.10) reads it.
describe("lastSessionDate", () => {
  it("is the first date when the class does not recur", () => {
    expect(lastSessionDate("2026-03-10", undefined)).toBe("2026-03-10")
  })

  it("steps days and weeks across a month's and a year's end", () => {
    expect(lastSessionDate("2026-12-30", { freq: "daily", count: 3 })).toBe("2027-01-01")
    expect(lastSessionDate("2026-12-22", { freq: "weekly", count: 3 })).toBe("2027-01-05")
  })

  it("skips the months that lack the day instead of moving it (the 31st: January, March, May)", () => {
    expect(lastSessionDate("2026-01-31", { freq: "monthly", count: 3 })).toBe("2026-05-31")
    expect(lastSessionDate("2026-01-15", { freq: "monthly", count: 12 })).toBe("2026-12-15")
  })

  it("skips the years without 29 February", () => {
    expect(lastSessionDate("2024-02-29", { freq: "yearly", count: 2 })).toBe("2028-02-29")
    expect(lastSessionDate("2026-05-17", { freq: "yearly", count: 2 })).toBe("2027-05-17")
  })
})

describe("classEndsAtMs", () => {
  it("is the last session's end on its country's wall clock", () => {
    const c = { date: "2026-03-10", endTime: "21:00", country: "BR" as const }
    expect(new Date(classEndsAtMs(c)).toISOString()).toBe("2026-03-11T00:00:00.000Z")
    expect(new Date(classEndsAtMs({ ...c, recurrence: { freq: "weekly", count: 3 } })).toISOString()).toBe("2026-03-25T00:00:00.000Z")
  })
})
