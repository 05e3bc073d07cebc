import { sqliteTable, text, integer, index } from "drizzle-orm/sqlite-core"
import { defineProjection } from "./define.ts"

/** Every order: the learner's "my orders" and the console's queue (by country, status and age). */
export const orders = sqliteTable(
  "orders",
  {
    orderId: text("order_id").primaryKey(),
    userId: text("user_id").notNull(),
    campaignId: text("campaign_id").notNull(),
    /** The campaign's country: the console's scope. */
    country: text("country").notNull(),
    rewardId: text("reward_id").notNull(),
    category: text("category").notNull(),
    quantity: integer("quantity").notNull(),
    unitPrice: integer("unit_price").notNull(),
    points: integer("points").notNull(),
    status: text("status").notNull(),
    trackingCode: text("tracking_code"),
    reason: text("reason"),
    placedAt: text("placed_at").notNull(),
    movedAt: text("moved_at").notNull()
  },
  (t) => [index("orders_queue").on(t.country, t.status, t.placedAt), index("orders_user").on(t.userId, t.placedAt)]
)

export const ordersProjection = defineProjection({
  name: "orders",
  version: 1,
  tables: [orders],
  handlers: (db) => {
    const insert = db.prepare(
      `INSERT INTO orders (order_id, user_id, campaign_id, country, reward_id, category, quantity, unit_price, points, status, placed_at, moved_at)
       VALUES (?, ?, ?, coalesce((SELECT country FROM campaigns WHERE campaign_id = ?), ''), ?, ?, ?, ?, ?, 'awaiting_approval', ?, ?)`
    )
    const move = db.prepare("UPDATE orders SET status = ?, moved_at = ? WHERE order_id = ?")
    const ship = db.prepare("UPDATE orders SET status = 'shipped', tracking_code = ?, moved_at = ? WHERE order_id = ?")
    const reject = db.prepare("UPDATE orders SET status = 'rejected', reason = ?, moved_at = ? WHERE order_id = ?")
    return {
      OrderPlaced: (e, ev) =>
        insert.run(e.orderId, e.userId, e.campaignId, e.campaignId, e.rewardId, e.category, e.quantity, e.unitPrice, e.points, ev.recordedAt, ev.recordedAt),
      OrderApproved: (e, ev) => move.run("approved", ev.recordedAt, e.orderId),
      OrderShipped: (e, ev) => ship.run(e.trackingCode ?? null, ev.recordedAt, e.orderId),
      OrderDelivered: (e, ev) => move.run("delivered", ev.recordedAt, e.orderId),
      OrderRejected: (e, ev) => reject.run(e.reason, ev.recordedAt, e.orderId)
    }
  }
})
