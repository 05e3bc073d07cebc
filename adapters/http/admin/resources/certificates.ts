import type { ResourceSpec } from "../resource.ts"
import { byLearnerCountry } from "./learnerScope.ts"

export const certificatesResource: ResourceSpec = {
  name: "certificates",
  from: "certificates x",
  joins: "LEFT JOIN personal_data pd ON pd.user_id = x.user_id LEFT JOIN courses c ON c.course_id = x.course_id",
  id: "x.code",
  fields: { id: "x.code", courseId: "x.course_id", courseTitle: "c.title", userId: "x.user_id", userName: "pd.full_name", issuedAt: "x.issued_at" },
  filters: { courseId: "x.course_id", userId: "x.user_id", issuedAt: "x.issued_at" },
  search: ["x.code LIKE ?", "x.user_id IN (SELECT user_id FROM personal_data WHERE full_name LIKE ?)"],
  scope: byLearnerCountry("x.user_id"),
  defaultSort: ["issuedAt", "DESC"],
  roles: ["admin"]
}
