import type { Aggregate } from "../shared/decider.ts"
import { streamRef } from "../shared/decider.ts"
import { SenceClientCodeSet, SenceCourseCodeSet, SenceSessionClosed, SenceSessionOpened, SenceSessionStarted, type SenceSessionEvent } from "./events.ts"

/** A client's or a course's code at SENCE, if set. */
export interface SenceCodeState {
  readonly code: string | undefined
}

export const SenceClient: Aggregate<SenceCodeState, SenceClientCodeSet> = {
  name: "senceclient",
  initialState: { code: undefined },
  evolve: (_, e) => ({ code: e.senceCode }),
  events: [SenceClientCodeSet],
  streamOf: (e) => `senceclient-${e.clientId}`
}
export const senceClient = (clientId: string) => streamRef(SenceClient, clientId)

export const SenceCourse: Aggregate<SenceCodeState, SenceCourseCodeSet> = {
  name: "sencecourse",
  initialState: { code: undefined },
  evolve: (_, e) => ({ code: e.courseCode }),
  events: [SenceCourseCodeSet],
  streamOf: (e) => `sencecourse-${e.courseId}`
}
export const senceCourse = (courseId: string) => streamRef(SenceCourse, courseId)

export type SenceSessionState =
  | { readonly exists: false }
  | { readonly exists: true; readonly userId: string; readonly courseId: string; readonly expiresAt: number; readonly started: boolean; readonly closed: boolean }

export const SenceSession: Aggregate<SenceSessionState, SenceSessionEvent> = {
  name: "sencesession",
  initialState: { exists: false },
  evolve: (s, e) => {
    switch (e._tag) {
      case "SenceSessionOpened":
        return { exists: true, userId: e.userId, courseId: e.courseId, expiresAt: e.expiresAt, started: false, closed: false }
      case "SenceSessionStarted":
        return s.exists ? { ...s, started: true } : s
      case "SenceSessionClosed":
        return s.exists ? { ...s, closed: true } : s
    }
  },
  events: [SenceSessionOpened, SenceSessionStarted, SenceSessionClosed],
  streamOf: (e) => `sencesession-${e.sessionId}`
}
export const senceSession = (sessionId: string) => streamRef(SenceSession, sessionId)
