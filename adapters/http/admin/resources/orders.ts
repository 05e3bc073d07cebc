import type { ResourceSpec } from "../resource.ts"

/** The orders queue: oldest first, by status tab; the learner, the reward and the wallet's confirmed points beside each. */
export const ordersResource: ResourceSpec = {
  name: "orders",
  from: "orders o",
  joins:
    "LEFT JOIN rewards r ON r.reward_id = o.reward_id LEFT JOIN personal_data pd ON pd.user_id = o.user_id LEFT JOIN wallets w ON w.campaign_id = o.campaign_id AND w.user_id = o.user_id",
  id: "o.order_id",
  fields: {
    id: "o.order_id",
    userId: "o.user_id",
    userName: "pd.full_name",
    campaignId: "o.campaign_id",
    country: "o.country",
    rewardId: "o.reward_id",
    rewardName: "r.name",
    imageFileId: "r.image_file_id",
    category: "o.category",
    quantity: "o.quantity",
    unitPrice: "o.unit_price",
    points: "o.points",
    status: "o.status",
    trackingCode: "o.tracking_code",
    reason: "o.reason",
    placedAt: "o.placed_at",
    movedAt: "o.moved_at",
    /** The wallet's confirmed points, this order's debit counted: approval waits while negative (order.not_covered). */
    confirmed: "coalesce(w.confirmed, 0)"
  },
  filters: {
    status: "o.status",
    campaignId: "o.campaign_id",
    userId: "o.user_id",
    rewardId: "o.reward_id",
    placedAt: "o.placed_at"
  },
  search: ["o.order_id LIKE ?", "o.user_id IN (SELECT user_id FROM personal_data WHERE full_name LIKE ?)", "o.reward_id IN (SELECT reward_id FROM rewards WHERE search_text LIKE ?)"],
  scope: "o.country = ?",
  defaultSort: ["placedAt", "ASC"],
  roles: ["admin"]
}
