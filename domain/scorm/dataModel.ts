// The SCORM run-time data model (SCORM 1.2 RTE §3.4, SCORM 2004 4th ed. RTE §4): which elements
// we keep, who may read and write them, and what a value must look like. Plain TypeScript with no
// import: the runtime script that runs inside a package's frame (web-learner/scorm-runtime) and
// the server's decision (decide.ts) apply the very same rules.

export type ScormVersion = "1.2" | "2004"

/** The cmi values of one attempt, by element name (`cmi.core.lesson_status`, `cmi.location`…). */
export type Cmi = Readonly<Record<string, string>>

type Access = "ro" | "rw" | "wo"
interface Element {
  readonly access: Access
  /** The value's check: undefined when it fits, else the SCORM error code (type or range). */
  readonly check?: (value: string) => number | undefined
}

/** Error codes by meaning, in each version's numbering (1.2 has no range or "not initialized" errors). */
export const errors = {
  "1.2": { undefined: 401, unimplemented: 401, readOnly: 403, writeOnly: 404, type: 405, range: 405, notInitialized: 0, keyword: 402 },
  "2004": { undefined: 401, unimplemented: 402, readOnly: 404, writeOnly: 405, type: 406, range: 407, notInitialized: 403, keyword: 404 }
} as const satisfies Record<ScormVersion, Record<string, number>>

/** The longest `suspend_data` each version must keep: 4,096 characters in 1.2, 64,000 in 2004. */
export const suspendDataLimit: Record<ScormVersion, number> = { "1.2": 4096, "2004": 64_000 }

const decimal = /^-?\d{1,10}(\.\d{1,7})?$/
const vocabulary = (words: ReadonlyArray<string>, code: number) => (v: string) => (words.includes(v) ? undefined : code)
const maxLength = (n: number, code: number) => (v: string) => (v.length <= n ? undefined : code)
/** A number in [min, max]; the empty string too where 1.2 allows it (a score not given). */
const number = (min: number, max: number, typeCode: number, rangeCode: number, emptyOk: boolean) => (v: string) =>
  v === "" && emptyOk ? undefined : !decimal.test(v) ? typeCode : Number(v) < min || Number(v) > max ? rangeCode : undefined
/** 1.2's CMITimespan HHHH:MM:SS.SS. */
const timespan12 = (v: string) => (/^\d{2,4}:[0-5]\d:[0-5]\d(\.\d{1,2})?$/.test(v) ? undefined : 405)
/** 2004's timeinterval (an ISO 8601 duration, P[yY][mM][dD][T[hH][mM][s[.s]S]]). */
const duration = (v: string) => (/^P(?!$)(\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+(\.\d{1,2})?S)?)?$/.test(v) ? undefined : 406)

const e = errors
const model12: Readonly<Record<string, Element>> = {
  "cmi.core._children": { access: "ro" },
  "cmi.core.student_id": { access: "ro" },
  "cmi.core.student_name": { access: "ro" },
  "cmi.core.lesson_location": { access: "rw", check: maxLength(255, e["1.2"].type) },
  "cmi.core.credit": { access: "ro" },
  "cmi.core.lesson_status": { access: "rw", check: vocabulary(["passed", "completed", "failed", "incomplete", "browsed"], e["1.2"].type) },
  "cmi.core.entry": { access: "ro" },
  "cmi.core.score._children": { access: "ro" },
  "cmi.core.score.raw": { access: "rw", check: number(0, 100, 405, 405, true) },
  "cmi.core.score.min": { access: "rw", check: number(0, 100, 405, 405, true) },
  "cmi.core.score.max": { access: "rw", check: number(0, 100, 405, 405, true) },
  "cmi.core.total_time": { access: "ro" },
  "cmi.core.lesson_mode": { access: "ro" },
  "cmi.core.exit": { access: "wo", check: vocabulary(["time-out", "suspend", "logout", ""], 405) },
  "cmi.core.session_time": { access: "wo", check: timespan12 },
  "cmi.suspend_data": { access: "rw", check: maxLength(suspendDataLimit["1.2"], 405) },
  "cmi.launch_data": { access: "ro" },
  "cmi.comments": { access: "rw", check: maxLength(4096, 405) },
  "cmi.student_data.mastery_score": { access: "ro" }
}

