import { fc, test } from "@fast-check/vitest"
import { describe, expect } from "vitest"
import { countryCodes, timeZoneOf } from "../../../domain/rules/countries.ts"
import { nextWeekStartsAt, weekAt } from "../../../domain/rules/weeks.ts"

/**
 * The photo week (DESIGN §4.7) against an oracle of Intl alone: the local wall-clock date and
 * weekday of the instant, and the ISO week rule spelled out (the week of the Thursday).
 */
const parts = (epochMs: number, timeZone: string) => {
  const f = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "numeric", day: "numeric", weekday: "short" }).formatToParts(epochMs)
  const get = (type: string) => f.find((p) => p.type === type)!.value
  return { year: +get("year"), month: +get("month"), day: +get("day"), weekday: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"].indexOf(get("weekday")) + 1 }
}
const isoWeekOracle = (epochMs: number, timeZone: string): string => {
  const { year, month, day, weekday } = parts(epochMs, timeZone)
  const thursday = new Date(Date.UTC(year, month - 1, day + 4 - weekday))
  const start = Date.UTC(thursday.getUTCFullYear(), 0, 1)
  const week = Math.floor((thursday.getTime() - start) / 86_400_000 / 7) + 1
  return `${thursday.getUTCFullYear()}-W${String(week).padStart(2, "0")}`
}

const zones = countryCodes.map(timeZoneOf)

describe("the photo week in every country's zone", () => {
  test.prop([fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2032, 0, 1) }), fc.constantFrom(...zones)], { numRuns: 3000 })(
    "an instant's week is the ISO week of its local date, DST changes included",
    (epochMs, zone) => {
      expect(weekAt(epochMs, zone)).toBe(isoWeekOracle(epochMs, zone))
    }
  )

  test.prop([fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2032, 0, 1) }), fc.constantFrom(...zones)], { numRuns: 2000 })(
    "the slot reopens at the first instant of a local Monday, the next week, and not a moment before",
    (epochMs, zone) => {
      const reopens = nextWeekStartsAt(epochMs, zone)
      expect(reopens).toBeGreaterThan(epochMs)
      expect(parts(reopens, zone).weekday).toBe(1)
      expect(weekAt(reopens - 1, zone)).toBe(weekAt(epochMs, zone))
      expect(weekAt(reopens, zone)).not.toBe(weekAt(epochMs, zone))
    }
  )

  test.prop([fc.integer({ min: 2020, max: 2031 }), fc.integer({ min: 0, max: 51 }), fc.constantFrom(...countryCodes)])(
    "a photo at Sunday 23:30 local is still that week; Monday 00:00 starts the next",
    (year, weekIndex, country) => {
      const zone = timeZoneOf(country)
      // A Sunday: the first Sunday of the year plus whole weeks.
      const jan1 = new Date(Date.UTC(year, 0, 1))
      const sunday = new Date(Date.UTC(year, 0, 1 + ((7 - jan1.getUTCDay()) % 7) + 7 * weekIndex))
      const date = sunday.toISOString().slice(0, 10)
      const lateSunday = epochOfLocal(`${date}T23:30:00`, zone)
      const monday = nextWeekStartsAt(lateSunday, zone)
      expect(parts(lateSunday, zone).weekday).toBe(7)
      expect(weekAt(lateSunday, zone)).toBe(weekAt(lateSunday - 6 * 86_400_000, zone))
      expect(monday - lateSunday).toBeLessThanOrEqual(90 * 60 * 1000)
      expect(weekAt(monday, zone)).not.toBe(weekAt(lateSunday, zone))
    }
  )
})

/** A local wall-clock time in a zone as an instant, by searching offsets Intl agrees with. */
const epochOfLocal = (local: string, zone: string): number => {
  const asUtc = Date.parse(`${local}Z`)
  for (let offsetMin = -14 * 60; offsetMin <= 14 * 60; offsetMin += 15) {
    const candidate = asUtc - offsetMin * 60_000
    const f = new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(candidate)
    if (f.replace(", ", "T") === local.slice(0, 16)) return candidate
  }
  throw new Error(`no instant for ${local} in ${zone}`)
}
