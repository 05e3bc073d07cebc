import { createHash } from "node:crypto"
import type { SenceAgency } from "../../domain/sence/agency.ts"
import { isAgencyCode, MIN_COURSE_CODE, MIN_SENCE_CODE } from "../../domain/sence/codes.ts"

/**
 * The local stand-in for SENCE (tests and the demo). It checks what the agency checks of the
 * codes (203, 204) and otherwise accepts any login, except a password written `sence-<code>`
 * (`sence-211`), which answers that code: so every code can be driven from the login form.
 */
export const senceSimulator: SenceAgency = {
  startSession: (login) => {
    const driven = /^sence-(\d{3})$/.exec(login.password)?.[1]
    if (driven !== undefined && isAgencyCode(driven)) return { ok: false, code: driven }
    if (login.senceCode.length < MIN_SENCE_CODE) return { ok: false, code: "203" }
    if (login.courseCode.length < MIN_COURSE_CODE) return { ok: false, code: "204" }
    const agencySessionId = createHash("sha256").update(`${login.senceCode}\n${login.courseCode}\n${login.rut}`).digest("hex").slice(0, 16)
    return { ok: true, agencySessionId }
  }
}
