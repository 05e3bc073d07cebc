import { Effect } from "effect"
import { HttpServerResponse } from "effect/http"
import type { Principal } from "../../../domain/api/security.ts"
import { calendarFile } from "../../calendar/ics.ts"
import { readMyClass } from "./myClasses.ts"

/**
 * `GET /api/me/classes/:id/calendar`: the class as an RFC 5545 event in its country's zone, its
 * recurring sessions as an `RRULE` (DESIGN §4.9); the conference link only to those subscribed.
 */
export const myClassCalendar = (user: Principal, classId: string) =>
  Effect.gen(function* () {
    const { row } = yield* readMyClass(user, classId)
    const ics = calendarFile("classes", [
      {
        uid: `class-${row.classId}@vitrine`,
        title: row.title,
        startsAtMs: row.startsAtMs,
        endsAtMs: row.endsAtMs,
        timeZone: row.timeZone,
        location: row.address ?? undefined,
        url: row.subscribed === 1 ? (row.link ?? undefined) : undefined,
        recurrence: row.recurrence === null ? undefined : JSON.parse(row.recurrence)
      }
    ])
    return HttpServerResponse.text(ics, {
      contentType: "text/calendar; charset=utf-8",
      headers: { "content-disposition": `attachment; filename="class-${encodeURIComponent(row.classId)}.ics"` }
    })
  })
