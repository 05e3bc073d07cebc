import type { Activity } from "../api/types.ts"
import { tl, type LearningKey } from "../i18n/index.ts"

const named = ["pdf", "video", "audio", "youtube", "vimeo", "wowza", "linkedin_slidshare", "html", "scorm", "reaction_evaluation"]

/** An activity type as a learner reads it: tests and quizzes by their family, the rest by name. */
export const typeLabel = (type: string): string =>
  named.includes(type) ? tl(`type.${type}` as LearningKey) : type.endsWith("_quiz") ? tl("type.quiz") : type.endsWith("_test") ? tl("type.test") : tl("type.other")

/** The title of the activity a lock waits for (its id when it has no title). */
export const titleOf = (activities: ReadonlyArray<Activity>, activityId: string | null): string => {
  const a = activities.find((x) => x.activityId === activityId)
  return a?.title ?? a?.activityId ?? activityId ?? ""
}
