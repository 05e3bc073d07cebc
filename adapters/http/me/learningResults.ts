import { Effect } from "effect"
import type { Principal } from "../../../domain/api/security.ts"
import type { Programme } from "../../programme/Programme.ts"
import { ServerContext } from "../ServerContext.ts"
import { nameShown } from "./learningReads.ts"
import { madeByCommand, submitAsMe } from "./submitAsMe.ts"
import { page, pageRequest, type ListSpec } from "./lists.ts"

const resultsList: ListSpec = {
  resource: "attempts",
  sortable: { id: "a.attempt_id", attemptId: "a.attempt_id", startedAt: "a.started_at", gradedAt: "a.graded_at", score: "a.score", courseId: "a.course_id", testId: "a.test_id" },
  defaultSort: ["startedAt", "DESC"],
  // Attempts started within one millisecond keep their order of start, newest first (ids are random).
  tieBreak: "a.rowid DESC"
}

const certificatesList: ListSpec = {
  resource: "certificates",
  sortable: { id: "x.code", code: "x.code", issuedAt: "x.issued_at", courseId: "x.course_id", courseTitle: "c.title" },
  defaultSort: ["issuedAt", "DESC"],
  tieBreak: "x.code"
}

type Query = { range?: string | undefined; sort?: string | undefined }
type ResultRow = { attemptId: string; startedAt: number; gradedAt: number | null; passed: number | null } & Record<string, unknown>

/** `GET /api/me/attempts`: my attempts and their grades (no questions: the attempt's own route has them). */
export const listMyResults = (user: Principal, query: Query) =>
  Effect.gen(function* () {
    const { programme } = yield* ServerContext
    const request = yield* pageRequest(query, resultsList)
    const total = programme.db.prepare<[string], number>("SELECT count(*) FROM attempts WHERE user_id = ?").pluck().get(user.userId) ?? 0
    const rows = programme.db
      .prepare<[string, number, number], ResultRow>(
        `SELECT a.attempt_id AS attemptId, a.test_id AS testId, a.course_id AS courseId, coalesce(c.title, a.course_id) AS courseTitle, coalesce(t.kind, '') AS kind,
                a.started_at AS startedAt, a.score, a.passed, a.closed_by AS closedBy, a.graded_at AS gradedAt
         FROM attempts a LEFT JOIN courses c ON c.course_id = a.course_id LEFT JOIN learning_tests t ON t.test_id = a.test_id
         WHERE a.user_id = ? ORDER BY ${request.orderBy} LIMIT ? OFFSET ?`
      )
      .all(user.userId, request.limit, request.offset)
    const results = rows.map((r) => ({
      id: r.attemptId,
      ...r,
      startedAt: new Date(r.startedAt).toISOString(),
      gradedAt: r.gradedAt === null ? null : new Date(r.gradedAt).toISOString(),
      passed: r.passed === null ? null : r.passed === 1
    })) as Array<never>
    return page(resultsList, request, results, total)
  })

/** `GET /api/me/certificates`: my certificates with their verification codes. */
export const listMyCertificates = (user: Principal, query: Query) =>
  Effect.gen(function* () {
    const { programme } = yield* ServerContext
    const request = yield* pageRequest(query, certificatesList)
    const total = programme.db.prepare<[string], number>("SELECT count(*) FROM certificates WHERE user_id = ?").pluck().get(user.userId) ?? 0
    const rows = programme.db
      .prepare<[string, number, number], { code: string } & Record<string, unknown>>(`SELECT ${certificateColumns} WHERE x.user_id = ? ORDER BY ${request.orderBy} LIMIT ? OFFSET ?`)
      .all(user.userId, request.limit, request.offset)
    return page(certificatesList, request, rows.map((r) => myCertificate(programme, r)) as Array<never>, total)
  })

const certificateColumns = `x.code, x.course_id AS courseId, coalesce(c.title, x.course_id) AS courseTitle, coalesce(c.workload_hours, 0) AS workloadHours, x.issued_at AS issuedAt
  FROM certificates x LEFT JOIN courses c ON c.course_id = x.course_id`

const myCertificate = (programme: Programme, r: { code: string } & Record<string, unknown>) => ({ id: r.code, ...r, nameShown: nameShown(programme, r.code) })

/**
 * `PUT /api/me/certificates/:code/name {show}`: my full name on the public verification, or my
 * initials again. Another learner's code is `404 certificate.not_found`, as an unknown one.
 */
export const showMyName = (user: Principal, code: string, show: boolean, key: string | undefined) =>
  Effect.gen(function* () {
    const { programme } = yield* ServerContext
    const normalized = code.trim().toUpperCase()
    yield* submitAsMe(user, "ShowNameOnCertificate", { code: normalized, show }, key)
    const row = programme.db
      .prepare<[string, string], { code: string } & Record<string, unknown>>(`SELECT ${certificateColumns} WHERE x.code = ? AND x.user_id = ?`)
      .get(normalized, user.userId)
    return myCertificate(programme, yield* madeByCommand(row)) as never
  })
