import { Effect } from "effect"
import type Database from "better-sqlite3"
import type { Principal } from "../../../domain/api/security.ts"
import { SurveyNotFound } from "../../../domain/survey/errors.ts"
import type { SurveyQuestion } from "../../../domain/survey/commands.ts"
import { failureOf } from "../errors.ts"
import { madeByCommand, submitAsMe } from "../me/submitAsMe.ts"
import { prepared } from "../statements.ts"
import { ServerContext } from "../ServerContext.ts"

interface SurveyRow {
  readonly surveyId: string
  readonly title: string
  readonly type: string
  readonly description: string | null
  readonly startsOn: string
  readonly endsOn: string
  readonly score: number
  readonly mandatory: number
  readonly questions: string
  readonly answeredAt: string | null
}

/** Today as the survey's dates read it (UTC, as the domain's AnswerSurvey does). */
export const todayOf = (now: number): string => new Date(now).toISOString().slice(0, 10)

/**
 * The surveys a learner may answer: published, in date, for one of the learner's client
 * companies; with my own answer's time only, never another learner's.
 */
const mine = `SELECT sv.survey_id AS surveyId, sv.title, sv.type, sv.description, sv.starts_on AS startsOn, sv.ends_on AS endsOn, sv.score,
    sv.mandatory, sv.questions, sa.answered_at AS answeredAt
  FROM surveys sv LEFT JOIN survey_answers sa ON sa.survey_id = sv.survey_id AND sa.user_id = ?
  WHERE sv.status = 'published' AND sv.starts_on <= ? AND sv.ends_on >= ?
    AND EXISTS (SELECT 1 FROM json_each(sv.clients) j JOIN client_members cm ON cm.client_id = j.value WHERE cm.user_id = ?)`

const summary = ({ questions, description, mandatory, ...r }: SurveyRow) => ({ ...r, id: r.surveyId, mandatory: mandatory === 1 })

/** `GET /api/me/surveys`: mandatory ones first, then the soonest to end. */
export const listMySurveys = (user: Principal) =>
  Effect.gen(function* () {
    const { programme, now } = yield* ServerContext
    const today = todayOf(now())
    const rows = prepared(programme.db, `${mine} ORDER BY sv.mandatory DESC, sv.ends_on, sv.survey_id LIMIT 200`).all(user.userId, today, today, user.userId) as Array<SurveyRow>
    return rows.map(summary)
  })

/** `GET /api/me/surveys/:id`: one of mine, with its questions; another's or an unseen one is a 404. */
export const getMySurvey = (user: Principal, surveyId: string) =>
  Effect.gen(function* () {
    const { programme, now } = yield* ServerContext
    const today = todayOf(now())
    const row = prepared(programme.db, `${mine} AND sv.survey_id = ?`).get(user.userId, today, today, user.userId, surveyId) as SurveyRow | undefined
    if (row === undefined) return yield* failureOf(new SurveyNotFound({ surveyId }))
    return { ...summary(row), description: row.description, questions: JSON.parse(row.questions) as Array<SurveyQuestion> }
  })

/** `POST /api/me/surveys/:id/answers {answers}`: `AnswerSurvey` as myself; `201` with when it was recorded. */
export const answerMySurvey = (user: Principal, surveyId: string, answers: ReadonlyArray<unknown>, key: string | undefined) =>
  Effect.gen(function* () {
    const { programme } = yield* ServerContext
    yield* submitAsMe(user, "AnswerSurvey", { surveyId, answers }, key)
    const at = prepared(programme.db, "SELECT answered_at FROM survey_answers WHERE survey_id = ? AND user_id = ?").pluck().get(surveyId, user.userId) as string | undefined
    return { surveyId, answeredAt: yield* madeByCommand(at) }
  })

/** The first mandatory survey I must answer before the home screen (SPEC §3 `has_mandatory_surveys`), if any. */
export const mandatorySurveyOf = (db: Database.Database, userId: string, now: number): string | null => {
  const today = todayOf(now)
  const id = prepared(db, `${mine} AND sv.mandatory = 1 AND sa.answered_at IS NULL ORDER BY sv.ends_on, sv.survey_id LIMIT 1`)
    .pluck()
    .get(userId, today, today, userId) as string | undefined
  return id ?? null
}
