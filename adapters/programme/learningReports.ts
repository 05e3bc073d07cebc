import type Database from "better-sqlite3"

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
export const courseRows = (db: Database.Database): Iterable<CourseRow> =>
  db
    .prepare(
      `SELECT user_id AS userId, course_id AS courseId, status, grade, attempts_used AS attemptsUsed, certificate_code AS certificateCode
       FROM enrolments ORDER BY course_id, user_id`
    )
    .iterate() as Iterable<CourseRow>

export const courseProgress = (db: Database.Database): Array<CourseProgressRow> =>
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
       GROUP BY c.course_id ORDER BY c.course_id`
    )
    .all() as Array<CourseProgressRow>

export const trailProgress = (db: Database.Database): Array<TrailProgressRow> => {
  const rows = db
    .prepare(
      `SELECT t.trail_id AS trailId, e.user_id AS userId, count(DISTINCT j.value) AS courses,
              count(DISTINCT CASE WHEN e.approved = 1 THEN j.value END) AS coursesApproved,
              (SELECT count(*) FROM json_each(t.course_ids) m JOIN courses c ON c.course_id = m.value WHERE c.mandatory = 1) AS mandatory,
              count(DISTINCT CASE WHEN e.approved = 1 AND c.mandatory = 1 THEN j.value END) AS mandatoryApproved
       FROM trails t JOIN json_each(t.course_ids) j
       JOIN enrolments e ON e.course_id = j.value
       JOIN courses c ON c.course_id = j.value
       GROUP BY t.trail_id, e.user_id ORDER BY t.trail_id, e.user_id`
    )
    .all() as Array<{ trailId: string; userId: string; courses: number; coursesApproved: number; mandatory: number; mandatoryApproved: number }>
  // `courses` above counts those the learner enrolled in; the trail's own count is its list's length.
  const sizes = new Map((db.prepare("SELECT trail_id AS trailId, json_array_length(course_ids) AS n FROM trails").all() as Array<{ trailId: string; n: number }>).map((r) => [r.trailId, r.n]))
  return rows.map((r) => {
    const courses = sizes.get(r.trailId) ?? r.courses
    return {
      trailId: r.trailId,
      userId: r.userId,
      coursesApproved: r.coursesApproved,
      courses,
      approved: r.mandatory > 0 ? r.mandatoryApproved === r.mandatory : r.coursesApproved === courses
    }
  })
}
