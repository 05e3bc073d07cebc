import { primaryKey, real, sqliteTable, text, integer } from "drizzle-orm/sqlite-core"
import type { ScormVersion } from "../../domain/scorm/dataModel.ts"
import type { ScormCommitted } from "../../domain/scorm/events.ts"
import { initialState, type ScormAttemptState } from "../../domain/scorm/state.ts"
import { defineProjection } from "./define.ts"

/** Each learner's SCORM attempt per activity: what the next launch hands the package, and its result. */
export const scormAttempts = sqliteTable(
  "scorm_attempts",
  {
    courseId: text("course_id").notNull(),
    userId: text("user_id").notNull(),
    activityId: text("activity_id").notNull(),
    packageId: text("package_id").notNull(),
    version: text("version").notNull(),
    seq: integer("seq").notNull(),
    /** The kept cmi values, as JSON. */
    cmi: text("cmi").notNull(),
    totalSeconds: real("total_seconds").notNull(),
    entry: text("entry").notNull(),
    completion: text("completion").notNull(),
    success: text("success").notNull(),
    score: real("score"),
    updatedAt: text("updated_at").notNull()
  },
  (t) => [primaryKey({ columns: [t.courseId, t.userId, t.activityId] })]
)

/** Where each learner stopped in each video or audio activity. */
export const mediaPositions = sqliteTable(
  "media_positions",
  {
    courseId: text("course_id").notNull(),
    userId: text("user_id").notNull(),
    activityId: text("activity_id").notNull(),
    positionSeconds: real("position_seconds").notNull(),
    durationSeconds: real("duration_seconds").notNull(),
    updatedAt: text("updated_at").notNull()
  },
  (t) => [primaryKey({ columns: [t.courseId, t.userId, t.activityId] })]
)

interface AttemptRow {
  readonly packageId: string
  readonly seq: number
  readonly cmi: string
  readonly totalSeconds: number
  readonly entry: ScormAttemptState["entry"]
}

/** An attempt's row as the domain's state, so the next launch reads exactly what evolve.ts kept. */
export const attemptStateOf = (row: AttemptRow | undefined): ScormAttemptState =>
  row === undefined ? initialState : { seq: row.seq, packageId: row.packageId, cmi: JSON.parse(row.cmi) as Record<string, string>, totalSeconds: row.totalSeconds, entry: row.entry }

export const scormProjection = defineProjection({
  name: "scorm",
  version: 1,
  tables: [scormAttempts, mediaPositions],
  handlers: (db) => {
    const write = db.prepare(
      `INSERT INTO scorm_attempts (course_id, user_id, activity_id, package_id, version, seq, cmi, total_seconds, entry, completion, success, score, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (course_id, user_id, activity_id) DO UPDATE SET package_id = excluded.package_id, version = excluded.version, seq = excluded.seq,
         -- Values merge commit after commit (evolve.ts); a new package starts afresh. Written, not read: a rebuild runs apart from the database.
         cmi = CASE WHEN scorm_attempts.package_id = excluded.package_id THEN json_patch(scorm_attempts.cmi, excluded.cmi) ELSE excluded.cmi END,
         total_seconds = excluded.total_seconds, entry = excluded.entry, completion = excluded.completion, success = excluded.success, score = excluded.score, updated_at = excluded.updated_at`
    )
    const position = db.prepare(
      `INSERT INTO media_positions (course_id, user_id, activity_id, position_seconds, duration_seconds, updated_at) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (course_id, user_id, activity_id) DO UPDATE SET position_seconds = excluded.position_seconds, duration_seconds = excluded.duration_seconds, updated_at = excluded.updated_at`
    )
    return {
      ScormCommitted: (e: ScormCommitted, ev) => {
        const version: ScormVersion = e.version
        write.run(e.courseId, e.userId, e.activityId, e.packageId, version, e.seq, JSON.stringify(e.values), e.totalSeconds, e.entry, e.completion, e.success, e.score, ev.recordedAt)
      },
      MediaPositionSaved: (e, ev) => position.run(e.courseId, e.userId, e.activityId, e.positionSeconds, e.durationSeconds, ev.recordedAt)
    }
  }
})
