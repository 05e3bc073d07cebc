import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core"
import { defineProjection } from "./define.ts"

/** Surveys as last saved, with their status (saved, published, unpublished) and how many answered. */
export const surveys = sqliteTable(
  "surveys",
  {
    surveyId: text("survey_id").primaryKey(),
    title: text("title").notNull(),
    type: text("type").notNull(),
    description: text("description"),
    status: text("status").notNull(),
    startsOn: text("starts_on").notNull(),
    endsOn: text("ends_on").notNull(),
    score: integer("score").notNull(),
    mandatory: integer("mandatory").notNull(),
    /** JSON arrays of ids: read with `json_each` where the learner's clients or an admin's rights matter. */
    owners: text("owners").notNull(),
    clients: text("clients").notNull(),
    permissions: text("permissions").notNull(),
    questions: text("questions").notNull(),
    answers: integer("answers").notNull(),
    savedAt: text("saved_at").notNull()
  },
  (t) => [index("surveys_status").on(t.status)]
)

/** One learner's answers to one survey (JSON as answered): results count them per question. */
export const surveyAnswers = sqliteTable(
  "survey_answers",
  {
    surveyId: text("survey_id").notNull(),
    userId: text("user_id").notNull(),
    answers: text("answers").notNull(),
    answeredAt: text("answered_at").notNull()
  },
  (t) => [primaryKey({ columns: [t.surveyId, t.userId] }), index("survey_answers_user").on(t.userId)]
)

export const surveysProjection = defineProjection({
  name: "surveys",
  version: 1,
  tables: [surveys, surveyAnswers],
  handlers: (db) => {
    const save = db.prepare(
      `INSERT INTO surveys (survey_id, title, type, description, status, starts_on, ends_on, score, mandatory, owners, clients, permissions, questions, answers, saved_at)
       VALUES (?, ?, ?, ?, 'saved', ?, ?, ?, ?, ?, ?, ?, ?, 0, ?)
       ON CONFLICT (survey_id) DO UPDATE SET title = excluded.title, type = excluded.type, description = excluded.description, starts_on = excluded.starts_on,
         ends_on = excluded.ends_on, score = excluded.score, mandatory = excluded.mandatory, owners = excluded.owners, clients = excluded.clients,
         permissions = excluded.permissions, questions = excluded.questions, saved_at = excluded.saved_at`
    )
    const status = db.prepare("UPDATE surveys SET status = ? WHERE survey_id = ?")
    const answer = db.prepare("INSERT INTO survey_answers (survey_id, user_id, answers, answered_at) VALUES (?, ?, ?, ?)")
    const count = db.prepare("UPDATE surveys SET answers = answers + 1 WHERE survey_id = ?")
    return {
      SurveySaved: (e, ev) =>
        save.run(
          e.surveyId,
          e.title,
          e.type,
          e.description ?? null,
          e.startsOn,
          e.endsOn,
          e.score,
          e.mandatory ? 1 : 0,
          JSON.stringify(e.owners),
          JSON.stringify(e.clients),
          JSON.stringify(e.permissions),
          JSON.stringify(e.questions),
          ev.recordedAt
        ),
      SurveyPublished: (e) => status.run("published", e.surveyId),
      SurveyUnpublished: (e) => status.run("unpublished", e.surveyId),
      SurveyAnswered: (e, ev) => {
        answer.run(e.surveyId, e.userId, JSON.stringify(e.answers), ev.recordedAt)
        count.run(e.surveyId)
      }
    }
  }
})
