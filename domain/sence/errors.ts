import { Schema } from "effect"
import type { AgencyCode } from "./codes.ts"

const S = Schema.String
const N = Schema.Number

export class SenceCodeTooShort extends Schema.TaggedError<SenceCodeTooShort>()("SenceCodeTooShort", { clientId: S, min: N }) {
  get code() { return "sence.code_too_short" as const }
}
export class SenceCourseCodeTooShort extends Schema.TaggedError<SenceCourseCodeTooShort>()("SenceCourseCodeTooShort", { courseId: S, min: N }) {
  get code() { return "sence.course_code_too_short" as const }
}
/** SENCE is Chile's agency: only a learner of a Chilean account starts its sessions. */
export class SenceNotChilean extends Schema.TaggedError<SenceNotChilean>()("SenceNotChilean", { userId: S }) {
  get code() { return "sence.not_chilean" as const }
}
/** The course has no SENCE code, or the learner's client none (or the learner is not of that client). */
export class SenceNotConfigured extends Schema.TaggedError<SenceNotConfigured>()("SenceNotConfigured", { courseId: S, clientId: S }) {
  get code() { return "sence.not_configured" as const }
}
export class SenceSessionNotFound extends Schema.TaggedError<SenceSessionNotFound>()("SenceSessionNotFound", { sessionId: S }) {
  get code() { return "sence.session_not_found" as const }
}
export class SenceSessionAlreadyExists extends Schema.TaggedError<SenceSessionAlreadyExists>()("SenceSessionAlreadyExists", { sessionId: S }) {
  get code() { return "sence.session_already_exists" as const }
}
/** RUT and password came in more than 3 minutes after the session opened: the learner opens a new one. */
export class SenceSessionExpired extends Schema.TaggedError<SenceSessionExpired>()("SenceSessionExpired", { sessionId: S, minutes: N }) {
  get code() { return "sence.session_expired" as const }
}
export class SenceSessionAlreadyStarted extends Schema.TaggedError<SenceSessionAlreadyStarted>()("SenceSessionAlreadyStarted", { sessionId: S }) {
  get code() { return "sence.session_already_started" as const }
}
/** Only a started session is closed at the agency. */
export class SenceSessionNotStarted extends Schema.TaggedError<SenceSessionNotStarted>()("SenceSessionNotStarted", { sessionId: S }) {
  get code() { return "sence.session_not_started" as const }
}
export class SenceSessionAlreadyClosed extends Schema.TaggedError<SenceSessionAlreadyClosed>()("SenceSessionAlreadyClosed", { sessionId: S }) {
  get code() { return "sence.session_already_closed" as const }
}
/** Not a RUT, or its check digit does not match its digits. */
export class SenceRutInvalid extends Schema.TaggedError<SenceRutInvalid>()("SenceRutInvalid", { sessionId: S }) {
  get code() { return "sence.rut_invalid" as const }
}

/**
 * One class per agency code, so each is a stable code (named for what it means) with a message of
 * its own in every catalogue; `agencyCode` is the agency's number, which the message quotes.
 */
const agencyError = <K extends string>(agencyCode: AgencyCode, code: K) => {
  class SenceAgencyRefused extends Schema.TaggedError<SenceAgencyRefused>()(`SenceAgency${agencyCode}`, { sessionId: S, agencyCode: S }) {
    get code(): K { return code }
  }
  Object.defineProperty(SenceAgencyRefused, "name", { value: `SenceAgency${agencyCode}` })
  return SenceAgencyRefused
}
export const SenceAgency100 = agencyError("100", "sence.wrong_password")
export const SenceAgency200 = agencyError("200", "sence.missing_data")
export const SenceAgency201 = agencyError("201", "sence.return_url_refused")
export const SenceAgency202 = agencyError("202", "sence.error_url_refused")
export const SenceAgency203 = agencyError("203", "sence.company_code_unknown")
export const SenceAgency204 = agencyError("204", "sence.course_code_unknown")
export const SenceAgency205 = agencyError("205", "sence.training_line_refused")
export const SenceAgency206 = agencyError("206", "sence.rut_unknown")
export const SenceAgency207 = agencyError("207", "sence.body_rut_unknown")
export const SenceAgency208 = agencyError("208", "sence.course_not_in_force")
export const SenceAgency209 = agencyError("209", "sence.credential_not_of_body")
export const SenceAgency210 = agencyError("210", "sence.credential_expired")
export const SenceAgency211 = agencyError("211", "sence.not_enrolled_at_agency")
export const SenceAgency212 = agencyError("212", "sence.session_unknown")
export const SenceAgency300 = agencyError("300", "sence.agency_error")
export const SenceAgency301 = agencyError("301", "sence.attendance_not_recorded")
export const SenceAgency302 = agencyError("302", "sence.body_not_validated")
export const SenceAgency303 = agencyError("303", "sence.credential_refused")
export const SenceAgency304 = agencyError("304", "sence.data_not_verified")
export const SenceAgency305 = agencyError("305", "sence.session_not_saved")
export const SenceAgency306 = agencyError("306", "sence.course_not_of_body")
export const SenceAgency307 = agencyError("307", "sence.no_authorised_participants")
export const SenceAgency308 = agencyError("308", "sence.course_not_of_line")
export const SenceAgency309 = agencyError("309", "sence.rut_not_authorised")
export const SenceAgency310 = agencyError("310", "sence.course_ended")
