import type { Cmi } from "./dataModel.ts"

/** One learner's attempt at one SCORM activity: what the next launch hands back to the package. */
export interface ScormAttemptState {
  /** The last commit's number (0: never launched). */
  readonly seq: number
  readonly packageId: string | null
  /** The writable values kept (location, suspend_data, statuses, score…). */
  readonly cmi: Cmi
  /** Seconds of every finished session (total_time). */
  readonly totalSeconds: number
  /** 1.2's and 2004's entry at the next launch: ab-initio, resume (after exit = suspend) or "". */
  readonly entry: "ab-initio" | "resume" | ""
}

export const initialState: ScormAttemptState = { seq: 0, packageId: null, cmi: {}, totalSeconds: 0, entry: "ab-initio" }
