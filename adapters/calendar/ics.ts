import { TZDate } from "@date-fns/tz"
import icalGenerator, { ICalEventRepeatingFreq } from "ical-generator"
import { tzlib_get_ical_block } from "timezones-ical-library"

/** Recurring sessions as RFC 5545 `RRULE` (DESIGN §4.9): every `freq` period, `count` in all. */
export interface CalendarRecurrence {
  readonly freq: "yearly" | "monthly" | "weekly" | "daily"
  readonly count: number
}

/** One event of a calendar file: a class or a meetup, with the zone its times are read in. */
export interface CalendarEntry {
  readonly uid: string
  readonly title: string
  readonly startsAtMs: number
  readonly endsAtMs: number
  /** IANA zone (`America/Sao_Paulo`): written as `TZID` with its `VTIMEZONE`, so the event keeps its wall clock across DST rules. */
  readonly timeZone: string
  readonly location?: string | undefined
  readonly description?: string | undefined
  readonly url?: string | undefined
  readonly recurrence?: CalendarRecurrence | undefined
}

const frequency: Readonly<Record<CalendarRecurrence["freq"], ICalEventRepeatingFreq>> = {
  yearly: ICalEventRepeatingFreq.YEARLY,
  monthly: ICalEventRepeatingFreq.MONTHLY,
  weekly: ICalEventRepeatingFreq.WEEKLY,
  daily: ICalEventRepeatingFreq.DAILY
}

/**
 * An RFC 5545 calendar file written by `ical-generator` (folding, escaping, UIDs), with a
 * `VTIMEZONE` from `timezones-ical-library` (current IANA rules: Brazil has had no DST since 2019,
 * which older generators still write). Times are `TZDate`s, so the library writes each as its
 * wall clock in the zone. One module for every `.ics` we answer.
 */
export const calendarFile = (productId: string, entries: ReadonlyArray<CalendarEntry>): string => {
  const calendar = icalGenerator({ prodId: { company: "vitrine", product: productId } })
  const zone = entries[0]?.timeZone
  // One zone per file: each of our files holds one event (or one class's sessions).
  if (zone !== undefined) calendar.timezone({ name: zone, generator: (tz) => tzlib_get_ical_block(tz)[0] ?? null })
  for (const e of entries) {
    calendar.createEvent({
      id: e.uid,
      summary: e.title,
      start: new TZDate(e.startsAtMs, e.timeZone),
      end: new TZDate(e.endsAtMs, e.timeZone),
      timezone: e.timeZone,
      ...(e.location !== undefined ? { location: e.location } : {}),
      ...(e.description !== undefined ? { description: e.description } : {}),
      ...(e.url !== undefined ? { url: e.url } : {}),
      ...(e.recurrence !== undefined ? { repeating: { freq: frequency[e.recurrence.freq], count: e.recurrence.count } } : {})
    })
  }
  return calendar.toString()
}
