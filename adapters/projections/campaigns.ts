import { sqliteTable, text, integer, index, primaryKey } from "drizzle-orm/sqlite-core"
import { defineProjection } from "./define.ts"

export const campaigns = sqliteTable(
  "campaigns",
  {
    campaignId: text("campaign_id").primaryKey(),
    name: text("name").notNull(),
    country: text("country").notNull(),
    begins: text("begins").notNull(),
    ends: text("ends").notNull(),
    status: text("status").notNull(),
    pointsTable: text("points_table", { mode: "json" }).$type<Array<{ sku: string; pointsPerUnit: number }>>().notNull(),
    levels: text("levels", { mode: "json" }).$type<{ creator: { reach: number; keep: number }; influencer: { reach: number; keep: number } }>().notNull(),
    categoryCaps: text("category_caps", { mode: "json" }).$type<Record<string, number>>().notNull(),
    storeCount: integer("store_count").notNull(),
    participantCount: integer("participant_count").notNull()
  },
  (t) => [index("campaigns_country").on(t.country, t.begins)]
)

export const campaignStores = sqliteTable(
  "campaign_stores",
  { campaignId: text("campaign_id").notNull(), storeId: text("store_id").notNull() },
  (t) => [primaryKey({ columns: [t.campaignId, t.storeId] })]
)

/** One row per registration: who takes part in which campaign, through which agency and stores. */
export const participants = sqliteTable(
  "participants",
  {
    campaignId: text("campaign_id").notNull(),
    userId: text("user_id").notNull(),
    agencyId: text("agency_id").notNull(),
    brandIds: text("brand_ids", { mode: "json" }).$type<Array<string>>().notNull(),
    storeIds: text("store_ids", { mode: "json" }).$type<Array<string>>().notNull(),
    chainIds: text("chain_ids", { mode: "json" }).$type<Array<string>>().notNull(),
    registeredAt: text("registered_at").notNull()
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.userId] }), index("participants_user").on(t.userId)]
)

export const campaignsProjection = defineProjection({
  name: "campaigns",
  version: 1,
  tables: [campaigns, campaignStores, participants],
  handlers: (db) => {
    const insert = db.prepare(
      "INSERT INTO campaigns (campaign_id, name, country, begins, ends, status, points_table, levels, category_caps, store_count, participant_count) VALUES (?, ?, ?, ?, ?, 'draft', ?, ?, ?, 0, 0)"
    )
    const table = db.prepare("UPDATE campaigns SET points_table = ? WHERE campaign_id = ?")
    const status = db.prepare("UPDATE campaigns SET status = ? WHERE campaign_id = ?")
    const enroll = db.prepare("INSERT INTO campaign_stores (campaign_id, store_id) VALUES (?, ?)")
    const storeCount = db.prepare("UPDATE campaigns SET store_count = store_count + 1 WHERE campaign_id = ?")
    const register = db.prepare(
      "INSERT INTO participants (campaign_id, user_id, agency_id, brand_ids, store_ids, chain_ids, registered_at) VALUES (?, ?, ?, ?, ?, ?, ?)"
    )
    const participantCount = db.prepare("UPDATE campaigns SET participant_count = participant_count + 1 WHERE campaign_id = ?")
    return {
      CampaignDrafted: (e) =>
        insert.run(e.campaignId, e.name, e.country, e.begins, e.ends, JSON.stringify(e.pointsTable), JSON.stringify(e.levels), JSON.stringify(e.categoryCaps)),
      PointsTableSet: (e) => table.run(JSON.stringify(e.pointsTable), e.campaignId),
      PointsTableCorrected: (e) => table.run(JSON.stringify(e.pointsTable), e.campaignId),
      StoreEnrolled: (e) => {
        enroll.run(e.campaignId, e.storeId)
        storeCount.run(e.campaignId)
      },
      CampaignOpened: (e) => status.run("open", e.campaignId),
      CampaignClosed: (e) => status.run("closed", e.campaignId),
      RegisteredForCampaign: (e, ev) => {
        register.run(e.campaignId, e.userId, e.agencyId, JSON.stringify(e.brandIds), JSON.stringify(e.storeIds), JSON.stringify(e.chainIds), ev.recordedAt)
        participantCount.run(e.campaignId)
      }
    }
  }
})
