import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core"
import { defineProjection } from "./define.ts"

/**
 * A course's catalogue fields the learning read model leaves in the log (description, tags, cover,
 * support materials), as last created or edited: the console's edit form reads them back.
 */
export const authoringCourseDrafts = sqliteTable("authoring_course_drafts", {
  courseId: text("course_id").primaryKey(),
  description: text("description"),
  tags: text("tags", { mode: "json" }).$type<Array<string>>().notNull(),
  coverFileId: text("cover_file_id"),
  supportMaterials: text("support_materials", { mode: "json" }).$type<Array<{ fileId: string; title: string }>>().notNull()
})

/** Each finished game round of a learner (RecordGameRound), for their previous results. */
export const authoringGameRounds = sqliteTable(
  "authoring_game_rounds",
  {
    courseId: text("course_id").notNull(),
    userId: text("user_id").notNull(),
    activityId: text("activity_id").notNull(),
    roundId: text("round_id").notNull(),
    round: integer("round").notNull(),
    score: integer("score").notNull(),
    right: integer("right").notNull(),
    errors: integer("errors").notNull(),
    won: integer("won", { mode: "boolean" }).notNull(),
    recordedAt: text("recorded_at").notNull()
  },
  (t) => [primaryKey({ columns: [t.courseId, t.userId, t.activityId, t.roundId] }), index("authoring_game_rounds_user").on(t.userId, t.courseId)]
)

interface Draft {
  courseId: string
  description?: string
  tags: Array<string>
  coverFileId?: string
  supportMaterials?: Array<{ fileId: string; title: string }>
}

export const authoringProjection = defineProjection({
  name: "authoring",
  version: 1,
  tables: [authoringCourseDrafts, authoringGameRounds],
  handlers: (db) => {
    const draft = db.prepare(
      `INSERT INTO authoring_course_drafts (course_id, description, tags, cover_file_id, support_materials) VALUES (@c, @description, @tags, @cover, @materials)
       ON CONFLICT (course_id) DO UPDATE SET description = @description, tags = @tags, cover_file_id = @cover, support_materials = @materials`
    )
    const drafted = (e: Draft) =>
      draft.run({ c: e.courseId, description: e.description ?? null, tags: JSON.stringify(e.tags), cover: e.coverFileId ?? null, materials: JSON.stringify(e.supportMaterials ?? []) })
    const round = db.prepare(
      `INSERT OR IGNORE INTO authoring_game_rounds (course_id, user_id, activity_id, round_id, round, score, right, errors, won, recorded_at)
       VALUES (@courseId, @userId, @activityId, @roundId, @round, @score, @right, @errors, @won, @at)`
    )
    return {
      CourseCreated: drafted,
      CourseEdited: drafted,
      GameRoundRecorded: (e, ev) =>
        round.run({ courseId: e.courseId, userId: e.userId, activityId: e.activityId, roundId: e.roundId, round: e.round, score: e.score, right: e.right, errors: e.errors, won: e.won ? 1 : 0, at: ev.recordedAt })
    }
  }
})
