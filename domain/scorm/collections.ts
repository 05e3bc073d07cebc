// The data model's collections (SCORM 1.2 RTE §3.4.2's cmi.objectives and cmi.interactions, 2004
// RTE §4.2.9 and §4.2.17): records numbered from 0, kept flat in the attempt's cmi under their
// full names (`cmi.interactions.0.id`), so a commit carries them as any other value and the read
// model merges them as it merges the rest. Their elements are looked up by template
// (`cmi.interactions.n.id`); their counts are those of the kept records.
import { decimal12, duration, identifier12, identifier2004, maxLength, number, result, time12, timespan12, timestamp2004, vocabulary, type Check } from "./checks.ts"

export interface Element {
  readonly access: "ro" | "rw" | "wo"
  readonly check?: Check
}

const types12 = ["true-false", "choice", "fill-in", "matching", "performance", "sequencing", "likert", "numeric"]
const types2004 = ["true-false", "choice", "fill-in", "long-fill-in", "likert", "matching", "performance", "sequencing", "numeric", "other"]
const score12 = number(0, 100, 405, 405, true)
const real2004 = number(-1e10, 1e10, 406, 407, false)

/** SCORM 1.2: interactions are written, never read back (but their counts); objectives are read and written. */
export const collections12: Readonly<Record<string, Element>> = {
  "cmi.interactions._children": { access: "ro" },
  "cmi.interactions._count": { access: "ro" },
  "cmi.interactions.n.id": { access: "wo", check: identifier12 },
  "cmi.interactions.n.objectives._count": { access: "ro" },
  "cmi.interactions.n.objectives.n.id": { access: "wo", check: identifier12 },
  "cmi.interactions.n.time": { access: "wo", check: time12 },
  "cmi.interactions.n.type": { access: "wo", check: vocabulary(types12, 405) },
  "cmi.interactions.n.correct_responses._count": { access: "ro" },
  "cmi.interactions.n.correct_responses.n.pattern": { access: "wo", check: maxLength(255, 405) },
  "cmi.interactions.n.weighting": { access: "wo", check: decimal12 },
  "cmi.interactions.n.student_response": { access: "wo", check: maxLength(255, 405) },
  "cmi.interactions.n.result": { access: "wo", check: result(["correct", "wrong", "unanticipated", "neutral"], 405) },
  "cmi.interactions.n.latency": { access: "wo", check: timespan12 },
  "cmi.objectives._children": { access: "ro" },
  "cmi.objectives._count": { access: "ro" },
  "cmi.objectives.n.id": { access: "rw", check: identifier12 },
  "cmi.objectives.n.score._children": { access: "ro" },
  "cmi.objectives.n.score.raw": { access: "rw", check: score12 },
  "cmi.objectives.n.score.min": { access: "rw", check: score12 },
  "cmi.objectives.n.score.max": { access: "rw", check: score12 },
  "cmi.objectives.n.status": { access: "rw", check: vocabulary(["passed", "completed", "failed", "incomplete", "browsed", "not attempted"], 405) }
}

