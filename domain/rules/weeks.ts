import { addDays, localDate, startOfLocalDay } from "./dates.ts"

/**
 * Weeks of the photo rule (DESIGN §4.7): Monday 00:00 to Sunday 24:00 in the country's zone,
 * named as ISO 8601 weeks (`2026-W02`), so a report and a slot agree on one name for one week.
 */

const dayNumber = (date: string): number => Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10)) / 86_400_000

/** 1 Monday … 7 Sunday, of a local date. */
export const isoWeekday = (date: string): number => ((((dayNumber(date) + 3) % 7) + 7) % 7) + 1

/** The Monday that starts the week of a local date. */
export const mondayOf = (date: string): string => addDays(date, 1 - isoWeekday(date))

/** The ISO week of a local date: the week belongs to the year of its Thursday. */
export const isoWeekOf = (date: string): string => {
  const thursday = addDays(mondayOf(date), 3)
  const year = +thursday.slice(0, 4)
  const week = Math.floor((dayNumber(thursday) - dayNumber(`${year}-01-01`)) / 7) + 1
  return `${year}-W${String(week).padStart(2, "0")}`
}

/** The ISO week an instant falls in, in a zone. */
export const weekAt = (epochMs: number, timeZone: string): string => isoWeekOf(localDate(epochMs, timeZone))

/** The instant the week of an instant ends (the next Monday 00:00 local): when a photo slot reopens. */
export const nextWeekStartsAt = (epochMs: number, timeZone: string): number =>
  startOfLocalDay(addDays(mondayOf(localDate(epochMs, timeZone)), 7), timeZone)
