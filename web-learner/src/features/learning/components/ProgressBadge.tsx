import { tl, type LearningKey } from "../i18n/index.ts"

/** A course's progress (SPEC §3: not started, in progress, approved, reproved, blocked, restarted, improved). */
export const ProgressBadge = ({ progress }: { progress: string }) => (
  <span className={`badge progress-${progress}`}>{tl(`progress.${progress}` as LearningKey)}</span>
)

export const progresses = ["not_enrolled", "not_started", "in_progress", "approved", "improved", "reproved", "blocked", "restarted", "unenrolled"] as const
