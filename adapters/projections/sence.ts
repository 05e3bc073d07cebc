import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core"
import { defineProjection } from "./define.ts"

/** A client company's code at SENCE (DESIGN §4.9). */
export const senceClients = sqliteTable("sence_clients", {
  clientId: text("client_id").primaryKey(),
  senceCode: text("sence_code").notNull()
})

/** A course's code at SENCE: Chilean learners of a client with a code start a session before its content. */
export const senceCourses = sqliteTable("sence_courses", {
  courseId: text("course_id").primaryKey(),
  courseCode: text("course_code").notNull()
})

/** SENCE sessions: opened (3 minutes to log in, `expires_at` in epoch ms), started once the agency accepts, closed by its close call. */
export const senceSessions = sqliteTable(
  "sence_sessions",
  {
    sessionId: text("session_id").primaryKey(),
    userId: text("user_id").notNull(),
    courseId: text("course_id").notNull(),
    clientId: text("client_id").notNull(),
    openedAt: integer("opened_at").notNull(),
    expiresAt: integer("expires_at").notNull(),
    startedAt: integer("started_at"),
    /** The agency's id of the started session, which its close call names. */
    agencySessionId: text("agency_session_id"),
    closedAt: integer("closed_at")
  },
  (t) => [index("sence_sessions_user_course").on(t.userId, t.courseId)]
)

export const senceProjection = defineProjection({
  name: "sence",
  version: 2,
  tables: [senceClients, senceCourses, senceSessions],
  handlers: (db) => {
    const client = db.prepare("INSERT INTO sence_clients (client_id, sence_code) VALUES (?, ?) ON CONFLICT (client_id) DO UPDATE SET sence_code = excluded.sence_code")
    const course = db.prepare("INSERT INTO sence_courses (course_id, course_code) VALUES (?, ?) ON CONFLICT (course_id) DO UPDATE SET course_code = excluded.course_code")
    const open = db.prepare("INSERT INTO sence_sessions (session_id, user_id, course_id, client_id, opened_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)")
    const start = db.prepare("UPDATE sence_sessions SET started_at = ?, agency_session_id = ? WHERE session_id = ?")
    const close = db.prepare("UPDATE sence_sessions SET closed_at = ? WHERE session_id = ?")
    return {
      SenceClientCodeSet: (e) => client.run(e.clientId, e.senceCode),
      SenceCourseCodeSet: (e) => course.run(e.courseId, e.courseCode),
      SenceSessionOpened: (e) => open.run(e.sessionId, e.userId, e.courseId, e.clientId, e.openedAt, e.expiresAt),
      SenceSessionStarted: (e) => start.run(e.startedAt, e.agencySessionId ?? null, e.sessionId),
      SenceSessionClosed: (e) => close.run(e.closedAt, e.sessionId)
    }
  }
})
