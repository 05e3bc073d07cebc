import type { ResourceSpec } from "../resource.ts"

/** The deployment's public pages (DESIGN §7), offline ones included (marked), for authoring. */
export const sitePagesResource: ResourceSpec = {
  name: "site-pages",
  from: "site_pages p",
  joins: "LEFT JOIN campaigns c ON c.campaign_id = p.campaign_id LEFT JOIN agencies a ON a.agency_id = p.agency_id",
  id: "p.page_id",
  fields: {
    id: "p.page_id",
    pageId: "p.page_id",
    kind: "p.kind",
    title: "p.title",
    body: "p.body",
    campaignId: "p.campaign_id",
    campaignName: "c.name",
    agencyId: "p.agency_id",
    agencyName: "a.name",
    online: "p.online",
    updatedAt: "p.updated_at"
  },
  filters: { kind: "p.kind", campaignId: "p.campaign_id", agencyId: "p.agency_id", online: "p.online" },
  search: ["p.title LIKE ?", "p.page_id LIKE ?"],
  scope: undefined,
  booleans: ["online"],
  defaultSort: ["updatedAt", "DESC"],
  roles: ["admin"]
}
