import { index, sqliteTable, text, integer } from "drizzle-orm/sqlite-core"
import { defineProjection } from "./define.ts"

/** Points sent to the partner programme (DESIGN §4.7), with the date the partner must redeem them by. */
export const transfers = sqliteTable(
  "transfers",
  {
    transferId: text("transfer_id").primaryKey(),
    userId: text("user_id").notNull(),
    campaignId: text("campaign_id").notNull(),
    points: integer("points").notNull(),
    partnerDocument: text("partner_document").notNull(),
    /** `sent`: the partner has the points (the simulator takes them at once). */
    status: text("status").notNull(),
    redeemBy: text("redeem_by").notNull(),
    transferredAt: text("transferred_at").notNull()
  },
  (t) => [index("transfers_user").on(t.userId, t.transferredAt)]
)

/** The partner simulator's members (`RegisterPartnerMember`) and the account that claimed each document. */
export const partnerMembers = sqliteTable("partner_members", {
  document: text("document").primaryKey(),
  status: text("status").notNull(),
  role: text("role").notNull(),
  claimedBy: text("claimed_by")
})

export const transfersProjection = defineProjection({
  name: "transfers",
  version: 1,
  tables: [transfers, partnerMembers],
  handlers: (db) => {
    const insert = db.prepare(
      "INSERT INTO transfers (transfer_id, user_id, campaign_id, points, partner_document, status, redeem_by, transferred_at) VALUES (?, ?, ?, ?, ?, 'sent', ?, ?)"
    )
    const member = db.prepare(
      "INSERT INTO partner_members (document, status, role) VALUES (?, ?, ?) ON CONFLICT (document) DO UPDATE SET status = excluded.status, role = excluded.role"
    )
    const claim = db.prepare("UPDATE partner_members SET claimed_by = ? WHERE document = ?")
    return {
      PointsTransferred: (e, ev) => insert.run(e.transferId, e.userId, e.campaignId, e.points, e.partnerDocument, e.redeemBy, ev.recordedAt),
      PartnerMemberRegistered: (e) => member.run(e.document, e.status, e.role),
      PartnerDocumentClaimed: (e) => claim.run(e.userId, e.document)
    }
  }
})
