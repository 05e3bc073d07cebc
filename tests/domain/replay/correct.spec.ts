import { afterEach, describe, expect, it } from "vitest"
import { LevelCorrected, XpCorrected } from "../../../domain/level/events.ts"
import { PointsCorrected } from "../../../domain/wallet/events.ts"
import { scenario, type Scenario } from "../../support/scenario.ts"
import { account, cpfs, sale, standardProgramme } from "../../support/setup.ts"
import { closeCampaign, holdsLevel, walletRow } from "../../support/ledger.ts"

let s: Scenario
afterEach(() => s.close())

const ids = { campaignId: "C1", userId: "u1" }
const correct = (fields: { points?: number; xp?: number; fromLevel?: number; toLevel?: number; userId?: string }) => ({
  type: "CorrectParticipant",
  payload: { ...ids, points: 0, xp: 0, fromLevel: 1, toLevel: 1, reason: "replay", ...fields }
})

describe("CorrectParticipant: a replay's compensation, appended", () => {
  it("appends the points, XP and level corrections it carries", () => {
    s = standardProgramme(scenario()).given(...holdsLevel("u1", 2)).run(sale("s1"))
    s.when(correct({ points: -30, xp: -20, fromLevel: 2, toLevel: 1 })).thenEvents(
      new PointsCorrected({ ...ids, points: -30, expired: 0, reason: "replay" }),
      new XpCorrected({ ...ids, xp: -20, reason: "replay" }),
      new LevelCorrected({ ...ids, fromLevel: 2, toLevel: 1, reason: "replay" })
    )
    expect(walletRow(s.programme.db)).toMatchObject({ balance: 375 - 30 })
  })

  it("lands already expired on a closed campaign, so the wallet stays at 0", () => {
    s = standardProgramme(scenario()).run(sale("s1")).at("2026-03-21T00:00:00-03:00").run(closeCampaign())
    s.when(correct({ points: 40 })).thenEvents(new PointsCorrected({ ...ids, points: 40, expired: 40, reason: "replay" }))
    expect(walletRow(s.programme.db)).toMatchObject({ balance: 0, expired: 290 })
  })

  it("is refused when the level moved since the replay was computed", () => {
    s = standardProgramme(scenario()).given(...holdsLevel("u1", 2))
    s.when(correct({ points: 10, fromLevel: 1, toLevel: 1 })).thenRejects("replay.stale", { userId: "u1", expectedLevel: 1, actualLevel: 2 })
  })

  it("is refused when it changes nothing", () => {
    s = standardProgramme(scenario())
    s.when(correct({})).thenRejects("replay.nothing_to_correct", { userId: "u1" })
  })

  it("is refused for a user not registered in the campaign", () => {
    s = standardProgramme(scenario()).run(...account("u2", cpfs[1]!))
    s.when(correct({ userId: "u2", points: 10 })).thenRejects("registration.not_registered", { campaignId: "C1", userId: "u2" })
  })
})
