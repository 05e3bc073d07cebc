import { byCampaignCountry, type ResourceSpec } from "../resource.ts"

/** The store-photo audit queue: each photo with its store, type and sender named (DESIGN §7). */
export const photosResource: ResourceSpec = {
  name: "photos",
  from: "store_photos p",
  joins:
    "LEFT JOIN stores st ON st.store_id = p.store_id LEFT JOIN retail_chains ch ON ch.chain_id = p.chain_id LEFT JOIN photo_types pt ON pt.photo_type_id = p.photo_type LEFT JOIN personal_data pd ON pd.user_id = p.user_id",
  id: "p.photo_id",
  fields: {
    id: "p.photo_id",
    campaignId: "p.campaign_id",
    userId: "p.user_id",
    userName: "pd.full_name",
    storeId: "p.store_id",
    storeName: "st.name",
    chainId: "p.chain_id",
    chainName: "ch.name",
    photoType: "p.photo_type",
    photoTypeName: "pt.name",
    fileId: "p.file_id",
    week: "p.week",
    status: "p.status",
    points: "p.points",
    reason: "p.reason",
    uploadedAt: "p.uploaded_at",
    auditedAt: "p.audited_at"
  },
  filters: {
    campaignId: "p.campaign_id",
    userId: "p.user_id",
    storeId: "p.store_id",
    chainId: "p.chain_id",
    photoType: "p.photo_type",
    week: "p.week",
    status: "p.status",
    uploadedAt: "p.uploaded_at"
  },
  search: ["p.store_id IN (SELECT store_id FROM stores WHERE name LIKE ?)", "p.user_id IN (SELECT user_id FROM personal_data WHERE full_name LIKE ?)"],
  scope: byCampaignCountry("p.campaign_id"),
  defaultSort: ["uploadedAt", "ASC"],
  roles: ["admin", "auditor"]
}

/** Photo types are reference data of no country: every admin reads them. */
export const photoTypesResource: ResourceSpec = {
  name: "photo-types",
  from: "photo_types pt",
  id: "pt.photo_type_id",
  fields: { id: "pt.photo_type_id", name: "pt.name" },
  filters: {},
  search: ["pt.name LIKE ?"],
  scope: undefined,
  defaultSort: ["name", "ASC"],
  roles: ["admin", "auditor"]
}
