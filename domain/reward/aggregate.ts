import type { Aggregate } from "../shared/decider.ts"
import { streamRef } from "../shared/decider.ts"
import { RewardEdited, RewardListed, RewardRestocked, RewardStockReleased, RewardStockReserved, RewardWithdrawn, type RewardEvent } from "./events.ts"
import { evolve } from "./evolve.ts"
import { initialState, type RewardState } from "./state.ts"

/** A reward of the store and its stock: stream `reward-<rewardId>`. */
export const Reward: Aggregate<RewardState, RewardEvent> = {
  name: "reward",
  initialState,
  evolve,
  events: [RewardListed, RewardEdited, RewardRestocked, RewardWithdrawn, RewardStockReserved, RewardStockReleased],
  streamOf: (e) => `reward-${e.rewardId}`
}

export const reward = (rewardId: string) => streamRef(Reward, rewardId)
