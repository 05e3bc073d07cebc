import { byCampaignCountry, type ResourceSpec } from "../resource.ts"

/**
 * Level-up requests. `countedSales` and `unapprovedSales` tell the admin whether approval can
 * pass yet: it needs every counted sale audited and approved (DESIGN §4.5).
 */
export const levelUpsResource: ResourceSpec = {
  name: "level-ups",
  from: "level_requests l",
  joins: "LEFT JOIN personal_data pd ON pd.user_id = l.user_id",
  id: "l.request_id",
  fields: {
    id: "l.request_id",
    userId: "l.user_id",
    userName: "pd.full_name",
    campaignId: "l.campaign_id",
    toLevel: "l.to_level",
    countedSaleIds: "l.counted_sale_ids",
    countedSales: "json_array_length(l.counted_sale_ids)",
    unapprovedSales:
      "(SELECT count(*) FROM json_each(l.counted_sale_ids) j LEFT JOIN sales cs ON cs.sale_id = j.value WHERE cs.status IS NOT 'approved')",
    status: "l.status",
    reason: "l.reason",
    requestedAt: "l.requested_at",
    decidedAt: "l.decided_at",
    // What deciding needs beside the sales (issue 41 item 15): the level held now, the XP, and the campaign's thresholds.
    currentLevel: "(SELECT m.level FROM members m WHERE m.user_id = l.user_id)",
    campaignXp: "(SELECT cx.xp FROM campaign_xp cx WHERE cx.user_id = l.user_id AND cx.campaign_id = l.campaign_id)",
    totalXp: "(SELECT m.total_xp FROM members m WHERE m.user_id = l.user_id)",
    levels: "(SELECT c.levels FROM campaigns c WHERE c.campaign_id = l.campaign_id)"
  },
  filters: { userId: "l.user_id", campaignId: "l.campaign_id", status: "l.status", toLevel: "l.to_level", requestedAt: "l.requested_at" },
  search: ["l.user_id LIKE ?", "l.user_id IN (SELECT user_id FROM personal_data WHERE full_name LIKE ?)"],
  scope: byCampaignCountry("l.campaign_id"),
  json: ["countedSaleIds", "levels"],
  defaultSort: ["requestedAt", "DESC"],
  roles: ["admin"]
}
