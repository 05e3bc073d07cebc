import { Effect } from "effect"
import type { SurveyAnswer, SurveyQuestion } from "../../../domain/survey/commands.ts"
import { oneRecord } from "../admin/readResource.ts"
import { surveysResource } from "../admin/resources/surveys.ts"
import { idempotencyKey, runAsAdmin } from "../admin/runCommand.ts"
import { notFound } from "../admin/readResource.ts"
import { forbidden, requireScope } from "../scope.ts"
import { prepared } from "../statements.ts"
import { ServerContext } from "../ServerContext.ts"
import { CurrentUser } from "../../../domain/api/security.ts"

interface Rights {
  readonly title: string
  readonly status: string
  readonly owners: string
  readonly permissions: string
  readonly questions: string
}

/**
 * A survey's answers are its owners' and the admins its permissions name (DESIGN §4.10), and a
 * superuser's: any other admin is refused (`403`), a learner never reaches this route.
 */
const readable = (surveyId: string) =>
  Effect.gen(function* () {
    const scope = yield* requireScope("admin")
    const user = yield* CurrentUser
    const { programme } = yield* ServerContext
    const row = prepared(programme.db, "SELECT title, status, owners, permissions, questions FROM surveys WHERE survey_id = ?").get(surveyId) as Rights | undefined
    if (row === undefined) return yield* notFound
    const allowed = [...(JSON.parse(row.owners) as Array<string>), ...(JSON.parse(row.permissions) as Array<string>)]
    if (!scope.all && !allowed.includes(user.userId)) return yield* forbidden
    return row
  })

const answersOf = (surveyId: string) =>
  Effect.map(ServerContext, ({ programme }) =>
    (prepared(programme.db, "SELECT user_id AS userId, answers, answered_at AS answeredAt FROM survey_answers WHERE survey_id = ? ORDER BY answered_at, user_id").all(surveyId) as Array<{
      userId: string
      answers: string
      answeredAt: string
    }>).map((r) => ({ ...r, answers: JSON.parse(r.answers) as Array<SurveyAnswer> }))
  )

/** `GET /api/admin/surveys/:id/results`: per question, how many chose each option, and the texts written. */
export const surveyResults = (surveyId: string) =>
  Effect.gen(function* () {
    const row = yield* readable(surveyId)
    const answers = yield* answersOf(surveyId)
    const questions = (JSON.parse(row.questions) as Array<SurveyQuestion>).map((q) => {
      const given = answers.flatMap((a) => a.answers.filter((x) => x.questionId === q.questionId))
      return {
        questionId: q.questionId,
        kind: q.kind,
        text: q.text,
        mandatory: q.mandatory,
        answered: given.length,
        options: (q.options ?? []).map((o, i) => ({ text: o.text, count: given.filter((x) => (x.options ?? []).includes(i)).length })),
        texts: given.flatMap((x) => (x.text !== undefined && x.text.trim() !== "" ? [x.text] : []))
      }
    })
    return { id: surveyId, surveyId, title: row.title, status: row.status, answers: answers.length, questions }
  })

const cell = (v: string): string => {
  // A cell starting with = + - @ is a formula to spreadsheets (CSV injection): quoted with a leading '.
  const safe = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v
  return /[",\n\r;]/.test(safe) || safe !== v ? `"${safe.replace(/"/g, '""')}"` : safe
}

/** `GET /api/admin/surveys/:id/export`: one row per learner and question (RFC 4180), the options chosen by their text. */
export const surveyExport = (surveyId: string) =>
  Effect.gen(function* () {
    const row = yield* readable(surveyId)
    const answers = yield* answersOf(surveyId)
    const questions = JSON.parse(row.questions) as Array<SurveyQuestion>
    const lines = [["surveyId", "userId", "answeredAt", "questionId", "question", "options", "text"].join(",")]
    for (const a of answers) {
      for (const q of questions) {
        const x = a.answers.find((y) => y.questionId === q.questionId)
        if (x === undefined) continue
        const chosen = (x.options ?? []).map((i) => q.options?.[i]?.text ?? String(i)).join(" | ")
        lines.push([surveyId, a.userId, a.answeredAt, q.questionId, q.text, chosen, x.text ?? ""].map(cell).join(","))
      }
    }
    return lines.join("\r\n") + "\r\n"
  })

/** `surveys/:id/publish|unpublish`: by an owner (the domain says `survey.not_owner` otherwise); answers the record. */
export const moveSurvey = (surveyId: string, type: "PublishSurvey" | "UnpublishSurvey") =>
  Effect.gen(function* () {
    const scope = yield* requireScope("admin")
    yield* runAsAdmin(type, { surveyId }, yield* idempotencyKey)
    const { programme } = yield* ServerContext
    return yield* oneRecord(programme.db, surveysResource, surveyId, scope)
  })
