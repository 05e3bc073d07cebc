import { byCampaignCountry, type ResourceSpec } from "../resource.ts"

/** The points statement: one line per wallet movement, id its log position. */
export const statementLinesResource: ResourceSpec = {
  name: "statement-lines",
  from: "wallet_entries e",
  id: "e.position",
  fields: {
    id: "e.position",
    campaignId: "e.campaign_id",
    userId: "e.user_id",
    kind: "e.kind",
    ref: "e.ref",
    points: "e.points",
    note: "e.note",
    at: "e.at",
    confirmedPoints: "e.confirmed_points"
  },
  filters: { campaignId: "e.campaign_id", userId: "e.user_id", kind: "e.kind", ref: "e.ref", at: "e.at" },
  search: ["e.note LIKE ?", "e.ref LIKE ?"],
  scope: byCampaignCountry("e.campaign_id"),
  defaultSort: ["id", "DESC"],
  roles: ["admin"]
}
