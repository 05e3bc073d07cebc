import type { ResourceSpec } from "../resource.ts"

export const storesResource: ResourceSpec = {
  name: "stores",
  from: "stores st",
  joins: "LEFT JOIN retail_chains ch ON ch.chain_id = st.chain_id",
  id: "st.store_id",
  fields: { id: "st.store_id", name: "st.name", chainId: "st.chain_id", chainName: "ch.name", country: "st.country", city: "st.city" },
  filters: {
    chainId: "st.chain_id",
    country: "st.country",
    city: "st.city",
    // The stores a campaign enrolled (the campaign screen's list).
    campaignId: (campaignId) => ({ sql: "st.store_id IN (SELECT store_id FROM campaign_stores WHERE campaign_id = ?)", params: [campaignId] }),
    // The stores a campaign could still enrol (the enrol picker offers no store enrolled already).
    notInCampaignId: (campaignId) => ({ sql: "st.store_id NOT IN (SELECT store_id FROM campaign_stores WHERE campaign_id = ?)", params: [campaignId] })
  },
  search: ["st.name LIKE ?", "st.city LIKE ?", "st.store_id LIKE ?"],
  scope: "st.country = ?",
  defaultSort: ["name", "ASC"],
  roles: ["admin", "auditor"]
}
