// The SCORM run-time data model (SCORM 1.2 RTE §3.4, SCORM 2004 4th ed. RTE §4): which elements
// we keep, who may read and write them, and what a value must look like. Plain TypeScript that
// imports only its own helpers: the runtime script that runs inside a package's frame
// (web-learner/scorm-runtime) and the server's decision (decide.ts) apply the very same rules.
import { maxLength, number, timespan12, duration, vocabulary } from "./checks.ts"
import { children, collections12, collections2004, countOf, indexesOf, templateOf, type Element } from "./collections.ts"

export type ScormVersion = "1.2" | "2004"

/** The cmi values of one attempt, by element name (`cmi.core.lesson_status`, `cmi.location`…). */
export type Cmi = Readonly<Record<string, string>>

/** Error codes by meaning, in each version's numbering (1.2 has no range, "not initialized" or dependency errors). */
export const errors = {
  "1.2": { undefined: 401, unimplemented: 401, readOnly: 403, writeOnly: 404, type: 405, range: 405, notInitialized: 0, keyword: 402, noChildren: 202, noCount: 203, index: 201, gap: 201, dependency: 0 },
  "2004": { undefined: 401, unimplemented: 402, readOnly: 404, writeOnly: 405, type: 406, range: 407, notInitialized: 403, keyword: 404, noChildren: 301, noCount: 301, index: 301, gap: 351, dependency: 408 }
} as const satisfies Record<ScormVersion, Record<string, number>>

/** The longest `suspend_data` each version must keep: 4,096 characters in 1.2, 64,000 in 2004. */
export const suspendDataLimit: Record<ScormVersion, number> = { "1.2": 4096, "2004": 64_000 }

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
  "cmi.student_data.mastery_score": { access: "ro" },
  ...collections12
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
  "cmi.completion_threshold": { access: "ro" },
  ...collections2004
}

export const models: Record<ScormVersion, Readonly<Record<string, Element>>> = { "1.2": model12, "2004": model2004 }

/** Parts of the standard model we do not keep (preferences, comments from the LMS…): "not implemented", not "unknown". */
const unimplemented = /^cmi\.(student_preference|learner_preference|comments_from_l|student_data)/

const fault = (version: ScormVersion, name: string): number =>
  name.endsWith("._children") ? errors[version].noChildren : name.endsWith("._count") ? errors[version].noCount : unimplemented.test(name) ? errors[version].unimplemented : errors[version].undefined

/** The element's template in the version's model (`cmi.objectives.n.id` for `cmi.objectives.0.id`). */
const elementOf = (version: ScormVersion, name: string): { readonly template: string; readonly element: Element | undefined } => {
  const template = templateOf(name)
  return { template, element: models[version][template] }
}

/** What `LMSGetValue`/`GetValue` answers: the value, or the error code. */
export const getValue = (version: ScormVersion, cmi: Cmi, name: string): { readonly value: string; readonly error: number } => {
  const { template, element } = elementOf(version, name)
  if (element === undefined) return { value: "", error: fault(version, name) }
  if (element.access === "wo") return { value: "", error: errors[version].writeOnly }
  const indexes = indexesOf(name)
  // A record not kept (yet) is out of range, in 1.2 (201) as in 2004 (301).
  if (indexes.some(({ list, index }) => index >= countOf(cmi, list))) return { value: "", error: errors[version].index }
  if (template.endsWith("._count")) return { value: String(countOf(cmi, name.slice(0, -"._count".length))), error: 0 }
  const listChildren = children[version][template]
  if (listChildren !== undefined) return { value: listChildren, error: 0 }
  const value = cmi[name]
  const initializable = /^cmi\.(score\.|location|suspend_data|progress_measure)/.test(name) || indexes.length > 0
  if (value === undefined) return { value: "", error: version === "2004" && initializable ? errors[version].notInitialized : 0 }
  return { value, error: 0 }
}

/**
 * A record's place in its list: the next index adds a record, a later one leaves a gap (1.2: 201,
 * 2004: 351). 2004 also asks for the record's identifier first (a correct response's pattern is
 * its own) and for an interaction's type before its responses (408), and keeps an objective's id
 * once set (351).
 */
const collectionError = (version: ScormVersion, cmi: Cmi, name: string, template: string, value: string): number => {
  for (const { list, index, limit } of indexesOf(name)) {
    const count = countOf(cmi, list)
    if (index > count || index >= limit) return errors[version].gap
    const key = list.endsWith("correct_responses") ? "pattern" : "id"
    if (version === "2004" && index === count && name !== `${list}.${index}.${key}`) return errors[version].dependency
  }
  if (version === "1.2") return 0
  const interaction = /^cmi\.interactions\.\d+/.exec(name)?.[0]
  if (interaction !== undefined && /\.(correct_responses\.\d+\.pattern|learner_response)$/.test(name) && cmi[`${interaction}.type`] === undefined) return errors[version].dependency
  if (template === "cmi.objectives.n.id" && cmi[name] !== undefined && cmi[name] !== value) return errors[version].gap
  return 0
}

/** Whether `LMSSetValue`/`SetValue` may keep `value` in `name`, given the values kept so far: 0, or the SCORM error code. */
export const setError = (version: ScormVersion, cmi: Cmi, name: string, value: string): number => {
  if (/\._(children|count|version)$/.test(name)) return errors[version].keyword
  const { template, element } = elementOf(version, name)
  if (element === undefined) return fault(version, name)
  if (element.access === "ro") return errors[version].readOnly
  return collectionError(version, cmi, name, template, value) || (element.check?.(value) ?? 0)
}

/** The elements a learner's package writes (the ones kept from commit to commit), by version. */
export const writable = (version: ScormVersion): ReadonlyArray<string> =>
  Object.entries(models[version])
    .filter(([, el]) => el.access !== "ro")
    .map(([name]) => name)
