import { sqliteTable, text, integer, real, index, primaryKey } from "drizzle-orm/sqlite-core"

/** The catalogue: courses with their activities, tests (no question bank: that stays in the log), trails. */
export const courses = sqliteTable("courses", {
  courseId: text("course_id").primaryKey(),
  title: text("title").notNull(),
  category: text("category"),
  workloadHours: real("workload_hours").notNull(),
  enrolmentType: text("enrolment_type").notNull(),
  deadline: text("deadline"),
  mandatory: integer("mandatory", { mode: "boolean" }).notNull(),
  status: text("status").notNull(),
  activities: text("activities", { mode: "json" }).$type<Array<{ activityId: string; type: string; hierarchyOrder: number; mandatory: boolean; blocking: boolean }>>().notNull(),
  prerequisites: text("prerequisites", { mode: "json" }).$type<Array<string>>().notNull()
})

export const learningTests = sqliteTable("learning_tests", {
  testId: text("test_id").primaryKey(),
  courseId: text("course_id").notNull(),
  activityId: text("activity_id").notNull(),
  kind: text("kind").notNull(),
  maxAttempts: integer("max_attempts"),
  passMark: integer("pass_mark").notNull(),
  questionCount: integer("question_count").notNull(),
  timeLimitSeconds: integer("time_limit_seconds")
})

export const trails = sqliteTable("trails", {
  trailId: text("trail_id").primaryKey(),
  title: text("title").notNull(),
  courseIds: text("course_ids", { mode: "json" }).$type<Array<string>>().notNull()
})

/** One row per learner and course (DESIGN §4.8's `report courses`), status as SPEC §3 names progress. */
export const enrolments = sqliteTable(
  "enrolments",
  {
    courseId: text("course_id").notNull(),
    userId: text("user_id").notNull(),
    enrolled: integer("enrolled", { mode: "boolean" }).notNull(),
    assigned: integer("assigned", { mode: "boolean" }).notNull(),
    approved: integer("approved", { mode: "boolean" }).notNull(),
    improved: integer("improved", { mode: "boolean" }).notNull(),
    restarted: integer("restarted", { mode: "boolean" }).notNull(),
    outcome: text("outcome"),
    status: text("status").notNull(),
    /** The mean of the best scores of the course's graded tests since the last restart. */
    grade: real("grade"),
    attemptsUsed: integer("attempts_used").notNull(),
    certificateCode: text("certificate_code"),
    enrolledAt: text("enrolled_at").notNull()
  },
  (t) => [primaryKey({ columns: [t.courseId, t.userId] }), index("enrolments_user").on(t.userId)]
)

export const completedActivities = sqliteTable(
  "completed_activities",
  { courseId: text("course_id").notNull(), userId: text("user_id").notNull(), activityId: text("activity_id").notNull(), completedAt: text("completed_at").notNull() },
  (t) => [primaryKey({ columns: [t.courseId, t.userId, t.activityId] })]
)

/** Per learner, course and test: attempts since the enrolment or the last restart, best score. */
export const enrolmentTests = sqliteTable(
  "enrolment_tests",
  {
    courseId: text("course_id").notNull(),
    userId: text("user_id").notNull(),
    testId: text("test_id").notNull(),
    graded: integer("graded", { mode: "boolean" }).notNull(),
    attemptsUsed: integer("attempts_used").notNull(),
    best: integer("best"),
    passed: integer("passed", { mode: "boolean" }).notNull()
  },
  (t) => [primaryKey({ columns: [t.courseId, t.userId, t.testId] })]
)

export const attempts = sqliteTable(
  "attempts",
  {
    attemptId: text("attempt_id").primaryKey(),
    testId: text("test_id").notNull(),
    courseId: text("course_id").notNull(),
    userId: text("user_id").notNull(),
    seed: integer("seed").notNull(),
    questionIds: text("question_ids", { mode: "json" }).$type<Array<string>>().notNull(),
    answers: text("answers", { mode: "json" }).$type<Record<string, Array<string>>>().notNull(),
    startedAt: integer("started_at").notNull(),
    closesAt: integer("closes_at"),
    right: integer("right"),
    drawn: integer("drawn"),
    score: integer("score"),
    passed: integer("passed", { mode: "boolean" }),
    closedBy: text("closed_by"),
    gradedAt: integer("graded_at")
  },
  (t) => [index("attempts_user").on(t.userId, t.testId)]
)

export const certificates = sqliteTable(
  "certificates",
  { code: text("code").primaryKey(), courseId: text("course_id").notNull(), userId: text("user_id").notNull(), issuedAt: text("issued_at").notNull() },
  (t) => [index("certificates_user").on(t.userId)]
)
