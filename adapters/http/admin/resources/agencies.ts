import type { ResourceSpec } from "../resource.ts"

/** Agencies belong to no country: every admin sees them all (DESIGN §4.1). */
export const agenciesResource: ResourceSpec = {
  name: "agencies",
  from: "agencies ag",
  id: "ag.agency_id",
  fields: { id: "ag.agency_id", name: "ag.name", brandIds: "ag.brand_ids" },
  filters: {},
  search: ["ag.name LIKE ?", "ag.agency_id LIKE ?"],
  scope: undefined,
  json: ["brandIds"],
  defaultSort: ["name", "ASC"],
  roles: ["admin"]
}
