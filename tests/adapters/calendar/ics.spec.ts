import { describe, expect, it } from "vitest"
import { calendarFile } from "../../../adapters/calendar/ics.ts"
import { parseIcs } from "../../support/ics.ts"

const DAY = 86_400_000

describe("calendarFile (adapters/calendar): read back by ical.js", () => {
  it("writes the class's wall clock under its zone's TZID, with the VTIMEZONE that gives the same instants", () => {
    const startsAtMs = Date.parse("2026-03-10T22:00:00Z")
    const { zones, events } = parseIcs(calendarFile("classes", [{ uid: "class-k1@vitrine", title: "Turma, março; sala 2", startsAtMs, endsAtMs: startsAtMs + 2 * 3_600_000, timeZone: "America/Sao_Paulo", location: "Av. Paulista, 1000" }]))
    expect(zones).toEqual(["America/Sao_Paulo"])
    expect(events).toHaveLength(1)
    expect(events[0]).toMatchObject({ uid: "class-k1@vitrine", summary: "Turma, março; sala 2", tzid: "America/Sao_Paulo", localStart: "2026-03-10T19:00:00", localEnd: "2026-03-10T21:00:00", rrule: undefined })
    expect(events[0]!.startMs).toBe(startsAtMs)
  })

  it.each([
    ["daily", [0, 1, 2].map((d) => Date.parse("2026-03-10T22:00:00Z") + d * DAY)],
    ["weekly", [0, 7, 14].map((d) => Date.parse("2026-03-10T22:00:00Z") + d * DAY)],
    ["monthly", ["2026-03-10", "2026-04-10", "2026-05-10"].map((d) => Date.parse(`${d}T22:00:00Z`))],
    ["yearly", ["2026-03-10", "2027-03-10", "2028-03-10"].map((d) => Date.parse(`${d}T22:00:00Z`))]
  ] as const)("repeats %s as an RRULE with its count", (freq, firstThree) => {
    const startsAtMs = firstThree[0]!
    const { events } = parseIcs(calendarFile("classes", [{ uid: "c", title: "Série", startsAtMs, endsAtMs: startsAtMs + 3_600_000, timeZone: "America/Sao_Paulo", recurrence: { freq, count: 5 } }]))
    expect(events[0]!.rrule).toEqual({ freq: freq.toUpperCase(), count: 5 })
    expect(events[0]!.occurrences(10)).toHaveLength(5)
    expect(events[0]!.occurrences(3)).toEqual(firstThree)
  })

  it("keeps the wall clock across a DST change of the zone (Santiago, April 2026)", () => {
    // 19:00 in Santiago: UTC−3 until the first Sunday of April, UTC−4 after it.
    const startsAtMs = Date.parse("2026-03-30T22:00:00Z")
    const { zones, events } = parseIcs(calendarFile("classes", [{ uid: "cl", title: "Clase", startsAtMs, endsAtMs: startsAtMs + 3_600_000, timeZone: "America/Santiago", recurrence: { freq: "weekly", count: 2 } }]))
    expect(zones).toEqual(["America/Santiago"])
    expect(events[0]!.localStart).toBe("2026-03-30T19:00:00")
    expect(events[0]!.occurrences(2)).toEqual([startsAtMs, Date.parse("2026-04-06T23:00:00Z")])
  })
})
