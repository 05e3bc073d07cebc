import type { AgencyCode } from "./codes.ts"

/** What the agency is asked when a learner starts a session: the codes and the learner's own login. */
export interface SenceLogin {
  readonly senceCode: string
  readonly courseCode: string
  /** The learner's RUT, normalized (`12345678-5`). */
  readonly rut: string
  readonly password: string
}

/** The agency's answer: a session of its own, or one of its codes. */
export type SenceAnswer = { readonly ok: true; readonly agencySessionId: string } | { readonly ok: false; readonly code: AgencyCode }

/** What the agency is asked when a learner ends a session: the codes and the agency's own session id. */
export interface SenceClosing {
  readonly senceCode: string
  readonly courseCode: string
  readonly agencySessionId: string
}

/** The agency's answer to a close: done, or one of its codes. */
export type SenceCloseAnswer = { readonly ok: true } | { readonly ok: false; readonly code: AgencyCode }

/**
 * The port to SENCE (DESIGN §4.9). The decision stays pure: the server asks the agency first and
 * hands its answer to `StartSenceSession`, which judges the clock and the RUT and turns a code into
 * the learner's message. adapters/sence/ holds the local simulator behind it.
 */
export interface SenceAgency {
  readonly startSession: (login: SenceLogin) => SenceAnswer
  /** The agency's close call: the session started ends there (its attendance is recorded), answered with the same codes. */
  readonly closeSession: (closing: SenceClosing) => SenceCloseAnswer
}
