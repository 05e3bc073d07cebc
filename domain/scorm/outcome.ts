import type { Cmi, ScormVersion } from "./dataModel.ts"

/**
 * What a package's manifest asks to pass: 1.2's `adlcp:masteryscore` (0–100, against
 * `score.raw`) or 2004's `imsss:minNormalizedMeasure` (−1–1, against `score.scaled`); null
 * when it says nothing and the package's own status stands.
 */
export interface Mastery {
  readonly masteryScore: number | null
}

export interface ScormOutcome {
  /** 1.2's lesson_status, or 2004's completion_status. */
  readonly completion: string
  /** passed / failed / unknown (1.2's lesson_status says it too). */
  readonly success: string
  /** score.raw in 1.2, score.scaled × 100 in 2004; null when the package set none. */
  readonly score: number | null
  /** Whether the activity is done (DESIGN §4.8: its completion and success status complete it). */
  readonly completed: boolean
}

const numberOf = (v: string | undefined): number | null => (v === undefined || v === "" || Number.isNaN(Number(v)) ? null : Number(v))

/**
 * The attempt's result as the LMS reads it. A mastery score, when the manifest has one, decides
 * pass or fail from the score (the LMS's part in SCORM 1.2 RTE §3.4.2 and 2004's
 * scaled_passing_score); a passed or completed 1.2 status, or a 2004 attempt completed and not
 * failed (or passed), completes the activity.
 */
export const outcomeOf = (version: ScormVersion, cmi: Cmi, mastery: Mastery): ScormOutcome => {
  if (version === "1.2") {
    const raw = numberOf(cmi["cmi.core.score.raw"])
    const set = cmi["cmi.core.lesson_status"] ?? "not attempted"
    const judged = mastery.masteryScore !== null && raw !== null && ["completed", "passed", "failed"].includes(set) ? (raw >= mastery.masteryScore ? "passed" : "failed") : set
    const success = judged === "passed" || judged === "failed" ? judged : "unknown"
    return { completion: judged, success, score: raw, completed: judged === "passed" || judged === "completed" }
  }
  const scaled = numberOf(cmi["cmi.score.scaled"])
  const completion = cmi["cmi.completion_status"] ?? "unknown"
  const success = mastery.masteryScore !== null && scaled !== null ? (scaled >= mastery.masteryScore ? "passed" : "failed") : (cmi["cmi.success_status"] ?? "unknown")
  return {
    completion,
    success,
    score: scaled === null ? null : Math.round(scaled * 100),
    completed: success === "passed" || (completion === "completed" && success !== "failed")
  }
}

/** Seconds in a 1.2 CMITimespan (HHHH:MM:SS.SS) or a 2004 ISO 8601 duration; 0 if neither. */
export const secondsOf = (v: string | undefined): number => {
  if (v === undefined) return 0
  const t = /^(\d{2,4}):(\d{2}):(\d{2}(?:\.\d+)?)$/.exec(v)
  if (t) return Number(t[1]) * 3600 + Number(t[2]) * 60 + Number(t[3])
  const d = /^P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(v)
  if (!d) return 0
  const [, y, mo, days, h, mi, s] = d.map((x) => Number(x ?? 0))
  return (y! * 365 + mo! * 30 + days!) * 86_400 + h! * 3600 + mi! * 60 + s!
}

/** total_time as each version writes it. */
export const formatTotal = (version: ScormVersion, seconds: number): string => {
  const whole = Math.round(seconds * 100) / 100
  const h = Math.floor(whole / 3600)
  const m = Math.floor((whole % 3600) / 60)
  const s = Math.round((whole % 60) * 100) / 100
  if (version === "2004") return `PT${h}H${m}M${s}S`
  const pad = (n: number) => String(Math.floor(n)).padStart(2, "0")
  return `${String(h).padStart(4, "0")}:${pad(m)}:${pad(s)}${s % 1 ? `.${String(Math.round((s % 1) * 100)).padStart(2, "0")}` : ""}`
}
