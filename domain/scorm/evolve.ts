import type { ScormEvent } from "./events.ts"
import { secondsOf } from "./outcome.ts"
import type { ScormAttemptState } from "./state.ts"

/**
 * Values merge commit after commit; a finished session adds its session_time to the total, and
 * its exit decides the next entry (SCORM: "suspend" resumes, anything else starts afresh). A new
 * package on the activity starts a new attempt.
 */
export const evolve = (s: ScormAttemptState, e: ScormEvent): ScormAttemptState => {
  const base = s.packageId !== null && s.packageId !== e.packageId ? { ...s, cmi: {}, totalSeconds: 0 } : s
  const cmi = { ...base.cmi, ...e.values }
  if (!e.finished) return { ...base, seq: e.seq, packageId: e.packageId, cmi }
  const session = e.version === "1.2" ? "cmi.core.session_time" : "cmi.session_time"
  const exit = cmi[e.version === "1.2" ? "cmi.core.exit" : "cmi.exit"]
  return { seq: e.seq, packageId: e.packageId, cmi, totalSeconds: base.totalSeconds + secondsOf(cmi[session]), entry: exit === "suspend" ? "resume" : "" }
}
