import { createHash } from "node:crypto"
import type { SenceAgency } from "../../domain/sence/agency.ts"
import { isAgencyCode, MIN_COURSE_CODE, MIN_SENCE_CODE } from "../../domain/sence/codes.ts"

const digest = (s: string, length: number) => createHash("sha256").update(s).digest("hex").slice(0, length)

/** The session ids the simulator hands out: its own hash, or `close<code>-…` for a session whose close answers that code. */
const issued = /^(?:[0-9a-f]{16}|close(\d{3})-[0-9a-f]{12})$/

/**
 * The local stand-in for SENCE (tests and the demo). It checks what the agency checks of the
 * codes (203, 204) and otherwise accepts any login, except a password written `sence-<code>`
 * (`sence-211`), which answers that code: so every code can be driven from the login form. A
 * password `sence-close-<code>` starts the session, and its close answers that code; a close of a
 * session id it never issued answers 212 (the session is unknown), as the agency does.
 */
export const senceSimulator: SenceAgency = {
  startSession: (login) => {
    const driven = /^sence-(\d{3})$/.exec(login.password)?.[1]
    if (driven !== undefined && isAgencyCode(driven)) return { ok: false, code: driven }
    if (login.senceCode.length < MIN_SENCE_CODE) return { ok: false, code: "203" }
    if (login.courseCode.length < MIN_COURSE_CODE) return { ok: false, code: "204" }
    const key = `${login.senceCode}\n${login.courseCode}\n${login.rut}`
    const onClose = /^sence-close-(\d{3})$/.exec(login.password)?.[1]
    if (onClose !== undefined && isAgencyCode(onClose)) return { ok: true, agencySessionId: `close${onClose}-${digest(key, 12)}` }
    return { ok: true, agencySessionId: digest(key, 16) }
  },
  closeSession: (closing) => {
    const match = issued.exec(closing.agencySessionId)
    if (match === null) return { ok: false, code: "212" }
    const driven = match[1]
    return driven !== undefined && isAgencyCode(driven) ? { ok: false, code: driven } : { ok: true }
  }
}
