import type { ResourceSpec } from "../resource.ts"
import { byLearnerCountry } from "./learnerScope.ts"

/** One row per learner and course (the `report courses` row), id `<courseId>:<userId>`. */
export const enrolmentsResource: ResourceSpec = {
  name: "enrolments",
  from: "enrolments e",
  joins: "LEFT JOIN personal_data pd ON pd.user_id = e.user_id LEFT JOIN courses c ON c.course_id = e.course_id",
  id: "e.course_id || ':' || e.user_id",
  fields: {
    id: "e.course_id || ':' || e.user_id",
    courseId: "e.course_id",
    courseTitle: "c.title",
    userId: "e.user_id",
    userName: "pd.full_name",
    enrolled: "e.enrolled",
    assigned: "e.assigned",
    status: "e.status",
    grade: "e.grade",
    attemptsUsed: "e.attempts_used",
    certificateCode: "e.certificate_code",
    enrolledAt: "e.enrolled_at"
  },
  filters: { courseId: "e.course_id", userId: "e.user_id", status: "e.status", enrolled: "e.enrolled", assigned: "e.assigned", enrolledAt: "e.enrolled_at" },
  search: ["e.user_id LIKE ?", "e.user_id IN (SELECT user_id FROM personal_data WHERE full_name LIKE ?)"],
  scope: byLearnerCountry("e.user_id"),
  booleans: ["enrolled", "assigned"],
  defaultSort: ["enrolledAt", "DESC"],
  roles: ["admin"]
}
