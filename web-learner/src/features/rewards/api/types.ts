import type { MyOrder, StoreReward, StoreSummary } from "../../../../../domain/api/rewards/schemas.ts"

/** The API's shapes, from the contract (domain/api): a changed answer fails the typecheck here. */
export type Reward = typeof StoreReward.Type
export type Summary = typeof StoreSummary.Type
export type Order = typeof MyOrder.Type
