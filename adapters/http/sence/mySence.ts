import { Effect } from "effect"
import { randomUUID } from "node:crypto"
import type { Principal } from "../../../domain/api/security.ts"
import type { StartSenceRequest } from "../../../domain/api/sence/sessions.ts"
import { normalizeRut } from "../../../domain/sence/rut.ts"
import { senceSimulator } from "../../sence/senceSimulator.ts"
import { idFromKey, submitAsMe } from "../me/submitAsMe.ts"
import { prepared } from "../statements.ts"
import { ServerContext } from "../ServerContext.ts"
import { senceStatusOf } from "./senceStatus.ts"
import { CourseNotFound } from "../../../domain/course/errors.ts"
import { failureOf } from "../errors.ts"

const view = ({ clientId: _, ...status }: ReturnType<typeof senceStatusOf>) => status

const statusNow = (user: Principal, courseId: string) =>
  Effect.map(ServerContext, ({ programme, sessions, now }) => senceStatusOf(programme.db, user.userId, courseId, now(), sessions.session(user).selectedClientId))

/** `GET /api/me/sence/courses/:courseId`: a course that is not in the catalogue is not found (never an echo of any id asked). */
export const mySenceStatus = (user: Principal, courseId: string) =>
  Effect.gen(function* () {
    const { programme } = yield* ServerContext
    if (prepared(programme.db, "SELECT 1 FROM courses WHERE course_id = ? AND status = 'published'").get(courseId) === undefined)
      return yield* failureOf(new CourseNotFound({ courseId }))
    return view(yield* statusNow(user, courseId))
  })

/** `POST /api/me/sence/sessions`: OpenSenceSession for the client the course's SENCE goes through. */
export const openMySenceSession = (user: Principal, courseId: string, key: string | undefined) =>
  Effect.gen(function* () {
    const status = yield* statusNow(user, courseId)
    const sessionId = key === undefined ? `sence-${randomUUID()}` : idFromKey("sence", user, key)
    // Without a client of mine that has a code, the rule answers `sence.not_configured`.
    yield* submitAsMe(user, "OpenSenceSession", { sessionId, courseId, clientId: status.clientId ?? "none" }, key)
    return view(yield* statusNow(user, courseId))
  })

/**
 * `POST /api/me/sence/sessions/:id/start`: the agency is asked through the port only for a session
 * of mine, in time, with a valid RUT; its answer goes to StartSenceSession, which judges them all.
 */
export const startMySenceSession = (user: Principal, sessionId: string, request: typeof StartSenceRequest.Type) =>
  Effect.gen(function* () {
    const { programme, now } = yield* ServerContext
    const session = prepared(
      programme.db,
      `SELECT s.course_id AS courseId, s.expires_at AS expiresAt, c.sence_code AS senceCode, k.course_code AS courseCode
       FROM sence_sessions s JOIN sence_clients c USING (client_id) JOIN sence_courses k USING (course_id) WHERE s.session_id = ? AND s.user_id = ?`
    ).get(sessionId, user.userId) as { courseId: string; expiresAt: number; senceCode: string; courseCode: string } | undefined
    const rut = normalizeRut(request.rut)
    const answer =
      session !== undefined && rut !== undefined && now() <= session.expiresAt
        ? senceSimulator.startSession({ senceCode: session.senceCode, courseCode: session.courseCode, rut, password: request.password })
        : undefined
    const agency = answer === undefined ? {} : answer.ok ? { agencySessionId: answer.agencySessionId } : { agencyCode: answer.code }
    yield* submitAsMe(user, "StartSenceSession", { sessionId, rut: request.rut, ...agency }, undefined)
    return view(yield* statusNow(user, session?.courseId ?? ""))
  })

/**
 * `POST /api/me/sence/courses/:courseId/close`: my started session of the course ends at the agency
 * (its close call, through the port); its answer goes to CloseSenceSession, which judges the session.
 */
export const closeMySenceSession = (user: Principal, courseId: string) =>
  Effect.gen(function* () {
    const { programme } = yield* ServerContext
    const session = prepared(
      programme.db,
      `SELECT s.session_id AS sessionId, s.agency_session_id AS agencySessionId, c.sence_code AS senceCode, k.course_code AS courseCode
       FROM sence_sessions s JOIN sence_clients c USING (client_id) JOIN sence_courses k USING (course_id)
       WHERE s.user_id = ? AND s.course_id = ? ORDER BY (s.started_at IS NOT NULL AND s.closed_at IS NULL) DESC, s.started_at IS NOT NULL DESC, s.opened_at DESC, s.rowid DESC LIMIT 1`
    ).get(user.userId, courseId) as { sessionId: string; agencySessionId: string | null; senceCode: string; courseCode: string } | undefined
    // A session started before the close existed has no agency id: the agency would not know it (212).
    const answer = session === undefined ? undefined : senceSimulator.closeSession({ senceCode: session.senceCode, courseCode: session.courseCode, agencySessionId: session.agencySessionId ?? "" })
    yield* submitAsMe(user, "CloseSenceSession", { sessionId: session?.sessionId ?? "none", ...(answer?.ok === false ? { agencyCode: answer.code } : {}) }, undefined)
    return view(yield* statusNow(user, courseId))
  })
