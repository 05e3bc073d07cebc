import { Effect } from "effect"
import { HttpServerResponse } from "effect/http"
import { MeetupNotFound } from "../../../domain/meetup/errors.ts"
import { CHECK_IN_OPENS_BEFORE_MS } from "../../../domain/meetup/decide.ts"
import type { Principal } from "../../../domain/api/security.ts"
import { failureOf } from "../errors.ts"
import { timeZoneOf, type CountryCode } from "../../../domain/rules/countries.ts"
import { madeByCommand, submitAsMe } from "../me/submitAsMe.ts"
import { prepared } from "../statements.ts"
import { ServerContext } from "../ServerContext.ts"
import { calendarFile } from "../../calendar/ics.ts"

interface MeetupRow {
  readonly meetupId: string
  readonly title: string
  readonly startsAt: string
  readonly endsAt: string
  readonly startsAtMs: number
  readonly endsAtMs: number
  readonly place: string | null
  readonly minLevel: number
  readonly capacity: number | null
  readonly checkIns: number
  readonly checkedInAt: string | null
}

const columns = `m.meetup_id AS meetupId, m.title, m.starts_at AS startsAt, m.ends_at AS endsAt, m.starts_at_ms AS startsAtMs, m.ends_at_ms AS endsAtMs,
  m.place, m.min_level AS minLevel, m.capacity, m.check_ins AS checkIns, ci.checked_in_at AS checkedInAt`
const from = "meetups m LEFT JOIN check_ins ci ON ci.meetup_id = m.meetup_id AND ci.user_id = ?"

const levelOf = (db: Parameters<typeof prepared>[0], userId: string): number =>
  (prepared(db, "SELECT level FROM members WHERE user_id = ?").pluck().get(userId) as number | undefined) ?? 1

/**
 * `GET /api/me/meetups`: my country's meetups not yet over, soonest first — those my level does
 * not reach too (the screen says which level they need). Never a code.
 */
export const listMyMeetups = (user: Principal) =>
  Effect.gen(function* () {
    const { programme, now } = yield* ServerContext
    const { db } = programme
    const myLevel = levelOf(db, user.userId)
    const rows = prepared(db, `SELECT ${columns} FROM ${from} WHERE m.country = ? AND m.ends_at_ms > ? ORDER BY m.starts_at_ms, m.meetup_id LIMIT 200`).all(
      user.userId,
      user.country,
      now()
    ) as Array<MeetupRow>
    const at = now()
    return rows.map(({ startsAtMs, endsAtMs, ...r }) => ({
      ...r,
      id: r.meetupId,
      timeZone: timeZoneOf(user.country as CountryCode),
      myLevel,
      levelOk: myLevel >= r.minLevel,
      checkInOpensAt: new Date(startsAtMs - CHECK_IN_OPENS_BEFORE_MS).toISOString(),
      checkInOpen: at >= startsAtMs - CHECK_IN_OPENS_BEFORE_MS && at < endsAtMs
    }))
  })

/** `POST /api/me/meetups/:id/check-in {code}`: `CheckIn` as myself; `201` with when it was recorded. */
export const checkMeIn = (user: Principal, meetupId: string, code: string, key: string | undefined) =>
  Effect.gen(function* () {
    const { programme } = yield* ServerContext
    yield* submitAsMe(user, "CheckIn", { meetupId, code }, key)
    const at = prepared(programme.db, "SELECT checked_in_at FROM check_ins WHERE meetup_id = ? AND user_id = ?").pluck().get(meetupId, user.userId) as string | undefined
    return { meetupId, checkedInAt: yield* madeByCommand(at) }
  })

/**
 * `GET /api/me/meetups/:id/calendar`: the meetup as an RFC 5545 event (DESIGN §4.9) in its
 * country's zone (`TZID` with its `VTIMEZONE`, adapters/calendar). My country's only.
 */
export const myMeetupCalendar = (user: Principal, meetupId: string) =>
  Effect.gen(function* () {
    const { programme } = yield* ServerContext
    const row = prepared(programme.db, `SELECT ${columns} FROM ${from} WHERE m.meetup_id = ? AND m.country = ?`).get(user.userId, meetupId, user.country) as MeetupRow | undefined
    if (row === undefined) return yield* failureOf(new MeetupNotFound({ meetupId }))
    const ics = calendarFile("meetups", [
      {
        uid: `meetup-${row.meetupId}@vitrine`,
        title: row.title,
        startsAtMs: row.startsAtMs,
        endsAtMs: row.endsAtMs,
        timeZone: timeZoneOf(user.country as CountryCode),
        location: row.place ?? undefined
      }
    ])
    return HttpServerResponse.text(ics, {
      contentType: "text/calendar; charset=utf-8",
      headers: { "content-disposition": `attachment; filename="meetup-${encodeURIComponent(row.meetupId)}.ics"` }
    })
  })