const model2004: Readonly<Record<string, Element>> = {
  "cmi._version": { access: "ro" },
  "cmi.learner_id": { access: "ro" },
  "cmi.learner_name": { access: "ro" },
  "cmi.location": { access: "rw", check: maxLength(1000, 406) },
  "cmi.completion_status": { access: "rw", check: vocabulary(["completed", "incomplete", "not attempted", "unknown"], 406) },
  "cmi.success_status": { access: "rw", check: vocabulary(["passed", "failed", "unknown"], 406) },
  "cmi.score._children": { access: "ro" },
  "cmi.score.scaled": { access: "rw", check: number(-1, 1, 406, 407, false) },
  "cmi.score.raw": { access: "rw", check: number(-1e10, 1e10, 406, 407, false) },
  "cmi.score.min": { access: "rw", check: number(-1e10, 1e10, 406, 407, false) },
  "cmi.score.max": { access: "rw", check: number(-1e10, 1e10, 406, 407, false) },
  "cmi.progress_measure": { access: "rw", check: number(0, 1, 406, 407, false) },
  "cmi.suspend_data": { access: "rw", check: maxLength(suspendDataLimit["2004"], 407) },
  "cmi.session_time": { access: "wo", check: duration },
  "cmi.total_time": { access: "ro" },
  "cmi.exit": { access: "wo", check: vocabulary(["time-out", "suspend", "logout", "normal", ""], 406) },
  "cmi.entry": { access: "ro" },
  "cmi.credit": { access: "ro" },
  "cmi.mode": { access: "ro" },
  "cmi.launch_data": { access: "ro" },
  "cmi.scaled_passing_score": { access: "ro" },
  "cmi.completion_threshold": { access: "ro" }
}

export const models: Record<ScormVersion, Readonly<Record<string, Element>>> = { "1.2": model12, "2004": model2004 }

/** Parts of the standard model we do not keep (interactions, objectives, preferences…): "not implemented", not "unknown". */
const unimplemented = /^cmi\.(interactions|objectives|student_preference|learner_preference|comments_from_l|student_data)/

const fault = (version: ScormVersion, name: string): number =>
  name.endsWith("._count") || name.endsWith("._children") || unimplemented.test(name) ? errors[version].unimplemented : errors[version].undefined

/** What `LMSGetValue`/`GetValue` answers: the value, or the error code. */
export const getValue = (version: ScormVersion, cmi: Cmi, name: string): { readonly value: string; readonly error: number } => {
  const element = models[version][name]
  if (element === undefined) return { value: "", error: fault(version, name) }
  if (element.access === "wo") return { value: "", error: errors[version].writeOnly }
  const value = cmi[name]
  if (value === undefined) return { value: "", error: version === "2004" && /^cmi\.(score\.|location|suspend_data|progress_measure)/.test(name) ? errors[version].notInitialized : 0 }
  return { value, error: 0 }
}

/** Whether `LMSSetValue`/`SetValue` may keep `value` in `name`: 0, or the SCORM error code. */
export const setError = (version: ScormVersion, name: string, value: string): number => {
  if (/\._(children|count|version)$/.test(name)) return errors[version].keyword
  const element = models[version][name]
  if (element === undefined) return fault(version, name)
  if (element.access === "ro") return errors[version].readOnly
  return element.check?.(value) ?? 0
}

/** The elements a learner's package writes (the ones kept from commit to commit), by version. */
export const writable = (version: ScormVersion): ReadonlyArray<string> =>
  Object.entries(models[version])
    .filter(([, el]) => el.access !== "ro")
    .map(([name]) => name)
