import type Database from "better-sqlite3"
import { trailProgress as progressOfTrail } from "../../domain/trail/progress.ts"
import { pageWindow, type Page } from "./reports.ts"

/** DESIGN §4.8's `report courses --json` row: one per enrolment. */
export interface CourseRow {
  readonly userId: string
  readonly courseId: string
  readonly status: string
  readonly grade: number | null
  readonly attemptsUsed: number
  readonly certificateCode: string | null
}

export interface CourseProgressRow {
  readonly courseId: string
  readonly title: string
  readonly status: string
  readonly enrolled: number
  readonly inProgress: number
  readonly approved: number
  readonly reproved: number
  readonly blocked: number
  readonly certificates: number
}

export interface TrailProgressRow {
  readonly trailId: string
  readonly userId: string
  readonly coursesApproved: number
  readonly courses: number
  /** A trail is approved when every mandatory course of it is (every course, when none is mandatory). */
  readonly approved: boolean
}

/** One row per enrolment, read as they are printed: a catalogue's enrolments may be many. */
export const courseRows = (db: Database.Database, page: Page = {}): Iterable<CourseRow> =>
  db
    .prepare(
      `SELECT user_id AS userId, course_id AS courseId, status, grade, attempts_used AS attemptsUsed, certificate_code AS certificateCode
       FROM enrolments ORDER BY course_id, user_id LIMIT ? OFFSET ?`
    )
    .iterate(...pageWindow(page)) as Iterable<CourseRow>

export const courseProgress = (db: Database.Database, page: Page = {}): Array<CourseProgressRow> =>
  db
    .prepare(
      `SELECT c.course_id AS courseId, c.title, c.status,
              count(e.user_id) AS enrolled,
              count(CASE WHEN e.status IN ('in_progress', 'restarted') THEN 1 END) AS inProgress,
              count(CASE WHEN e.approved = 1 THEN 1 END) AS approved,
              count(CASE WHEN e.status = 'reproved' THEN 1 END) AS reproved,
              count(CASE WHEN e.status = 'blocked' THEN 1 END) AS blocked,
              (SELECT count(*) FROM certificates x WHERE x.course_id = c.course_id) AS certificates
       FROM courses c LEFT JOIN enrolments e ON e.course_id = c.course_id AND e.enrolled = 1
       GROUP BY c.course_id ORDER BY c.course_id LIMIT ? OFFSET ?`
    )
    .all(...pageWindow(page)) as Array<CourseProgressRow>

/** A trail's enrolments: one row per course of the trail a learner enrolled in. */
const trailEnrolments = "trails t JOIN json_each(t.course_ids) j JOIN enrolments e ON e.course_id = j.value"

/** Per trail and learner who enrolled in any of its courses, by the domain's trail rule. */
export const trailProgress = (db: Database.Database, page: Page = {}): Array<TrailProgressRow> => {
  const trails = db
    .prepare(
      `SELECT t.trail_id AS trailId, json_group_array(json_object('courseId', j.value, 'mandatory', coalesce(c.mandatory, 0))) AS courses
       FROM trails t JOIN json_each(t.course_ids) j LEFT JOIN courses c ON c.course_id = j.value GROUP BY t.trail_id ORDER BY t.trail_id`
    )
    .all() as Array<{ trailId: string; courses: string }>
  const learners = db.prepare<[string], { userId: string; approved: string }>(
    `SELECT e.user_id AS userId, json_group_array(CASE WHEN e.approved = 1 THEN e.course_id END) AS approved
     FROM ${trailEnrolments}
     WHERE t.trail_id = ? GROUP BY e.user_id ORDER BY e.user_id`
  )
  const rows = trails.flatMap((t) => {
    const courses = JSON.parse(t.courses) as Array<{ courseId: string; mandatory: number }>
    return learners.all(t.trailId).map((l) => {
      const approved = new Set(JSON.parse(l.approved) as Array<string | null>)
      const p = progressOfTrail(courses.map((c) => ({ mandatory: c.mandatory === 1, approved: approved.has(c.courseId), begun: true })))
      return { trailId: t.trailId, userId: l.userId, coursesApproved: p.coursesApproved, courses: p.courses, approved: p.approved }
    })
  })
  // The trail rule is the domain's, so a page of it is cut here (a catalogue holds few trails).
  const [limit, offset] = pageWindow(page)
  return limit < 0 ? rows.slice(offset) : rows.slice(offset, offset + limit)
}

/** How many rows a course report has in all, per enrolment, course, or trail and learner. */
export const courseReportSize = (db: Database.Database, by: "enrolment" | "course" | "trail"): number =>
  (
    db
      .prepare(
        by === "enrolment"
          ? "SELECT count(*) AS n FROM enrolments"
          : by === "course"
            ? "SELECT count(*) AS n FROM courses"
            : `SELECT count(*) AS n FROM (SELECT DISTINCT t.trail_id, e.user_id FROM ${trailEnrolments})`
      )
      .get() as { n: number }
  ).n
