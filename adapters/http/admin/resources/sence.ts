import type { ResourceSpec } from "../resource.ts"

/**
 * SENCE's settings (DESIGN §4.9) in the console: each client company with its SENCE code, and each
 * course with its SENCE course code; a row's edit sets the code through the domain's length rules.
 * Clients and courses belong to no country, so every admin sees them all.
 */
export const senceClientsResource: ResourceSpec = {
  name: "sence-clients",
  from: "clients c LEFT JOIN sence_clients s ON s.client_id = c.client_id",
  id: "c.client_id",
  fields: {
    id: "c.client_id",
    name: "c.name",
    senceCode: "s.sence_code",
    members: "(SELECT count(*) FROM client_members m WHERE m.client_id = c.client_id)"
  },
  filters: {},
  search: ["c.name LIKE ?", "c.client_id LIKE ?", "s.sence_code LIKE ?"],
  scope: undefined,
  defaultSort: ["name", "ASC"],
  roles: ["admin"]
}

export const senceCoursesResource: ResourceSpec = {
  name: "sence-courses",
  from: "courses c LEFT JOIN sence_courses s ON s.course_id = c.course_id",
  id: "c.course_id",
  fields: {
    id: "c.course_id",
    title: "c.title",
    status: "c.status",
    courseCode: "s.course_code",
    sessions: "(SELECT count(*) FROM sence_sessions x WHERE x.course_id = c.course_id AND x.started_at IS NOT NULL)"
  },
  filters: { status: "c.status" },
  search: ["c.title LIKE ?", "c.course_id LIKE ?", "s.course_code LIKE ?"],
  scope: undefined,
  defaultSort: ["title", "ASC"],
  roles: ["admin"]
}
