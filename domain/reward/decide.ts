import { Effect } from "effect"
import { defineCommand } from "../shared/decider.ts"
import type { Lookups } from "../lookups.ts"
import { EditReward, ListReward, RestockReward, WithdrawReward } from "./commands.ts"
import { RewardAlreadyListed, RewardAlreadyWithdrawn, RewardNotFound } from "./errors.ts"
import { RewardEdited, RewardListed, RewardRestocked, RewardWithdrawn } from "./events.ts"
import { reward } from "./aggregate.ts"
import type { RewardState } from "./state.ts"

/** The fixture's optional fields at their defaults (DESIGN §4.6: level 1, no course, every country). */
const detailsOf = (c: ListReward | EditReward) => ({
  rewardId: c.rewardId,
  name: c.name,
  description: c.description ?? "",
  department: c.department,
  category: c.category,
  price: c.price,
  minLevel: c.minLevel ?? 1,
  requiredCourseIds: c.requiredCourseIds ?? [],
  countries: [...new Set(c.countries ?? [])],
  ...(c.imageFileId !== undefined ? { imageFileId: c.imageFileId } : {})
})

const requireListed = (rewardId: string, r: RewardState) =>
  !r.exists
    ? Effect.fail(new RewardNotFound({ rewardId }))
    : r.withdrawn
      ? Effect.fail(new RewardAlreadyWithdrawn({ rewardId }))
      : Effect.succeed(r)

export const listReward = defineCommand<ListReward, Lookups>({
  schema: ListReward,
  decide: (c, states) =>
    Effect.gen(function* () {
      if (states.of(reward(c.rewardId)).exists) return yield* new RewardAlreadyListed({ rewardId: c.rewardId })
      return [new RewardListed({ ...detailsOf(c), stock: c.stock })]
    })
})

export const editReward = defineCommand<EditReward, Lookups>({
  schema: EditReward,
  decide: (c, states) =>
    Effect.gen(function* () {
      yield* requireListed(c.rewardId, states.of(reward(c.rewardId)))
      return [new RewardEdited(detailsOf(c))]
    })
})

export const restockReward = defineCommand<RestockReward, Lookups>({
  schema: RestockReward,
  decide: (c, states) =>
    Effect.gen(function* () {
      yield* requireListed(c.rewardId, states.of(reward(c.rewardId)))
      return [new RewardRestocked({ rewardId: c.rewardId, quantity: c.quantity })]
    })
})

export const withdrawReward = defineCommand<WithdrawReward, Lookups>({
  schema: WithdrawReward,
  decide: (c, states) =>
    Effect.gen(function* () {
      yield* requireListed(c.rewardId, states.of(reward(c.rewardId)))
      return [new RewardWithdrawn({ rewardId: c.rewardId })]
    })
})
