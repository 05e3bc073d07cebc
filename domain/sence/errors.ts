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
/** Not a RUT, or its check digit does not match its digits. */
export class SenceRutInvalid extends Schema.TaggedError<SenceRutInvalid>()("SenceRutInvalid", { sessionId: S }) {
  get code() { return "sence.rut_invalid" as const }
}

/** One class per agency code, so each is a stable code with a message of its own in every catalogue. */
const agencyError = <C extends AgencyCode>(agencyCode: C) => {
  class SenceAgencyRefused extends Schema.TaggedError<SenceAgencyRefused>()(`SenceAgency${agencyCode}`, { sessionId: S }) {
    get code(): `sence.agency_${C}` { return `sence.agency_${agencyCode}` }
  }
  Object.defineProperty(SenceAgencyRefused, "name", { value: `SenceAgency${agencyCode}` })
  return SenceAgencyRefused
}
export const SenceAgency100 = agencyError("100")
export const SenceAgency200 = agencyError("200")
export const SenceAgency201 = agencyError("201")
export const SenceAgency202 = agencyError("202")
export const SenceAgency203 = agencyError("203")
export const SenceAgency204 = agencyError("204")
export const SenceAgency205 = agencyError("205")
export const SenceAgency206 = agencyError("206")
export const SenceAgency207 = agencyError("207")
export const SenceAgency208 = agencyError("208")
export const SenceAgency209 = agencyError("209")
export const SenceAgency210 = agencyError("210")
export const SenceAgency211 = agencyError("211")
export const SenceAgency212 = agencyError("212")
export const SenceAgency300 = agencyError("300")
export const SenceAgency301 = agencyError("301")
export const SenceAgency302 = agencyError("302")
export const SenceAgency303 = agencyError("303")
export const SenceAgency304 = agencyError("304")
export const SenceAgency305 = agencyError("305")
export const SenceAgency306 = agencyError("306")
export const SenceAgency307 = agencyError("307")
export const SenceAgency308 = agencyError("308")
export const SenceAgency309 = agencyError("309")
export const SenceAgency310 = agencyError("310")

const refusals = {
  "100": SenceAgency100, "200": SenceAgency200, "201": SenceAgency201, "202": SenceAgency202, "203": SenceAgency203, "204": SenceAgency204,
  "205": SenceAgency205, "206": SenceAgency206, "207": SenceAgency207, "208": SenceAgency208, "209": SenceAgency209, "210": SenceAgency210,
  "211": SenceAgency211, "212": SenceAgency212, "300": SenceAgency300, "301": SenceAgency301, "302": SenceAgency302, "303": SenceAgency303,
  "304": SenceAgency304, "305": SenceAgency305, "306": SenceAgency306, "307": SenceAgency307, "308": SenceAgency308, "309": SenceAgency309,
  "310": SenceAgency310
} as const

/** The error a code of the agency is answered with. */
export const agencyRefusal = (agencyCode: AgencyCode, sessionId: string) => new refusals[agencyCode]({ sessionId })
