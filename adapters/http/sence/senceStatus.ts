import type Database from "better-sqlite3"
import { prepared } from "../statements.ts"

/**
 * Where a learner stands with SENCE on a course (DESIGN §4.9): it is required when the learner is
 * Chilean, the course has a SENCE code and one of the learner's clients too (the selected one
 * first); the content opens once a session has started.
 */
export const senceStatusOf = (db: Database.Database, userId: string, courseId: string, now: number, selectedClientId: string | null = null) => {
  const country = prepared(db, "SELECT country FROM accounts WHERE user_id = ?").pluck().get(userId) as string | undefined
  const courseCode = prepared(db, "SELECT course_code FROM sence_courses WHERE course_id = ?").pluck().get(courseId) as string | undefined
  const clients = prepared(db, "SELECT s.client_id FROM client_members m JOIN sence_clients s USING (client_id) WHERE m.user_id = ? ORDER BY s.client_id")
    .pluck()
    .all(userId) as Array<string>
  const clientId = clients.find((c) => c === selectedClientId) ?? clients[0] ?? null
  const required = country === "CL" && courseCode !== undefined && clientId !== null
  // A closed session (the agency's close call) no longer opens the content: the learner starts another.
  const started =
    prepared(db, "SELECT 1 FROM sence_sessions WHERE user_id = ? AND course_id = ? AND started_at IS NOT NULL AND closed_at IS NULL LIMIT 1").get(userId, courseId) !== undefined
  const open = prepared(
    db,
    "SELECT session_id AS sessionId, expires_at AS expiresAt FROM sence_sessions WHERE user_id = ? AND course_id = ? AND started_at IS NULL AND expires_at >= ? ORDER BY opened_at DESC LIMIT 1"
  ).get(userId, courseId, now) as { sessionId: string; expiresAt: number } | undefined
  return {
    courseId,
    required,
    started,
    open: started || open === undefined ? null : { sessionId: open.sessionId, expiresAt: new Date(open.expiresAt).toISOString(), remainingSeconds: Math.floor((open.expiresAt - now) / 1000) },
    clientId
  }
}

/** The course's content stays closed to this learner until their SENCE session has started. */
export const senceLocked = (db: Database.Database, userId: string, courseId: string, now: number): boolean => {
  const s = senceStatusOf(db, userId, courseId, now)
  return s.required && !s.started
}
