import { Schema } from "effect"
import { Id, Text } from "../shared/schemas.ts"

export class SenceClientCodeSet extends Schema.TaggedClass<SenceClientCodeSet>()("SenceClientCodeSet", { clientId: Id, senceCode: Text }) {}

export class SenceCourseCodeSet extends Schema.TaggedClass<SenceCourseCodeSet>()("SenceCourseCodeSet", { courseId: Id, courseCode: Text }) {}

/** `expiresAt`: epoch ms by which RUT and password must be in (server clock). */
export class SenceSessionOpened extends Schema.TaggedClass<SenceSessionOpened>()("SenceSessionOpened", {
  sessionId: Id,
  userId: Id,
  courseId: Id,
  clientId: Id,
  openedAt: Schema.Number,
  expiresAt: Schema.Number
}) {}

/** The agency accepted the login: the course's content opens for the learner. The RUT stays with the agency. */
export class SenceSessionStarted extends Schema.TaggedClass<SenceSessionStarted>()("SenceSessionStarted", {
  sessionId: Id,
  userId: Id,
  courseId: Id,
  startedAt: Schema.Number,
  /** The agency's id of the session, for its close call (absent from sessions started before the close existed). */
  agencySessionId: Schema.optionalKey(Text)
}) {}

/** The agency recorded the session's end: the course's content waits for a new session. */
export class SenceSessionClosed extends Schema.TaggedClass<SenceSessionClosed>()("SenceSessionClosed", {
  sessionId: Id,
  userId: Id,
  courseId: Id,
  closedAt: Schema.Number
}) {}

export type SenceSettingEvent = SenceClientCodeSet | SenceCourseCodeSet
export type SenceSessionEvent = SenceSessionOpened | SenceSessionStarted | SenceSessionClosed
