/**
 * Anchors the demo programme to a day (DESIGN §6 `demo`): every date of the fixture moves by the
 * same whole number of weeks, so the day the fixture stops falls on or just before that day and
 * each country's current campaign is running then. Whole weeks keep weekdays and ISO weeks (photo
 * rules count them); instants move by exact days, and the fixture's activity happens between 07:00
 * and 23:00 local time, so no daylight-saving hour carries an event to another local day.
 */
const DAY = 24 * 60 * 60 * 1000
const calendarDate = /^\d{4}-\d{2}-\d{2}$/
const isoInstant = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?)(Z|[+-]\d{2}:\d{2})$/

interface Line {
  at: string
  payload: unknown
  [k: string]: unknown
}

/** The last local day of the fixture: the day its programme stops. */
export const programmeDay = (lines: ReadonlyArray<string>): string =>
  lines.reduce((last, l) => {
    const at = (JSON.parse(l) as Line).at.slice(0, 10)
    return at > last ? at : last
  }, "0000-00-00")

/** Whole weeks, in days, from the fixture's programme day to `today` (≤ the gap, so nothing lands in the future). */
export const anchorShiftDays = (fixtureDay: string, today: string): number =>
  Math.floor((Date.parse(today) - Date.parse(fixtureDay)) / DAY / 7) * 7

const shiftDate = (date: string, days: number): string => new Date(Date.parse(date) + days * DAY).toISOString().slice(0, 10)

/** The instant `days` later, written with the same UTC offset as before. */
const shiftInstant = (iso: string, days: number): string => {
  const m = isoInstant.exec(iso)
  if (!m) return iso
  const offset = m[2] === "Z" ? 0 : (m[2]!.startsWith("-") ? -1 : 1) * (Number(m[2]!.slice(1, 3)) * 60 + Number(m[2]!.slice(4, 6)))
  const local = new Date(Date.parse(iso) + days * DAY + offset * 60 * 1000).toISOString().slice(0, m[1]!.length)
  return `${local}${m[2]}`
}

const shiftValue = (value: unknown, days: number): unknown => {
  // Instants in a payload (a meetup's start and end) move with the rest.
  if (typeof value === "string") return calendarDate.test(value) ? shiftDate(value, days) : isoInstant.test(value) ? shiftInstant(value, days) : value
  if (Array.isArray(value)) return value.map((v) => shiftValue(v, days))
  if (value !== null && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shiftValue(v, days)]))
  return value
}

/** One fixture line with its business time and every calendar date of its payload moved. */
export const shiftLine = (line: string, days: number): string => {
  if (days === 0) return line
  const parsed = JSON.parse(line) as Line
  return JSON.stringify({ ...parsed, at: shiftInstant(parsed.at, days), payload: shiftValue(parsed.payload, days) })
}

/**
 * Today in the programme's westernmost zone (Mexico City, UTC−6): the earliest local date of the
 * seven countries, so an anchored event is never in any country's future.
 */
export const programmeToday = (now: number): string =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "America/Mexico_City", year: "numeric", month: "2-digit", day: "2-digit" }).format(now)
