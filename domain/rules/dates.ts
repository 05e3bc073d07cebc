import { DateTime } from "effect"

/**
 * Calendar rules in a country's time zone. Local dates are ISO strings `YYYY-MM-DD`; instants
 * are epoch milliseconds. No wall clock here: "now" always comes in as an argument.
 */

const formatters = new Map<string, Intl.DateTimeFormat>()

/** The local calendar date of an instant in a zone (en-CA formats as YYYY-MM-DD). */
export const localDate = (epochMs: number, timeZone: string): string => {
  let f = formatters.get(timeZone)
  if (!f) {
    f = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" })
    formatters.set(timeZone, f)
  }
  return f.format(epochMs)
}

/**
 * The instant a local day starts in a zone. DST-aware: where midnight does not exist (Santiago's
 * spring jump from 24:00 to 01:00) the day starts at the first instant that does.
 */
export const startOfLocalDay = (date: string, timeZone: string): number =>
  DateTime.toEpochMillis(DateTime.makeZonedUnsafe(`${date}T00:00:00`, { timeZone, adjustForTimeZone: true, disambiguation: "later" }))

const dayNumber = (date: string): number => Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10)) / 86_400_000

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => dayNumber(to) - dayNumber(from)

export const addDays = (date: string, days: number): string =>
  new Date((dayNumber(date) + days) * 86_400_000).toISOString().slice(0, 10)

/** The instant a local day ends: the first millisecond of the next day. */
export const endOfLocalDay = (date: string, timeZone: string): number => startOfLocalDay(addDays(date, 1), timeZone)

/** Completed years between a birthday and a date, both local `YYYY-MM-DD`. */
export const ageOn = (birthday: string, on: string): number => {
  const years = +on.slice(0, 4) - +birthday.slice(0, 4)
  return on.slice(5) < birthday.slice(5) ? years - 1 : years
}

/** A real calendar date written `YYYY-MM-DD` (rejects 2026-02-30). */
export const isCalendarDate = (s: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false
  const d = new Date(`${s}T00:00:00Z`)
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s
}
