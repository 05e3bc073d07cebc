/**
 * The codes SENCE's attendance service answers a session start with (DESIGN §4.9): 100 for a
 * wrong password, 200–212 for what the request carried, 300–310 for what the agency could not
 * do. docs/rules.md holds our reading of each (SPEC names the ranges only).
 */
export const agencyCodes = [
  "100",
  "200", "201", "202", "203", "204", "205", "206", "207", "208", "209", "210", "211", "212",
  "300", "301", "302", "303", "304", "305", "306", "307", "308", "309", "310"
] as const
export type AgencyCode = (typeof agencyCodes)[number]

export const isAgencyCode = (s: string): s is AgencyCode => (agencyCodes as ReadonlyArray<string>).includes(s)

/** SPEC §5: the client's SENCE code has at least 10 characters, a course's code at least 7. */
export const MIN_SENCE_CODE = 10
export const MIN_COURSE_CODE = 7

/** SPEC §5: the RUT and password are entered within 3 minutes of the session's opening. */
export const SESSION_SECONDS = 180
