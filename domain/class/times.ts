import { DateTime } from "effect"
import { timeZoneOf, type CountryCode } from "../rules/countries.ts"
import type { Recurrence } from "./events.ts"

/** The instant a local date and wall-clock time fall on in a zone (a skipped time moves forward, as the clock did). */
export const localInstant = (date: string, time: string, timeZone: string): number =>
  DateTime.toEpochMillis(DateTime.makeZonedUnsafe(`${date}T${time}:00`, { timeZone, adjustForTimeZone: true, disambiguation: "later" }))

/** A class's first session in epoch milliseconds: its times are its country's wall clock (DESIGN §4.9). */
export const classSpan = (c: { readonly date: string; readonly startTime: string; readonly endTime: string; readonly country: CountryCode }) => {
  const timeZone = timeZoneOf(c.country)
  return { timeZone, startsAtMs: localInstant(c.date, c.startTime, timeZone), endsAtMs: localInstant(c.date, c.endTime, timeZone) }
}

const daysIn = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate()
const iso = (year: number, month: number, day: number): string => `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`

/**
 * The local date of a recurring class's last session, as an RRULE with `COUNT` reads (RFC 5545
 * §3.3.10): a monthly or yearly date that a month or year lacks (the 31st, 29 February) is skipped,
 * not moved, so the series runs on until it has its `count` sessions.
 */
export const lastSessionDate = (date: string, recurrence: Recurrence | undefined): string => {
  if (recurrence === undefined) return date
  const [year, month, day] = date.split("-").map(Number) as [number, number, number]
  if (recurrence.freq === "daily" || recurrence.freq === "weekly") {
    const step = recurrence.freq === "daily" ? 1 : 7
    return new Date(Date.UTC(year, month - 1, day + step * (recurrence.count - 1))).toISOString().slice(0, 10)
  }
  const months = recurrence.freq === "monthly" ? 1 : 12
  let held = 0
  for (let k = 0; ; k++) {
    const m = month - 1 + k * months
    const y = year + Math.floor(m / 12)
    const mm = (m % 12) + 1
    if (day <= daysIn(y, mm) && ++held === recurrence.count) return iso(y, mm, day)
  }
}

/** When a class is over: the end of its last session (its first, when it does not recur). */
export const classEndsAtMs = (c: { readonly date: string; readonly endTime: string; readonly country: CountryCode; readonly recurrence?: Recurrence | undefined }): number =>
  localInstant(lastSessionDate(c.date, c.recurrence), c.endTime, timeZoneOf(c.country))
