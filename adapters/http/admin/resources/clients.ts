import type { ResourceSpec } from "../resource.ts"

/**
 * Client companies (DESIGN §4.1) belong to no country: a company's learners may sit in several,
 * so every admin sees them all, with their feature flags and member count.
 */
export const clientsResource: ResourceSpec = {
  name: "clients",
  from: "clients c",
  id: "c.client_id",
  fields: {
    id: "c.client_id",
    name: "c.name",
    homeRoute: "c.home_route",
    features: "c.features",
    passwordStrength: "c.password_strength",
    members: "(SELECT count(*) FROM client_members m WHERE m.client_id = c.client_id)"
  },
  filters: { passwordStrength: "c.password_strength" },
  search: ["c.name LIKE ?", "c.client_id LIKE ?"],
  scope: undefined,
  json: ["features"],
  defaultSort: ["name", "ASC"],
  roles: ["admin"]
}
