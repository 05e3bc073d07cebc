import { DateTime } from "effect"
import { timeZoneOf, type CountryCode } from "../rules/countries.ts"

/** The instant a local date and wall-clock time fall on in a zone (a skipped time moves forward, as the clock did). */
export const localInstant = (date: string, time: string, timeZone: string): number =>
  DateTime.toEpochMillis(DateTime.makeZonedUnsafe(`${date}T${time}:00`, { timeZone, adjustForTimeZone: true, disambiguation: "later" }))

/** A class's first session in epoch milliseconds: its times are its country's wall clock (DESIGN §4.9). */
export const classSpan = (c: { readonly date: string; readonly startTime: string; readonly endTime: string; readonly country: CountryCode }) => {
  const timeZone = timeZoneOf(c.country)
  return { timeZone, startsAtMs: localInstant(c.date, c.startTime, timeZone), endsAtMs: localInstant(c.date, c.endTime, timeZone) }
}
