import Holidays from "date-holidays"
import type { CountryCode } from "../../domain/rules/countries.ts"

/**
 * The support team answers within 7 working days (DESIGN §4.10): Monday to Friday, less the
 * learner's country's public holidays. The calendar comes from the `date-holidays` package (ISC
 * code over its community-kept holiday rules, CC-BY-3.0, for AR BR CA CL CO MX PE among others),
 * national holidays only: we pass no state or province, since the team works nationally. Only `public` days count as holidays; `bank`, `optional` and
 * `observance` days (Carnival in Brazil is "optional" there) are worked.
 */
export const answerWorkingDays = 7

const calendars = new Map<CountryCode, Holidays>()
const holidaysOf = new Map<string, ReadonlySet<string>>()

/** The country's public holidays of a year, as `YYYY-MM-DD`. */
const publicHolidays = (country: CountryCode, year: number): ReadonlySet<string> => {
  const key = `${country}:${year}`
  const known = holidaysOf.get(key)
  if (known) return known
  let calendar = calendars.get(country)
  if (!calendar) calendars.set(country, (calendar = new Holidays(country)))
  const days = new Set(calendar.getHolidays(year).filter((h) => h.type === "public").map((h) => h.date.slice(0, 10)))
  holidaysOf.set(key, days)
  return days
}

/** Whether a calendar day is worked in the country: a weekday that is not a public holiday. */
export const isWorkingDay = (country: CountryCode, day: string): boolean => {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay()
  return weekday !== 0 && weekday !== 6 && !publicHolidays(country, Number(day.slice(0, 4))).has(day)
}

/**
 * The date an answer is due for a message sent on `sentOn` (the learner's local date): the
 * `days`-th working day after it, so a message sent on a Friday evening counts from Monday.
 */
export const answerDate = (country: CountryCode, sentOn: string, days = answerWorkingDays): string => {
  let t = Date.parse(`${sentOn}T00:00:00Z`)
  let left = days
  while (left > 0) {
    t += 86_400_000
    if (isWorkingDay(country, new Date(t).toISOString().slice(0, 10))) left--
  }
  return new Date(t).toISOString().slice(0, 10)
}
