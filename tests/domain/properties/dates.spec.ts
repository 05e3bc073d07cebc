import { fc, test } from "@fast-check/vitest"
import { describe, expect } from "vitest"
import { isCalendarDate, localDate } from "../../../domain/rules/dates.ts"

/** Independent oracles: what the platform's own Date and Intl say, with no cache and no arithmetic of ours. */
const calendarOracle = (s: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false
  const d = new Date(`${s}T00:00:00Z`)
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s
}
const localDateOracle = (epochMs: number, timeZone: string): string =>
  new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(epochMs)

const zones = ["America/Sao_Paulo", "America/Argentina/Buenos_Aires", "America/Santiago", "America/Bogota", "America/Mexico_City", "America/Lima", "America/Toronto", "America/St_Johns", "America/Vancouver", "Asia/Kathmandu"]
const pad = (n: number, width: number) => String(n).padStart(width, "0")

describe("calendar rules", () => {
  test.prop([fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 })])(
    "a YYYY-MM-DD string is a calendar date exactly when the platform's Date agrees",
    (year, month, day) => {
      const s = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`
      expect(isCalendarDate(s)).toBe(calendarOracle(s))
    }
  )

  test.prop([fc.string({ maxLength: 12 })])("anything else is not a date", (s) => {
    expect(isCalendarDate(s)).toBe(calendarOracle(s))
  })

  test.prop([fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) }), fc.constantFrom(...zones)], { numRuns: 2000 })(
    "the local date of an instant is Intl's, cached by quarter hour or not (DST changes and half-hour zones included)",
    (epochMs, zone) => {
      expect(localDate(epochMs, zone)).toBe(localDateOracle(epochMs, zone))
      // The same quarter hour again, from the cache: its last millisecond too.
      const lastOfQuarter = Math.floor(epochMs / 900_000) * 900_000 + 899_999
      expect(localDate(lastOfQuarter, zone)).toBe(localDateOracle(lastOfQuarter, zone))
    }
  )

  test("the last millisecond before local midnight and midnight itself fall on two dates", () => {
    // Santiago's spring jump: 2026-09-06 has no 00:00; São Paulo keeps UTC−3 all year.
    const spMidnight = Date.parse("2026-02-11T00:00:00-03:00")
    expect(localDate(spMidnight - 1, "America/Sao_Paulo")).toBe("2026-02-10")
    expect(localDate(spMidnight, "America/Sao_Paulo")).toBe("2026-02-11")
    const stJohnsMidnight = Date.parse("2026-01-15T00:00:00-03:30")
    expect(localDate(stJohnsMidnight - 1, "America/St_Johns")).toBe("2026-01-14")
    expect(localDate(stJohnsMidnight, "America/St_Johns")).toBe("2026-01-15")
  })
})
