import { byCampaignCountry, type ResourceSpec } from "../resource.ts"

/** Registrations: who takes part in which campaign, through which agency, brands and stores. */
export const participantsResource: ResourceSpec = {
  name: "participants",
  from: "participants p",
  joins: "LEFT JOIN personal_data pd ON pd.user_id = p.user_id LEFT JOIN agencies ag ON ag.agency_id = p.agency_id",
  id: "p.campaign_id || ':' || p.user_id",
  fields: {
    id: "p.campaign_id || ':' || p.user_id",
    campaignId: "p.campaign_id",
    userId: "p.user_id",
    userName: "pd.full_name",
    agencyId: "p.agency_id",
    agencyName: "ag.name",
    brandIds: "p.brand_ids",
    storeIds: "p.store_ids",
    chainIds: "p.chain_ids",
    registeredAt: "p.registered_at"
  },
  filters: { campaignId: "p.campaign_id", userId: "p.user_id", agencyId: "p.agency_id", registeredAt: "p.registered_at" },
  search: ["p.user_id LIKE ?", "p.user_id IN (SELECT user_id FROM personal_data WHERE full_name LIKE ?)"],
  scope: byCampaignCountry("p.campaign_id"),
  json: ["brandIds", "storeIds", "chainIds"],
  defaultSort: ["registeredAt", "DESC"],
  roles: ["admin"]
}
