import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core"
import { defineProjection } from "./define.ts"

/**
 * Meetups with their current and previous check-in code (the console shows them; the learner
 * API never answers them) and how many checked in.
 */
export const meetups = sqliteTable(
  "meetups",
  {
    meetupId: text("meetup_id").primaryKey(),
    country: text("country").notNull(),
    title: text("title").notNull(),
    /** As written, with the offset; `startsAtMs`/`endsAtMs` order and compare them. */
    startsAt: text("starts_at").notNull(),
    endsAt: text("ends_at").notNull(),
    startsAtMs: integer("starts_at_ms").notNull(),
    endsAtMs: integer("ends_at_ms").notNull(),
    minLevel: integer("min_level").notNull(),
    capacity: integer("capacity"),
    place: text("place"),
    code: text("code"),
    codeSetAt: text("code_set_at"),
    checkIns: integer("check_ins").notNull()
  },
  (t) => [index("meetups_country_start").on(t.country, t.startsAtMs)]
)

export const checkIns = sqliteTable(
  "check_ins",
  {
    meetupId: text("meetup_id").notNull(),
    userId: text("user_id").notNull(),
    checkedInAt: text("checked_in_at").notNull()
  },
  (t) => [primaryKey({ columns: [t.meetupId, t.userId] }), index("check_ins_user").on(t.userId)]
)

export const meetupsProjection = defineProjection({
  name: "meetups",
  version: 1,
  tables: [meetups, checkIns],
  handlers: (db) => {
    const insert = db.prepare(
      "INSERT INTO meetups (meetup_id, country, title, starts_at, ends_at, starts_at_ms, ends_at_ms, min_level, capacity, place, check_ins) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0)"
    )
    const code = db.prepare("UPDATE meetups SET code = ?, code_set_at = ? WHERE meetup_id = ?")
    const checkIn = db.prepare("INSERT INTO check_ins (meetup_id, user_id, checked_in_at) VALUES (?, ?, ?)")
    const count = db.prepare("UPDATE meetups SET check_ins = check_ins + 1 WHERE meetup_id = ?")
    return {
      MeetupCreated: (e) =>
        insert.run(e.meetupId, e.country, e.title, e.startsAt, e.endsAt, Date.parse(e.startsAt), Date.parse(e.endsAt), e.minLevel, e.capacity ?? null, e.place ?? null),
      CheckInCodeSet: (e, ev) => code.run(e.code, ev.recordedAt, e.meetupId),
      CheckedIn: (e, ev) => {
        checkIn.run(e.meetupId, e.userId, ev.recordedAt)
        count.run(e.meetupId)
      }
    }
  }
})
