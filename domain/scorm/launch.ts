import type { Cmi, ScormVersion } from "./dataModel.ts"
import { formatTotal } from "./outcome.ts"
import type { ScormAttemptState } from "./state.ts"

/** What the runtime in the package's frame starts from: the version, the last commit's number and the cmi it answers from. */
export interface LaunchState {
  readonly version: ScormVersion
  readonly seq: number
  readonly cmi: Cmi
}

/**
 * The cmi a launch hands the package: what it kept (location, suspend_data, statuses, score),
 * without the write-only elements, plus the read-only ones the LMS owns — the learner's id (the
 * name stays empty: a package is third-party content and needs no personal data), entry (resume
 * after a suspend), total time, credit, mode and the manifest's mastery.
 */
export const launchState = (version: ScormVersion, s: ScormAttemptState, userId: string, masteryScore: number | null): LaunchState => {
  const kept = Object.fromEntries(Object.entries(s.cmi).filter(([name]) => !/(session_time|\.exit)$/.test(name)))
  const lms: Record<string, string> =
    version === "1.2"
      ? {
          "cmi.core._children": "student_id,student_name,lesson_location,credit,lesson_status,entry,score,total_time,lesson_mode,exit,session_time",
          "cmi.core.score._children": "raw,min,max",
          "cmi.core.student_id": userId,
          "cmi.core.student_name": "",
          "cmi.core.credit": "credit",
          "cmi.core.lesson_mode": "normal",
          "cmi.core.entry": s.entry,
          "cmi.core.total_time": formatTotal("1.2", s.totalSeconds),
          "cmi.core.lesson_status": s.cmi["cmi.core.lesson_status"] ?? "not attempted",
          "cmi.launch_data": "",
          "cmi.student_data.mastery_score": masteryScore === null ? "" : String(masteryScore)
        }
      : {
          "cmi._version": "1.0",
          "cmi.score._children": "scaled,raw,min,max",
          "cmi.learner_id": userId,
          "cmi.learner_name": "",
          "cmi.credit": "credit",
          "cmi.mode": "normal",
          "cmi.entry": s.entry,
          "cmi.total_time": formatTotal("2004", s.totalSeconds),
          "cmi.completion_status": s.cmi["cmi.completion_status"] ?? "unknown",
          "cmi.success_status": s.cmi["cmi.success_status"] ?? "unknown",
          "cmi.launch_data": "",
          ...(masteryScore === null ? {} : { "cmi.scaled_passing_score": String(masteryScore) })
        }
  return { version, seq: s.seq, cmi: { ...kept, ...lms } }
}
