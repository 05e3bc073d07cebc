import { afterEach, describe, expect, it } from "vitest"
import { PointsDebited } from "../../../domain/wallet/events.ts"
import { scenario, type Scenario } from "../../support/scenario.ts"
import { account, cpfs, sale, standardProgramme } from "../../support/setup.ts"
import { adjust, closeCampaign, debit, reproveSale, walletRow } from "../../support/ledger.ts"

let s: Scenario
afterEach(() => s.close())

const debited = (points: number, ref = "order-1") => new PointsDebited({ campaignId: "C1", userId: "u1", ref, points, reason: "redemption" })

describe("DebitPoints: a debit never makes the balance negative", () => {
  it("refuses one point more than the balance", () => {
    s = standardProgramme(scenario()).run(sale("s1"))
    s.when(debit(251)).thenRejects("wallet.insufficient_balance", { balance: 250, points: 251 })
  })

  it("debits the whole balance down to zero", () => {
    s = standardProgramme(scenario()).run(sale("s1"))
    s.when(debit(250)).thenEvents(debited(250))
    expect(walletRow(s.programme.db)).toMatchObject({ debited: 250, balance: 0 })
  })

  it("refuses any debit from an empty wallet", () => {
    s = standardProgramme(scenario())
    s.when(debit(1)).thenRejects("wallet.insufficient_balance", { balance: 0, points: 1 })
  })

  it("refuses a debit while the wallet is in debt, however small", () => {
    s = standardProgramme(scenario()).run(sale("s1"), debit(200), reproveSale("s1"), adjust(150))
    expect(walletRow(s.programme.db)).toMatchObject({ balance: -50 })
    s.when(debit(1, "order-2")).thenRejects("wallet.in_debt", { balance: -50 })
  })

  it("debits again once new credits paid the debt back", () => {
    s = standardProgramme(scenario()).run(sale("s1"), debit(200), reproveSale("s1"), adjust(260))
    s.when(debit(60, "order-2")).thenEvents(debited(60, "order-2"))
  })

  it("refuses a user not registered in the campaign", () => {
    s = standardProgramme(scenario()).run(...account("u2", cpfs[1]!))
    s.when(debit(1, "order-1", "u2")).thenRejects("registration.not_registered", { campaignId: "C1", userId: "u2" })
  })

  it("refuses a debit once the campaign is closed", () => {
    s = standardProgramme(scenario()).at("2026-03-21T00:00:00-03:00").run(closeCampaign())
    s.when(debit(5)).thenRejects("campaign.not_open", { campaignId: "C1", status: "closed" })
  })
})
