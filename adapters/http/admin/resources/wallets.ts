import { byCampaignCountry, type ResourceSpec } from "../resource.ts"

/** One wallet per user per campaign (DESIGN §4.4), id `<campaignId>:<userId>`. */
export const walletsResource: ResourceSpec = {
  name: "wallets",
  from: "wallets w",
  joins: "LEFT JOIN personal_data pd ON pd.user_id = w.user_id",
  id: "w.campaign_id || ':' || w.user_id",
  fields: {
    id: "w.campaign_id || ':' || w.user_id",
    campaignId: "w.campaign_id",
    userId: "w.user_id",
    userName: "pd.full_name",
    balance: "w.balance",
    confirmed: "w.confirmed",
    provisional: "w.provisional",
    credited: "w.credited",
    reversed: "w.reversed",
    debited: "w.debited",
    refunded: "w.refunded",
    expired: "w.expired"
  },
  filters: { campaignId: "w.campaign_id", userId: "w.user_id", balance: "w.balance" },
  search: ["w.user_id LIKE ?", "w.user_id IN (SELECT user_id FROM personal_data WHERE full_name LIKE ?)"],
  scope: byCampaignCountry("w.campaign_id"),
  defaultSort: ["balance", "DESC"],
  roles: ["admin"]
}
