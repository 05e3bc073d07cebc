export type OrderStatus = "awaiting_approval" | "approved" | "shipped" | "delivered" | "rejected"

export type OrderState =
  | { readonly exists: false }
  | {
      readonly exists: true
      readonly userId: string
      readonly campaignId: string
      readonly rewardId: string
      readonly category: string
      readonly quantity: number
      readonly points: number
      readonly status: OrderStatus
    }

export const initialState: OrderState = { exists: false }

/** Units per category held by a learner's orders of one campaign that are not rejected. */
export interface RedemptionsState {
  readonly units: ReadonlyMap<string, number>
}

export const noRedemptions: RedemptionsState = { units: new Map() }
