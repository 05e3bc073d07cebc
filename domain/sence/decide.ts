import { Effect } from "effect"
import { account } from "../account/aggregate.ts"
import { AccountNotFound } from "../account/errors.ts"
import { client } from "../client/aggregate.ts"
import { ClientNotFound } from "../client/errors.ts"
import { course } from "../course/aggregate.ts"
import { CourseNotFound } from "../course/errors.ts"
import type { Lookups } from "../lookups.ts"
import { defineCommand } from "../shared/decider.ts"
import { MIN_COURSE_CODE, MIN_SENCE_CODE, SESSION_SECONDS } from "./codes.ts"
import { CloseSenceSession, OpenSenceSession, SetClientSenceCode, SetCourseSenceCode, StartSenceSession } from "./commands.ts"
import {
  SenceCodeTooShort,
  SenceCourseCodeTooShort,
  SenceNotChilean,
  SenceNotConfigured,
  SenceRutInvalid,
  SenceSessionAlreadyClosed,
  SenceSessionAlreadyExists,
  SenceSessionAlreadyStarted,
  SenceSessionExpired,
  SenceSessionNotFound,
  SenceSessionNotStarted
} from "./errors.ts"
import { agencyRefusal } from "./refusals.ts"
import { SenceClientCodeSet, SenceCourseCodeSet, SenceSessionClosed, SenceSessionOpened, SenceSessionStarted } from "./events.ts"
import { normalizeRut } from "./rut.ts"
import { senceClient, senceCourse, senceSession } from "./state.ts"

export const setClientSenceCode = defineCommand<SetClientSenceCode, Lookups>({
  schema: SetClientSenceCode,
  decide: (c, states) =>
    !states.of(client(c.clientId)).exists
      ? Effect.fail(new ClientNotFound({ clientId: c.clientId }))
      : c.senceCode.trim().length < MIN_SENCE_CODE
        ? Effect.fail(new SenceCodeTooShort({ clientId: c.clientId, min: MIN_SENCE_CODE }))
        : Effect.succeed([new SenceClientCodeSet({ clientId: c.clientId, senceCode: c.senceCode.trim() })])
})

export const setCourseSenceCode = defineCommand<SetCourseSenceCode, Lookups>({
  schema: SetCourseSenceCode,
  decide: (c, states) =>
    !states.of(course(c.courseId)).exists
      ? Effect.fail(new CourseNotFound({ courseId: c.courseId }))
      : c.courseCode.trim().length < MIN_COURSE_CODE
        ? Effect.fail(new SenceCourseCodeTooShort({ courseId: c.courseId, min: MIN_COURSE_CODE }))
        : Effect.succeed([new SenceCourseCodeSet({ courseId: c.courseId, courseCode: c.courseCode.trim() })])
})

export const openSenceSession = defineCommand<OpenSenceSession, Lookups>({
  schema: OpenSenceSession,
  decide: (c, states, ctx) =>
    Effect.gen(function* () {
      if (states.of(senceSession(c.sessionId)).exists) return yield* new SenceSessionAlreadyExists({ sessionId: c.sessionId })
      const who = states.of(account(c.userId))
      if (!who.exists) return yield* new AccountNotFound({ userId: c.userId })
      if (who.country !== "CL") return yield* new SenceNotChilean({ userId: c.userId })
      if (!states.of(course(c.courseId)).exists) return yield* new CourseNotFound({ courseId: c.courseId })
      const company = states.of(client(c.clientId))
      const configured =
        company.exists && company.members.has(c.userId) && states.of(senceClient(c.clientId)).code !== undefined && states.of(senceCourse(c.courseId)).code !== undefined
      if (!configured) return yield* new SenceNotConfigured({ courseId: c.courseId, clientId: c.clientId })
      return [new SenceSessionOpened({ sessionId: c.sessionId, userId: c.userId, courseId: c.courseId, clientId: c.clientId, openedAt: ctx.now, expiresAt: ctx.now + SESSION_SECONDS * 1000 })]
    })
})

/** Checked in this order: the session, the 3 minutes, the RUT's check digit, then the agency's answer. */
export const startSenceSession = defineCommand<StartSenceSession, Lookups>({
  schema: StartSenceSession,
  decide: (c, states, ctx) =>
    Effect.gen(function* () {
      const s = states.of(senceSession(c.sessionId))
      // Another learner's session is not there for this one.
      if (!s.exists || s.userId !== c.userId) return yield* new SenceSessionNotFound({ sessionId: c.sessionId })
      if (s.started) return yield* new SenceSessionAlreadyStarted({ sessionId: c.sessionId })
      if (ctx.now > s.expiresAt) return yield* new SenceSessionExpired({ sessionId: c.sessionId, minutes: SESSION_SECONDS / 60 })
      if (normalizeRut(c.rut) === undefined) return yield* new SenceRutInvalid({ sessionId: c.sessionId })
      if (c.agencyCode !== undefined) return yield* agencyRefusal(c.agencyCode, c.sessionId)
      const agency = c.agencySessionId === undefined ? {} : { agencySessionId: c.agencySessionId }
      return [new SenceSessionStarted({ sessionId: c.sessionId, userId: c.userId, courseId: s.courseId, startedAt: ctx.now, ...agency })]
    })
})

/** The agency's close call, in this order: my session, started, not closed yet, then the agency's answer. */
export const closeSenceSession = defineCommand<CloseSenceSession, Lookups>({
  schema: CloseSenceSession,
  decide: (c, states, ctx) =>
    Effect.gen(function* () {
      const s = states.of(senceSession(c.sessionId))
      if (!s.exists || s.userId !== c.userId) return yield* new SenceSessionNotFound({ sessionId: c.sessionId })
      if (!s.started) return yield* new SenceSessionNotStarted({ sessionId: c.sessionId })
      if (s.closed) return yield* new SenceSessionAlreadyClosed({ sessionId: c.sessionId })
      if (c.agencyCode !== undefined) return yield* agencyRefusal(c.agencyCode, c.sessionId)
      return [new SenceSessionClosed({ sessionId: c.sessionId, userId: c.userId, courseId: s.courseId, closedAt: ctx.now })]
    })
})
