import { Schema } from "effect"
import { Id, NonEmptyText } from "../shared/schemas.ts"
import { agencyCodes } from "./codes.ts"

/** The client company's code at SENCE (its lengths are a rule, answered with a code of their own). */
export class SetClientSenceCode extends Schema.TaggedClass<SetClientSenceCode>()("SetClientSenceCode", { clientId: Id, senceCode: NonEmptyText }) {}

/** A course's code at SENCE: a Chilean learner starts a SENCE session before its content opens. */
export class SetCourseSenceCode extends Schema.TaggedClass<SetCourseSenceCode>()("SetCourseSenceCode", { courseId: Id, courseCode: NonEmptyText }) {}

/** The learner asks to start a session: the 3 minutes to enter RUT and password run from here. */
export class OpenSenceSession extends Schema.TaggedClass<OpenSenceSession>()("OpenSenceSession", { sessionId: Id, userId: Id, courseId: Id, clientId: Id }) {}

/**
 * The learner's RUT and what the agency answered their login (`agencyCode` absent: accepted). The
 * server asks the agency through the port and passes its answer on; the password never reaches the log.
 */
export class StartSenceSession extends Schema.TaggedClass<StartSenceSession>()("StartSenceSession", {
  sessionId: Id,
  userId: Id,
  rut: NonEmptyText,
  agencyCode: Schema.optionalKey(Schema.Literals(agencyCodes)),
  /** The agency's id of the session it accepted: its close call names it. */
  agencySessionId: Schema.optionalKey(NonEmptyText)
}) {}

/**
 * The learner ends a started session (the agency's close call, DESIGN §4.9) and what the agency
 * answered it (`agencyCode` absent: closed). The content waits for a new session after it.
 */
export class CloseSenceSession extends Schema.TaggedClass<CloseSenceSession>()("CloseSenceSession", {
  sessionId: Id,
  userId: Id,
  agencyCode: Schema.optionalKey(Schema.Literals(agencyCodes))
}) {}