/** SCORM 2004: every element of both collections is read and written. */
export const collections2004: Readonly<Record<string, Element>> = {
  "cmi.interactions._children": { access: "ro" },
  "cmi.interactions._count": { access: "ro" },
  "cmi.interactions.n.id": { access: "rw", check: identifier2004 },
  "cmi.interactions.n.type": { access: "rw", check: vocabulary(types2004, 406) },
  "cmi.interactions.n.objectives._count": { access: "ro" },
  "cmi.interactions.n.objectives.n.id": { access: "rw", check: identifier2004 },
  "cmi.interactions.n.timestamp": { access: "rw", check: timestamp2004 },
  "cmi.interactions.n.correct_responses._count": { access: "ro" },
  "cmi.interactions.n.correct_responses.n.pattern": { access: "rw", check: maxLength(4000, 406) },
  "cmi.interactions.n.weighting": { access: "rw", check: real2004 },
  "cmi.interactions.n.learner_response": { access: "rw", check: maxLength(4000, 406) },
  "cmi.interactions.n.result": { access: "rw", check: result(["correct", "incorrect", "unanticipated", "neutral"], 406) },
  "cmi.interactions.n.latency": { access: "rw", check: duration },
  "cmi.interactions.n.description": { access: "rw", check: maxLength(250, 406) },
  "cmi.objectives._children": { access: "ro" },
  "cmi.objectives._count": { access: "ro" },
  "cmi.objectives.n.id": { access: "rw", check: identifier2004 },
  "cmi.objectives.n.score._children": { access: "ro" },
  "cmi.objectives.n.score.scaled": { access: "rw", check: number(-1, 1, 406, 407, false) },
  "cmi.objectives.n.score.raw": { access: "rw", check: real2004 },
  "cmi.objectives.n.score.min": { access: "rw", check: real2004 },
  "cmi.objectives.n.score.max": { access: "rw", check: real2004 },
  "cmi.objectives.n.success_status": { access: "rw", check: vocabulary(["passed", "failed", "unknown"], 406) },
  "cmi.objectives.n.completion_status": { access: "rw", check: vocabulary(["completed", "incomplete", "not attempted", "unknown"], 406) },
  "cmi.objectives.n.progress_measure": { access: "rw", check: number(0, 1, 406, 407, false) },
  "cmi.objectives.n.description": { access: "rw", check: maxLength(250, 406) }
}

/** The `_children` answers, by template and version. */
export const children: Readonly<Record<"1.2" | "2004", Readonly<Record<string, string>>>> = {
  "1.2": {
    "cmi.interactions._children": "id,objectives,time,type,correct_responses,weighting,student_response,result,latency",
    "cmi.objectives._children": "id,score,status",
    "cmi.objectives.n.score._children": "raw,min,max"
  },
  "2004": {
    "cmi.interactions._children": "id,type,objectives,timestamp,correct_responses,weighting,learner_response,result,latency,description",
    "cmi.objectives._children": "id,score,success_status,completion_status,progress_measure,description",
    "cmi.objectives.n.score._children": "scaled,raw,min,max"
  }
}

/**
 * The most records an attempt keeps per list (2004's smallest permitted maximums, RTE §4.2):
 * past them a package is writing without end, and the next index is refused as a gap would be.
 */
const most: Readonly<Record<string, number>> = { "cmi.interactions": 250, "cmi.objectives": 100, objectives: 10, correct_responses: 10 }

/** A name's template: each canonical index (0, 1, 12, not 01) becomes `n`. */
export const templateOf = (name: string): string => name.replace(/\.(0|[1-9]\d*)(?=\.)/g, ".n")

/** How many records a list holds: the kept names under `<list>.<index>.`. */
export const countOf = (cmi: Readonly<Record<string, string>>, list: string): number => {
  const prefix = `${list}.`
  const indexes = new Set<string>()
  for (const name of Object.keys(cmi)) {
    if (!name.startsWith(prefix)) continue
    const index = /^(0|[1-9]\d*)\./.exec(name.slice(prefix.length))
    if (index) indexes.add(index[1]!)
  }
  return indexes.size
}

/** The lists a record's element lies in, outermost first: each with the index it names. */
export const indexesOf = (name: string): ReadonlyArray<{ readonly list: string; readonly index: number; readonly limit: number }> => {
  const found: Array<{ list: string; index: number; limit: number }> = []
  const re = /\.(0|[1-9]\d*)(?=\.)/g
  for (let m = re.exec(name); m !== null; m = re.exec(name)) {
    const list = name.slice(0, m.index)
    const last = list.slice(list.lastIndexOf(".") + 1)
    found.push({ list, index: Number(m[1]), limit: most[list] ?? most[last] ?? 10 })
  }
  return found
}
