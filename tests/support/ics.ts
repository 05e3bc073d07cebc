import ICAL from "ical.js"

export interface ParsedEvent {
  readonly uid: string
  readonly summary: string
  /** The `TZID` its start is written in (undefined for UTC or floating). */
  readonly tzid: string | undefined
  /** Its start as written: the wall clock in its zone, `YYYY-MM-DDTHH:MM:SS`. */
  readonly localStart: string
  readonly localEnd: string
  /** Its start as an instant, read through the file's own `VTIMEZONE`. */
  readonly startMs: number
  readonly rrule: { readonly freq: string; readonly count: number | null } | undefined
  /** The first starts of its series, as instants. */
  readonly occurrences: (n: number) => ReadonlyArray<number>
}

/** Reads a calendar file back with ical.js (Mozilla's RFC 5545 parser): the oracle of what we write. */
export const parseIcs = (text: string): { readonly zones: ReadonlyArray<string>; readonly events: ReadonlyArray<ParsedEvent> } => {
  const calendar = new ICAL.Component(ICAL.parse(text))
  const zones = calendar.getAllSubcomponents("vtimezone").map((z) => {
    const zone = new ICAL.Timezone(z)
    ICAL.TimezoneService.register(zone)
    return String(z.getFirstPropertyValue("tzid"))
  })
  const events = calendar.getAllSubcomponents("vevent").map((v) => {
    const e = new ICAL.Event(v)
    const tzid = v.getFirstProperty("dtstart")?.getParameter("tzid")
    const rule = v.getFirstPropertyValue("rrule") as ICAL.Recur | null
    return {
      uid: e.uid,
      summary: e.summary,
      tzid: typeof tzid === "string" ? tzid : undefined,
      localStart: e.startDate.toString(),
      localEnd: e.endDate.toString(),
      startMs: e.startDate.toJSDate().getTime(),
      rrule: rule === null ? undefined : { freq: rule.freq, count: rule.count ?? null },
      occurrences: (n: number) => {
        const it = e.iterator()
        const out: Array<number> = []
        for (let next = it.next(); next && out.length < n; next = it.next()) out.push(next.toJSDate().getTime())
        return out
      }
    }
  })
  return { zones, events }
}
