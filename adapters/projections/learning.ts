import { defineProjection } from "./define.ts"
import { attempts, certificates, completedActivities, courses, enrolments, enrolmentTests, learningTests, trails } from "./learningTables.ts"

const forEnrolment = "course_id = @c AND user_id = @u"
const sameEnrolment = "t.course_id = enrolments.course_id AND t.user_id = enrolments.user_id"

/**
 * Courses, tests, trails, enrolments, attempts and certificates. Every handler only writes (a
 * rebuild may record them apart from the database): figures derived from other rows are
 * computed by subqueries of the writes themselves.
 */
export const learningProjection = defineProjection({
  name: "learning",
  version: 1,
  tables: [courses, learningTests, trails, enrolments, completedActivities, enrolmentTests, attempts, certificates],
  handlers: (db) => {
    const course = db.prepare(
      "INSERT INTO courses (course_id, title, category, workload_hours, enrolment_type, deadline, mandatory, status, activities, prerequisites) VALUES (?, ?, ?, ?, ?, ?, ?, 'draft', ?, ?)"
    )
    const courseStatus = db.prepare("UPDATE courses SET status = ? WHERE course_id = ?")
    const courseEdited = db.prepare(
      "UPDATE courses SET title = ?, category = ?, workload_hours = ?, enrolment_type = ?, deadline = ?, mandatory = ?, activities = ?, prerequisites = ? WHERE course_id = ?"
    )
    // As the course's evolve: a test stays with its activity while that is still a test of the course.
    const testsDetached = db.prepare(`
      DELETE FROM learning_tests WHERE course_id = @c AND activity_id NOT IN (
        SELECT a.value ->> '$.activityId' FROM json_each(@activities) a WHERE a.value ->> '$.type' GLOB '*_test' OR a.value ->> '$.type' GLOB '*_quiz')`)
    const test = db.prepare(
      "INSERT INTO learning_tests (test_id, course_id, activity_id, kind, max_attempts, pass_mark, question_count, time_limit_seconds) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"
    )
    const trail = db.prepare("INSERT INTO trails (trail_id, title, course_ids) VALUES (?, ?, ?)")
    const enrolled = db.prepare(`
      INSERT INTO enrolments (course_id, user_id, enrolled, assigned, approved, improved, restarted, outcome, status, grade, attempts_used, certificate_code, enrolled_at)
      VALUES (@c, @u, 1, @assigned, 0, 0, 0, NULL, 'not_started', NULL, 0, NULL, @at)
      ON CONFLICT (course_id, user_id) DO UPDATE SET enrolled = 1, assigned = @assigned, restarted = 0, outcome = NULL, enrolled_at = @at`)
    const set = (assignments: string) => db.prepare(`UPDATE enrolments SET ${assignments} WHERE ${forEnrolment}`)
    const unenrolled = set("enrolled = 0")
    const restarted = set("restarted = 1, outcome = NULL")
    const outcome = set("outcome = @outcome")
    const approved = set("approved = 1, certificate_code = @code")
    const improved = set("improved = 1")
    const clearTests = db.prepare(`DELETE FROM enrolment_tests WHERE ${forEnrolment}`)
    const clearActivities = db.prepare(`DELETE FROM completed_activities WHERE ${forEnrolment}`)
    const completed = db.prepare("INSERT OR IGNORE INTO completed_activities (course_id, user_id, activity_id, completed_at) VALUES (?, ?, ?, ?)")
    const opened = db.prepare(`
      INSERT INTO enrolment_tests (course_id, user_id, test_id, graded, attempts_used, best, passed)
      VALUES (@c, @u, @t, coalesce((SELECT kind <> 'unevaluated_quiz' FROM learning_tests WHERE test_id = @t), 1), 1, NULL, 0)
      ON CONFLICT (course_id, user_id, test_id) DO UPDATE SET attempts_used = attempts_used + 1`)
    const testGraded = db.prepare(
      `UPDATE enrolment_tests SET best = max(coalesce(best, @score), @score), passed = passed OR @passed WHERE ${forEnrolment} AND test_id = @t`
    )
    // The derived columns of one enrolment, after any change to it.
    const refresh = set(`
      grade = (SELECT avg(best) FROM enrolment_tests t WHERE ${sameEnrolment} AND t.graded = 1 AND t.best IS NOT NULL),
      attempts_used = coalesce((SELECT sum(attempts_used) FROM enrolment_tests t WHERE ${sameEnrolment} AND t.graded = 1), 0),
      status = CASE
        WHEN enrolled = 0 THEN 'unenrolled'
        WHEN approved = 1 THEN CASE WHEN improved = 1 THEN 'improved' ELSE 'approved' END
        WHEN outcome IS NOT NULL THEN outcome
        WHEN EXISTS (SELECT 1 FROM completed_activities t WHERE ${sameEnrolment}) OR EXISTS (SELECT 1 FROM enrolment_tests t WHERE ${sameEnrolment}) THEN 'in_progress'
        WHEN restarted = 1 THEN 'restarted'
        ELSE 'not_started' END`)
    const attempt = db.prepare(
      "INSERT INTO attempts (attempt_id, test_id, course_id, user_id, seed, question_ids, answers, started_at, closes_at) VALUES (?, ?, ?, ?, ?, ?, '{}', ?, ?)"
    )
    const saved = db.prepare("UPDATE attempts SET answers = json_patch(answers, ?) WHERE attempt_id = ?")
    const attemptGraded = db.prepare("UPDATE attempts SET right = ?, drawn = ?, score = ?, passed = ?, closed_by = ?, graded_at = ? WHERE attempt_id = ?")
    const certificate = db.prepare("INSERT INTO certificates (code, course_id, user_id, issued_at) VALUES (?, ?, ?, ?)")
    const ids = (e: { courseId: string; userId: string }) => ({ c: e.courseId, u: e.userId })
    const reset = (e: { courseId: string; userId: string }) => {
      clearTests.run(ids(e))
      clearActivities.run(ids(e))
    }
    return {
      CourseCreated: (e) =>
        course.run(e.courseId, e.title, e.category ?? null, e.workloadHours, e.enrolmentType, e.deadline ?? null, e.mandatory ? 1 : 0, JSON.stringify(e.activities), JSON.stringify(e.prerequisites)),
      CourseEdited: (e) => {
        const activities = JSON.stringify([...e.activities].sort((a, b) => a.hierarchyOrder - b.hierarchyOrder))
        courseEdited.run(e.title, e.category ?? null, e.workloadHours, e.enrolmentType, e.deadline ?? null, e.mandatory ? 1 : 0, activities, JSON.stringify(e.prerequisites), e.courseId)
        testsDetached.run({ c: e.courseId, activities })
      },
      CoursePublished: (e) => courseStatus.run("published", e.courseId),
      CourseArchived: (e) => courseStatus.run("archived", e.courseId),
      TestCreated: (e) => test.run(e.testId, e.courseId, e.activityId, e.kind, e.maxAttempts, e.passMark, e.questionCount, e.timeLimitSeconds ?? null),
      TrailCreated: (e) => trail.run(e.trailId, e.title, JSON.stringify(e.courseIds)),
      Enrolled: (e, ev) => {
        reset(e)
        enrolled.run({ ...ids(e), assigned: e.assigned ? 1 : 0, at: ev.recordedAt })
        refresh.run(ids(e))
      },
      Unenrolled: (e) => {
        unenrolled.run(ids(e))
        refresh.run(ids(e))
      },
      ActivityCompleted: (e, ev) => {
        completed.run(e.courseId, e.userId, e.activityId, ev.recordedAt)
        refresh.run(ids(e))
      },
      AttemptOpened: (e) => {
        opened.run({ ...ids(e), t: e.testId })
        refresh.run(ids(e))
      },
      TestGraded: (e) => {
        testGraded.run({ ...ids(e), t: e.testId, score: e.score, passed: e.passed ? 1 : 0 })
        if (e.improved) improved.run(ids(e))
        refresh.run(ids(e))
      },
      CourseApproved: (e) => {
        approved.run({ ...ids(e), code: e.certificateCode })
        refresh.run(ids(e))
      },
      CourseReproved: (e) => {
        outcome.run({ ...ids(e), outcome: "reproved" })
        refresh.run(ids(e))
      },
      CourseBlocked: (e) => {
        outcome.run({ ...ids(e), outcome: "blocked" })
        refresh.run(ids(e))
      },
      CourseRestarted: (e) => {
        reset(e)
        restarted.run(ids(e))
        refresh.run(ids(e))
      },
      AttemptStarted: (e) => attempt.run(e.attemptId, e.testId, e.courseId, e.userId, e.seed, JSON.stringify(e.questionIds), e.startedAt, e.closesAt),
      AnswersSaved: (e) => saved.run(JSON.stringify(e.answers), e.attemptId),
      AttemptGraded: (e) => attemptGraded.run(e.right, e.drawn, e.score, e.passed ? 1 : 0, e.closedBy, e.gradedAt, e.attemptId),
      CertificateIssued: (e) => certificate.run(e.code, e.courseId, e.userId, e.issuedAt)
    }
  }
})
