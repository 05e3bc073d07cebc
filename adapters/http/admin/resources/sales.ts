import { byCampaignCountry, type ResourceSpec } from "../resource.ts"

/** The audit queue: each sale with its store, chain and seller named, and the duplicate flag. */
export const salesResource: ResourceSpec = {
  name: "sales",
  from: "sales s",
  joins: "LEFT JOIN stores st ON st.store_id = s.store_id LEFT JOIN retail_chains ch ON ch.chain_id = s.chain_id LEFT JOIN personal_data pd ON pd.user_id = s.user_id",
  id: "s.sale_id",
  fields: {
    id: "s.sale_id",
    campaignId: "s.campaign_id",
    // The queue shows each sale's campaign (issue 41, item 14): a lookup by key, no join for the count.
    campaignName: "(SELECT ca.name FROM campaigns ca WHERE ca.campaign_id = s.campaign_id)",
    userId: "s.user_id",
    userName: "pd.full_name",
    storeId: "s.store_id",
    storeName: "st.name",
    chainId: "s.chain_id",
    chainName: "ch.name",
    invoiceNumber: "s.invoice_number",
    saleDate: "s.sale_date",
    reportedAt: "s.reported_at",
    observation: "s.observation",
    lines: "s.lines",
    basePoints: "s.base_points",
    level: "s.level",
    creditedPoints: "s.credited_points",
    status: "s.status",
    duplicate: "s.duplicate",
    reason: "s.reason",
    auditedAt: "s.audited_at",
    // The invoice photo (migration 0007's own read model), for the audit screen's thumbnail.
    photoFileId: "(SELECT sp.file_id FROM sale_photos sp WHERE sp.sale_id = s.sale_id)"
  },
  filters: {
    campaignId: "s.campaign_id",
    userId: "s.user_id",
    storeId: "s.store_id",
    chainId: "s.chain_id",
    status: "s.status",
    duplicate: "s.duplicate",
    invoiceNumber: "s.invoice_number",
    saleDate: "s.sale_date",
    reportedAt: "s.reported_at"
  },
  search: ["s.invoice_number LIKE ?", "s.user_id IN (SELECT user_id FROM personal_data WHERE full_name LIKE ?)"],
  scope: byCampaignCountry("s.campaign_id"),
  json: ["lines"],
  booleans: ["duplicate"],
  defaultSort: ["reportedAt", "DESC"],
  // The audit queue's total (one campaign, one status) is read from the counts the sales
  // projection keeps, not counted over the queue at every page.
  counted: {
    from: "sale_counts c",
    sum: "c.sales",
    filters: { campaignId: "c.campaign_id", status: "c.status" },
    scope: byCampaignCountry("c.campaign_id")
  },
  roles: ["admin", "auditor"]
}
