import { afterEach, describe, expect, it } from "vitest"
import { PointsAdjusted } from "../../../domain/wallet/events.ts"
import { scenario, type Scenario } from "../../support/scenario.ts"
import { account, cpfs, sale, standardProgramme } from "../../support/setup.ts"
import { adjust, closeCampaign, walletRow } from "../../support/ledger.ts"

let s: Scenario
afterEach(() => s.close())

describe("AdjustPoints", () => {
  it("credits a positive adjustment with its reason", () => {
    s = standardProgramme(scenario())
    s.when(adjust(40, "u1", "C1", "bônus de loja")).thenEvents(new PointsAdjusted({ campaignId: "C1", userId: "u1", points: 40, reason: "bônus de loja" }))
    expect(walletRow(s.programme.db)).toMatchObject({ credited: 40, balance: 40, confirmed: 40 })
  })

  it("takes points back with a negative adjustment, even into debt", () => {
    s = standardProgramme(scenario()).run(sale("s1"))
    s.when(adjust(-300, "u1", "C1", "venda duplicada")).thenEvents(
      new PointsAdjusted({ campaignId: "C1", userId: "u1", points: -300, reason: "venda duplicada" })
    )
    expect(walletRow(s.programme.db)).toMatchObject({ credited: 250, reversed: 300, balance: -50 })
  })

  it("refuses a zero adjustment", () => {
    s = standardProgramme(scenario())
    s.when(adjust(0)).thenRejects("wallet.zero_adjustment", {})
  })

  it("refuses a user not registered in the campaign", () => {
    s = standardProgramme(scenario()).run(...account("u2", cpfs[1]!))
    s.when(adjust(10, "u2")).thenRejects("registration.not_registered", { campaignId: "C1", userId: "u2" })
  })

  it("still claws points back once the campaign is closed", () => {
    s = standardProgramme(scenario()).at("2026-03-21T00:00:00-03:00").run(closeCampaign())
    s.when(adjust(-15)).thenEvents(new PointsAdjusted({ campaignId: "C1", userId: "u1", points: -15, reason: "correção" }))
  })

  it("adds no points to a closed campaign's expired wallet", () => {
    s = standardProgramme(scenario()).at("2026-03-21T00:00:00-03:00").run(closeCampaign())
    s.when(adjust(15)).thenRejects("campaign.closed", { campaignId: "C1" })
  })
})
