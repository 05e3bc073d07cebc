import type { ResourceSpec } from "../resource.ts"

export const chainsResource: ResourceSpec = {
  name: "chains",
  from: "retail_chains ch",
  id: "ch.chain_id",
  fields: {
    id: "ch.chain_id",
    name: "ch.name",
    country: "ch.country",
    storeCount: "(SELECT count(*) FROM stores st WHERE st.chain_id = ch.chain_id)"
  },
  filters: { country: "ch.country" },
  search: ["ch.name LIKE ?", "ch.chain_id LIKE ?"],
  scope: "ch.country = ?",
  defaultSort: ["name", "ASC"],
  roles: ["admin", "auditor"]
}
