import { afterEach, describe, expect, it } from "vitest"
import { RewardListed, RewardRestocked, RewardWithdrawn } from "../../../domain/reward/events.ts"
import { scenario, type Scenario } from "../../support/scenario.ts"
import { standardProgramme } from "../../support/setup.ts"
import { listReward, restock, stockOf, withdraw } from "../../support/rewards.ts"

let s: Scenario
afterEach(() => s.close())

const adm = { actor: "admin:adm" }

describe("ListReward", () => {
  it("lists a reward with the contract's defaults: level 1, no course, every country, no description", () => {
    s = standardProgramme(scenario())
    s.when({ ...listReward("r1"), ...adm }).thenEvents(
      new RewardListed({
        rewardId: "r1",
        name: "Prêmio r1",
        description: "",
        department: "Eletrônicos",
        category: "fones",
        price: 100,
        stock: 5,
        minLevel: 1,
        requiredCourseIds: [],
        countries: []
      })
    )
    expect(stockOf(s.programme.db)).toBe(5)
  })

  it("refuses a second listing under the same id", () => {
    s = standardProgramme(scenario()).run(listReward("r1"))
    s.when(listReward("r1")).thenRejects("reward.already_exists", { rewardId: "r1" })
  })

  it("is an admin's command: a learner may not list a reward", () => {
    s = standardProgramme(scenario())
    s.when({ ...listReward("r1"), actor: "user:u1" }).thenRejects("auth.forbidden")
  })
})

describe("RestockReward and WithdrawReward", () => {
  it("restocking adds units to the stock", () => {
    s = standardProgramme(scenario()).run(listReward("r1"))
    s.when(restock(7)).thenEvents(new RewardRestocked({ rewardId: "r1", quantity: 7 }))
    expect(stockOf(s.programme.db)).toBe(12)
  })

  it("refuses to restock an unknown reward", () => {
    s = standardProgramme(scenario())
    s.when(restock(1, "nope")).thenRejects("reward.not_found", { rewardId: "nope" })
  })

  it("withdraws once: a withdrawn reward is neither restocked nor withdrawn again", () => {
    s = standardProgramme(scenario()).run(listReward("r1"))
    s.when(withdraw()).thenEvents(new RewardWithdrawn({ rewardId: "r1" }))
    s.when(restock(1)).thenRejects("reward.withdrawn", { rewardId: "r1" })
    s.when(withdraw()).thenRejects("reward.withdrawn", { rewardId: "r1" })
  })
})
