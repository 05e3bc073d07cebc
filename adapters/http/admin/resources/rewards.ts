import type { ResourceSpec } from "../resource.ts"

/**
 * The store's rewards with stock and units ordered. A country admin manages the rewards offered
 * in their country alone (`countries` exactly theirs); rewards of several countries, or of every
 * country, are the superuser's (DESIGN §5.3).
 */
export const rewardsResource: ResourceSpec = {
  name: "rewards",
  from: "rewards r",
  id: "r.reward_id",
  fields: {
    id: "r.reward_id",
    name: "r.name",
    description: "r.description",
    department: "r.department",
    category: "r.category",
    price: "r.price",
    stock: "r.stock",
    ordered: "r.ordered",
    minLevel: "r.min_level",
    requiredCourseIds: "r.required_course_ids",
    countries: "r.countries",
    imageFileId: "r.image_file_id",
    withdrawn: "r.withdrawn",
    listedAt: "r.listed_at"
  },
  filters: {
    department: "r.department",
    category: "r.category",
    withdrawn: "r.withdrawn",
    minLevel: "r.min_level"
  },
  search: ["r.search_text LIKE ?"],
  scope: "r.countries = json_array(?)",
  json: ["requiredCourseIds", "countries"],
  booleans: ["withdrawn"],
  defaultSort: ["name", "ASC"],
  roles: ["admin"]
}
