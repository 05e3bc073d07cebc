import { DateTime } from "effect"

/**
 * Calendar rules in a country's time zone. Local dates are ISO strings `YYYY-MM-DD`; instants
 * are epoch milliseconds. No wall clock here: "now" always comes in as an argument.
 */

const formatters = new Map<string, Intl.DateTimeFormat>()

/**
 * Every zone's offset is a whole number of quarter hours (St. John's is UTC−3:30) and changes
 * only at a quarter hour, so one quarter hour of UTC falls on one local date: the dates of the
 * quarters seen last are kept, as formatting through Intl is the costly part of a sale's checks.
 */
const QUARTER_HOUR = 15 * 60 * 1000
const datesByQuarter = new Map<string, string>()

/** The local calendar date of an instant in a zone (en-CA formats as YYYY-MM-DD). */
export const localDate = (epochMs: number, timeZone: string): string => {
  const key = `${timeZone} ${Math.floor(epochMs / QUARTER_HOUR)}`
  const known = datesByQuarter.get(key)
  if (known !== undefined) return known
  let f = formatters.get(timeZone)
  if (!f) {
    f = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" })
    formatters.set(timeZone, f)
  }
  const date = f.format(epochMs)
  if (datesByQuarter.size >= 4096) datesByQuarter.clear()
  datesByQuarter.set(key, date)
  return date
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

const calendarDate = /^(\d{4})-(\d{2})-(\d{2})$/

/** A real calendar date written `YYYY-MM-DD` (rejects 2026-02-30). */
export const isCalendarDate = (s: string): boolean => {
  const m = calendarDate.exec(s)
  if (!m) return false
  const year = +m[1]!
  const month = +m[2]!
  const day = +m[3]!
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month)
}

/** Days in a month (1–12) of a year of the Gregorian calendar. */
export const daysInMonth = (year: number, month: number): number => {
  if (month !== 2) return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
  return leap ? 29 : 28
}
