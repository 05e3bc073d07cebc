import type { ResourceSpec } from "../resource.ts"

/** Brands belong to no country: every admin sees them all. */
export const brandsResource: ResourceSpec = {
  name: "brands",
  from: "brands b",
  id: "b.brand_id",
  fields: { id: "b.brand_id", name: "b.name" },
  filters: {},
  search: ["b.name LIKE ?", "b.brand_id LIKE ?"],
  scope: undefined,
  defaultSort: ["name", "ASC"],
  roles: ["admin"]
}
