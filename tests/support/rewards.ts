import type Database from "better-sqlite3"
import type { Step } from "./scenario.ts"

/** Step builders for the reward and order specs, over `setup.ts`'s small Brazilian programme. */

export const listReward = (rewardId = "r1", extra: Partial<Record<string, unknown>> = {}): Step => ({
  type: "ListReward",
  payload: { rewardId, name: `Prêmio ${rewardId}`, department: "Eletrônicos", category: "fones", price: 100, stock: 5, ...extra }
})
export const restock = (quantity: number, rewardId = "r1"): Step => ({ type: "RestockReward", payload: { rewardId, quantity } })
export const withdraw = (rewardId = "r1"): Step => ({ type: "WithdrawReward", payload: { rewardId } })

export const placeOrder = (orderId = "o1", extra: Partial<Record<string, unknown>> = {}): Step => ({
  type: "PlaceOrder",
  payload: { orderId, userId: "u1", campaignId: "C1", rewardId: "r1", quantity: 1, ...extra }
})
export const approveOrder = (orderId = "o1"): Step => ({ type: "ApproveOrder", payload: { orderId } })
export const shipOrder = (orderId = "o1", trackingCode?: string): Step => ({
  type: "ShipOrder",
  payload: { orderId, ...(trackingCode !== undefined ? { trackingCode } : {}) }
})
export const deliverOrder = (orderId = "o1"): Step => ({ type: "DeliverOrder", payload: { orderId } })
export const rejectOrder = (orderId = "o1", reason = "sem estoque no fornecedor"): Step => ({ type: "RejectOrder", payload: { orderId, reason } })

/** The rewards read model's stock of a reward. */
export const stockOf = (db: Database.Database, rewardId = "r1"): number | undefined =>
  db.prepare<[string], { stock: number }>("SELECT stock FROM rewards WHERE reward_id = ?").get(rewardId)?.stock
