import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core"
import { classSpan } from "../../domain/class/times.ts"
import { defineProjection } from "./define.ts"

/** Presential catalogs (DESIGN §4.9) and the courses each holds, in the order added. */
export const classesCatalogs = sqliteTable("classes_catalogs", {
  catalogId: text("catalog_id").primaryKey(),
  clientId: text("client_id").notNull(),
  title: text("title").notNull(),
  description: text("description"),
  createdAt: text("created_at").notNull()
})

export const classesCatalogCourses = sqliteTable(
  "classes_catalog_courses",
  {
    catalogId: text("catalog_id").notNull(),
    courseId: text("course_id").notNull(),
    position: integer("position").notNull()
  },
  (t) => [primaryKey({ columns: [t.catalogId, t.courseId] }), index("classes_catalog_courses_course").on(t.courseId)]
)

/** Classes with their schedule as written (the country's wall clock) and as instants, their state and taken seats. */
export const classes = sqliteTable(
  "classes",
  {
    classId: text("class_id").primaryKey(),
    type: text("type").notNull(),
    title: text("title").notNull(),
    clientId: text("client_id").notNull(),
    country: text("country").notNull(),
    courseId: text("course_id"),
    date: text("date").notNull(),
    startTime: text("start_time").notNull(),
    endTime: text("end_time").notNull(),
    timeZone: text("time_zone").notNull(),
    startsAtMs: integer("starts_at_ms").notNull(),
    endsAtMs: integer("ends_at_ms").notNull(),
    model: text("model"),
    address: text("address"),
    vacancy: integer("vacancy").notNull(),
    link: text("link"),
    instructorId: text("instructor_id").notNull(),
    inviteOnly: integer("invite_only").notNull(),
    /** `{freq, count}` as JSON, or null for a single session. */
    recurrence: text("recurrence"),
    status: text("status").notNull(),
    subscribed: integer("subscribed").notNull(),
    createdAt: text("created_at").notNull()
  },
  (t) => [index("classes_client_type").on(t.clientId, t.type, t.startsAtMs), index("classes_instructor").on(t.instructorId), index("classes_course").on(t.courseId)]
)

/** One learner's place in a class: invited, subscribed (or no longer), present. */
export const classesSeats = sqliteTable(
  "classes_seats",
  {
    classId: text("class_id").notNull(),
    userId: text("user_id").notNull(),
    invited: integer("invited").notNull(),
    subscribed: integer("subscribed").notNull(),
    subscribedAt: text("subscribed_at"),
    present: integer("present").notNull(),
    validatedAt: text("validated_at")
  },
  (t) => [primaryKey({ columns: [t.classId, t.userId] }), index("classes_seats_user").on(t.userId)]
)

export const classesUnlocks = sqliteTable(
  "classes_unlocks",
  { classId: text("class_id").notNull(), activityId: text("activity_id").notNull(), unlockedAt: text("unlocked_at").notNull() },
  (t) => [primaryKey({ columns: [t.classId, t.activityId] })]
)

export const classesProjection = defineProjection({
  name: "classes",
  version: 1,
  tables: [classesCatalogs, classesCatalogCourses, classes, classesSeats, classesUnlocks],
  handlers: (db) => {
    const catalog = db.prepare("INSERT INTO classes_catalogs (catalog_id, client_id, title, description, created_at) VALUES (?, ?, ?, ?, ?)")
    const catalogCourse = db.prepare(
      "INSERT INTO classes_catalog_courses (catalog_id, course_id, position) VALUES (?, ?, (SELECT count(*) FROM classes_catalog_courses WHERE catalog_id = ?))"
    )
    const schedule = db.prepare(
      `INSERT INTO classes (class_id, type, title, client_id, country, course_id, date, start_time, end_time, time_zone, starts_at_ms, ends_at_ms, model, address,
        vacancy, link, instructor_id, invite_only, recurrence, status, subscribed, created_at)
       VALUES (@classId, @type, @title, @clientId, @country, @courseId, @date, @startTime, @endTime, @timeZone, @startsAtMs, @endsAtMs, @model, @address,
        @vacancy, @link, @instructorId, @inviteOnly, @recurrence, 'pre_scheduled', 0, @createdAt)`
    )
    const status = db.prepare("UPDATE classes SET status = ? WHERE class_id = ?")
    const seat = db.prepare(
      `INSERT INTO classes_seats (class_id, user_id, invited, subscribed, subscribed_at, present) VALUES (@classId, @userId, @invited, @subscribed, @at, 0)
       ON CONFLICT (class_id, user_id) DO UPDATE SET invited = max(invited, excluded.invited), subscribed = excluded.subscribed,
         subscribed_at = coalesce(excluded.subscribed_at, subscribed_at)`
    )
    const invite = db.prepare("INSERT INTO classes_seats (class_id, user_id, invited, subscribed, present) VALUES (?, ?, 1, 0, 0) ON CONFLICT (class_id, user_id) DO UPDATE SET invited = 1")
    const count = db.prepare("UPDATE classes SET subscribed = subscribed + ? WHERE class_id = ?")
    const present = db.prepare("UPDATE classes_seats SET present = 1, validated_at = ? WHERE class_id = ? AND user_id = ?")
    const unlock = db.prepare("INSERT INTO classes_unlocks (class_id, activity_id, unlocked_at) VALUES (?, ?, ?)")
    return {
      CatalogCreated: (e, ev) => catalog.run(e.catalogId, e.clientId, e.title, e.description ?? null, ev.recordedAt),
      CatalogCourseAdded: (e) => catalogCourse.run(e.catalogId, e.courseId, e.catalogId),
      ClassScheduled: (e, ev) =>
        schedule.run({
          ...e,
          ...classSpan(e),
          courseId: e.courseId ?? null,
          model: e.model ?? null,
          address: e.address ?? null,
          link: e.link ?? null,
          inviteOnly: e.inviteOnly ? 1 : 0,
          recurrence: e.recurrence === undefined ? null : JSON.stringify(e.recurrence),
          createdAt: ev.recordedAt
        }),
      ClassMoved: (e) => status.run(e.to, e.classId),
      ClassInvited: (e) => invite.run(e.classId, e.userId),
      ClassSubscribed: (e, ev) => {
        seat.run({ classId: e.classId, userId: e.userId, invited: 0, subscribed: 1, at: ev.recordedAt })
        count.run(1, e.classId)
      },
      ClassUnsubscribed: (e) => {
        seat.run({ classId: e.classId, userId: e.userId, invited: 0, subscribed: 0, at: null })
        count.run(-1, e.classId)
      },
      PresenceValidated: (e, ev) => present.run(ev.recordedAt, e.classId, e.userId),
      ClassActivityUnlocked: (e, ev) => unlock.run(e.classId, e.activityId, ev.recordedAt)
    }
  }
})
