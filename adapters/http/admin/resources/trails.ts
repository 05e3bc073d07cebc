import type { ResourceSpec } from "../resource.ts"

export const trailsResource: ResourceSpec = {
  name: "trails",
  from: "trails t",
  id: "t.trail_id",
  fields: { id: "t.trail_id", title: "t.title", courseIds: "t.course_ids" },
  filters: {},
  search: ["t.title LIKE ?", "t.trail_id LIKE ?"],
  scope: undefined,
  json: ["courseIds"],
  defaultSort: ["title", "ASC"],
  roles: ["admin"]
}
