import type { ResourceSpec } from "../resource.ts"
import { byLearnerCountry } from "./learnerScope.ts"

/**
 * A list's records from the attempt's kept cmi (`cmi.interactions.0.id`, `…0.result` → one object
 * per index, in index order, each keyed by what follows the index: `id`, `result`,
 * `correct_responses.0.pattern`). The values are kept flat as the package set them (domain/scorm/collections.ts).
 */
const recordsIn = (list: string): string => {
  const rest = `substr(j.key, ${list.length + 2})`
  const index = `CAST(substr(${rest}, 1, instr(${rest}, '.') - 1) AS INTEGER)`
  return `(SELECT json_group_array(json(r.o)) FROM (SELECT json_group_object(substr(${rest}, instr(${rest}, '.') + 1), j.value) AS o FROM json_each(sa.cmi) j WHERE j.key GLOB '${list}.[0-9]*' GROUP BY ${index} ORDER BY ${index}) r)`
}

/** Each learner's SCORM attempt per activity (one row per course, learner and activity), id `<courseId>:<userId>:<activityId>`. */
export const scormAttemptsResource: ResourceSpec = {
  name: "scorm-attempts",
  from: "scorm_attempts sa",
  joins: "LEFT JOIN personal_data pd ON pd.user_id = sa.user_id LEFT JOIN courses c ON c.course_id = sa.course_id",
  id: "sa.course_id || ':' || sa.user_id || ':' || sa.activity_id",
  fields: {
    id: "sa.course_id || ':' || sa.user_id || ':' || sa.activity_id",
    courseId: "sa.course_id",
    courseTitle: "c.title",
    activityId: "sa.activity_id",
    packageId: "sa.package_id",
    userId: "sa.user_id",
    userName: "pd.full_name",
    version: "sa.version",
    completion: "sa.completion",
    success: "sa.success",
    score: "sa.score",
    totalSeconds: "sa.total_seconds",
    commits: "sa.seq",
    updatedAt: "sa.updated_at",
    interactions: recordsIn("cmi.interactions"),
    objectives: recordsIn("cmi.objectives")
  },
  filters: { courseId: "sa.course_id", userId: "sa.user_id", activityId: "sa.activity_id", packageId: "sa.package_id", version: "sa.version", completion: "sa.completion", success: "sa.success", updatedAt: "sa.updated_at" },
  search: ["sa.user_id LIKE ?", "sa.user_id IN (SELECT user_id FROM personal_data WHERE full_name LIKE ?)"],
  scope: byLearnerCountry("sa.user_id"),
  json: ["interactions", "objectives"],
  defaultSort: ["updatedAt", "DESC"],
  roles: ["admin"]
}
