import type { ResourceSpec } from "../resource.ts"

/** The catalogue: courses of every status with their activities and enrolment counts. Courses have no country. */
export const coursesResource: ResourceSpec = {
  name: "courses",
  from: "courses c",
  joins: "LEFT JOIN authoring_course_drafts d ON d.course_id = c.course_id",
  id: "c.course_id",
  fields: {
    id: "c.course_id",
    title: "c.title",
    category: "c.category",
    workloadHours: "c.workload_hours",
    enrolmentType: "c.enrolment_type",
    deadline: "c.deadline",
    mandatory: "c.mandatory",
    status: "c.status",
    activities: "c.activities",
    prerequisites: "c.prerequisites",
    description: "d.description",
    tags: "d.tags",
    coverFileId: "d.cover_file_id",
    supportMaterials: "d.support_materials",
    enrolled: "(SELECT count(*) FROM enrolments e WHERE e.course_id = c.course_id AND e.enrolled = 1)",
    approved: "(SELECT count(*) FROM enrolments e WHERE e.course_id = c.course_id AND e.approved = 1)"
  },
  filters: { status: "c.status", category: "c.category", enrolmentType: "c.enrolment_type", mandatory: "c.mandatory", deadline: "c.deadline" },
  search: ["c.title LIKE ?", "c.course_id LIKE ?", "c.category LIKE ?"],
  scope: undefined,
  json: ["activities", "prerequisites", "tags", "supportMaterials"],
  booleans: ["mandatory"],
  defaultSort: ["title", "ASC"],
  roles: ["admin"]
}
