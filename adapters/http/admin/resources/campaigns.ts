import type { ResourceSpec } from "../resource.ts"

export const campaignsResource: ResourceSpec = {
  name: "campaigns",
  from: "campaigns c",
  id: "c.campaign_id",
  fields: {
    id: "c.campaign_id",
    name: "c.name",
    country: "c.country",
    begins: "c.begins",
    ends: "c.ends",
    status: "c.status",
    pointsTable: "c.points_table",
    levels: "c.levels",
    categoryCaps: "c.category_caps",
    storeCount: "c.store_count",
    participantCount: "c.participant_count"
  },
  filters: { country: "c.country", status: "c.status", begins: "c.begins", ends: "c.ends" },
  search: ["c.name LIKE ?", "c.campaign_id LIKE ?"],
  scope: "c.country = ?",
  json: ["pointsTable", "levels", "categoryCaps"],
  defaultSort: ["begins", "DESC"],
  // Auditors filter their queue by campaign.
  roles: ["admin", "auditor"]
}
