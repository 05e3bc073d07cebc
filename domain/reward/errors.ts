import { Schema } from "effect"

const S = Schema.String

export class RewardAlreadyListed extends Schema.TaggedError<RewardAlreadyListed>()("RewardAlreadyListed", { rewardId: S }) {
  get code() { return "reward.already_exists" as const }
}
export class RewardNotFound extends Schema.TaggedError<RewardNotFound>()("RewardNotFound", { rewardId: S }) {
  get code() { return "reward.not_found" as const }
}
/** A withdrawn reward is final: it is neither edited, restocked nor withdrawn again. */
export class RewardAlreadyWithdrawn extends Schema.TaggedError<RewardAlreadyWithdrawn>()("RewardAlreadyWithdrawn", { rewardId: S }) {
  get code() { return "reward.withdrawn" as const }
}
