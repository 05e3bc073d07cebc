import { Effect } from "effect"
import { randomUUID } from "node:crypto"
import type { Principal } from "../../../domain/api/security.ts"
import { AttemptNotFound } from "../../../domain/attempt/errors.ts"
import { GRACE_SECONDS } from "../../../domain/attempt/grading.ts"
import type { Programme } from "../../programme/Programme.ts"
import { failureOf } from "../errors.ts"
import { ServerContext } from "../ServerContext.ts"
import { drawnQuestions } from "./learningReads.ts"
import { idFromKey, madeByCommand, submitAsMe } from "./submitAsMe.ts"

type AttemptRow = {
  attemptId: string; testId: string; courseId: string; userId: string; kind: string; questionIds: string; answers: string
  startedAt: number; closesAt: number | null; score: number | null; passed: number | null; closedBy: string | null; gradedAt: number | null
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString())

/** Only the attempt's own learner finds it: anyone else's id is answered as absent (no IDOR). */
const readAttempt = (programme: Programme, userId: string, attemptId: string) =>
  programme.db
    .prepare<[string, string], AttemptRow>(
      `SELECT a.attempt_id AS attemptId, a.test_id AS testId, a.course_id AS courseId, a.user_id AS userId, coalesce(t.kind, '') AS kind,
              a.question_ids AS questionIds, a.answers, a.started_at AS startedAt, a.closes_at AS closesAt, a.score, a.passed,
              a.closed_by AS closedBy, a.graded_at AS gradedAt
       FROM attempts a LEFT JOIN learning_tests t ON t.test_id = a.test_id WHERE a.attempt_id = ? AND a.user_id = ?`
    )
    .get(attemptId, userId)

/**
 * The attempt as the player shows it. The options come without `correct` whether it is open or
 * not: the learner API never says which options are right (a closed attempt's may be taken again).
 */
const view = (programme: Programme, r: AttemptRow, now: number) => ({
  id: r.attemptId,
  attemptId: r.attemptId,
  testId: r.testId,
  courseId: r.courseId,
  kind: r.kind,
  open: r.gradedAt === null,
  startedAt: new Date(r.startedAt).toISOString(),
  closesAt: iso(r.closesAt),
  questions: drawnQuestions(programme, r.testId, JSON.parse(r.questionIds) as Array<string>),
  answers: JSON.parse(r.answers) as Record<string, Array<string>>,
  score: r.score,
  passed: r.passed === null ? null : r.passed === 1,
  closedBy: r.closedBy,
  // The player's timer counts down from this (the server's clock), never from the device's.
  remainingSeconds: r.closesAt === null || r.gradedAt !== null ? null : Math.max(0, Math.floor((r.closesAt - GRACE_SECONDS * 1000 - now) / 1000))
})

const mine = (programme: Programme, user: Principal, attemptId: string) => {
  const row = readAttempt(programme, user.userId, attemptId)
  return row === undefined ? Effect.fail(failureOf(new AttemptNotFound({ attemptId }))) : Effect.succeed(row)
}

/** `POST /api/me/attempts {testId}`: StartAttempt as myself; the id derives from the Idempotency-Key. */
export const startMyAttempt = (user: Principal, testId: string, key: string | undefined) =>
  Effect.gen(function* () {
    const { programme, now } = yield* ServerContext
    const attemptId = key === undefined ? `attempt-${randomUUID()}` : idFromKey("attempt", user, key)
    yield* submitAsMe(user, "StartAttempt", { attemptId, testId }, key)
    return view(programme, yield* madeByCommand(readAttempt(programme, user.userId, attemptId)), now())
  })

export const myAttempt = (user: Principal, attemptId: string) =>
  Effect.gen(function* () {
    const { programme, now } = yield* ServerContext
    return view(programme, yield* mine(programme, user, attemptId), now())
  })

/** `PUT /api/me/attempts/:id/answers`: only on my own attempt (the command itself names no learner). */
export const saveMyAnswers = (user: Principal, attemptId: string, answers: Record<string, ReadonlyArray<string>>, key: string | undefined) =>
  Effect.gen(function* () {
    const { programme, now } = yield* ServerContext
    yield* mine(programme, user, attemptId)
    yield* submitAsMe(user, "SaveAnswers", { attemptId, answers }, key)
    return view(programme, yield* mine(programme, user, attemptId), now())
  })

/**
 * `POST /api/me/attempts/:id/submission`: the grade and what it means — `passed` (the test's
 * first pass), `improved` (a pass above the best before), `kept` (a pass no better: the best is
 * kept), `failed` — with the attempts left (null: unlimited) and the course's status after it.
 */
export const submitMyAttempt = (user: Principal, attemptId: string, answers: Record<string, ReadonlyArray<string>> | undefined, key: string | undefined) =>
  Effect.gen(function* () {
    const { programme, now } = yield* ServerContext
    yield* mine(programme, user, attemptId)
    yield* submitAsMe(user, "SubmitAttempt", { attemptId, ...(answers === undefined ? {} : { answers }) }, key)
    const row = yield* mine(programme, user, attemptId)
    const db = programme.db
    const test = db.prepare<[string], { passMark: number; maxAttempts: number | null }>("SELECT pass_mark AS passMark, max_attempts AS maxAttempts FROM learning_tests WHERE test_id = ?").get(row.testId)
    const enrolment = db
      .prepare<[string, string], { status: string; enrolledAt: string }>("SELECT status, enrolled_at AS enrolledAt FROM enrolments WHERE course_id = ? AND user_id = ?")
      .get(row.courseId, user.userId)
    const counted = db
      .prepare<[string, string, string], { attemptsUsed: number; best: number | null }>(
        "SELECT attempts_used AS attemptsUsed, best FROM enrolment_tests WHERE course_id = ? AND user_id = ? AND test_id = ?"
      )
      .get(row.courseId, user.userId, row.testId)
    // Passes graded before this one in the same enrolment: the first pass is `passed`, a better one `improved`.
    const earlier = db
      .prepare<[string, string, number, string], { best: number | null }>(
        // One attempt of a test is open at a time, so the attempts started before this one (rowid:
        // insertion order; times may tie within a millisecond) were graded before it.
        "SELECT max(score) AS best FROM attempts WHERE user_id = ? AND test_id = ? AND passed = 1 AND started_at >= ? AND rowid < (SELECT rowid FROM attempts WHERE attempt_id = ?)"
      )
      .get(user.userId, row.testId, Date.parse(enrolment?.enrolledAt ?? "1970-01-01T00:00:00Z"), attemptId)?.best ?? null
    const result = row.passed !== 1 ? "failed" : earlier === null ? "passed" : (row.score ?? 0) > earlier ? "improved" : "kept"
    const maxAttempts = test?.maxAttempts ?? null
    return {
      ...view(programme, row, now()),
      result,
      passMark: test?.passMark ?? 0,
      bestScore: counted?.best ?? null,
      // After a restart the count is back to zero (the enrolment_tests row is gone): every attempt is left.
      attemptsLeft: maxAttempts === null ? null : Math.max(0, maxAttempts - (counted?.attemptsUsed ?? 0)),
      courseStatus: enrolment?.status ?? "not_enrolled"
    } as const
  })
