import type { OrderEvent, RedemptionEvent } from "./events.ts"
import type { OrderState, RedemptionsState } from "./state.ts"

export const evolve = (o: OrderState, e: OrderEvent): OrderState => {
  if (e._tag === "OrderPlaced") {
    const { userId, campaignId, rewardId, category, quantity, points } = e
    return { exists: true, userId, campaignId, rewardId, category, quantity, points, status: "awaiting_approval" }
  }
  if (!o.exists) return o
  switch (e._tag) {
    case "OrderApproved":
      return { ...o, status: "approved" }
    case "OrderShipped":
      return { ...o, status: "shipped" }
    case "OrderDelivered":
      return { ...o, status: "delivered" }
    case "OrderRejected":
      return { ...o, status: "rejected" }
  }
}

export const evolveRedemptions = (r: RedemptionsState, e: RedemptionEvent): RedemptionsState => {
  const by = e._tag === "RedemptionCounted" ? e.quantity : -e.quantity
  return { units: new Map(r.units).set(e.category, (r.units.get(e.category) ?? 0) + by) }
}
