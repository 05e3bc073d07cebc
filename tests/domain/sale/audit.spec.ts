import { afterEach, describe, expect, it } from "vitest"
import { XpRevoked } from "../../../domain/level/events.ts"
import { SaleApproved, SaleReproved } from "../../../domain/sale/events.ts"
import { CreditConfirmed, CreditReversed } from "../../../domain/wallet/events.ts"
import { scenario, type Scenario } from "../../support/scenario.ts"
import { sale, standardProgramme } from "../../support/setup.ts"
import { approveSale, debit, holdsLevel, reproveSale, walletRow } from "../../support/ledger.ts"

let s: Scenario
afterEach(() => s.close())

const ids = { campaignId: "C1", userId: "u1" }

describe("ApproveSale", () => {
  it("confirms the provisional credit: the confirmed figure rises by the credited points", () => {
    s = standardProgramme(scenario()).run(sale("s1"))
    expect(walletRow(s.programme.db)).toMatchObject({ balance: 250, provisional: 250, confirmed: 0 })
    s.when(approveSale("s1")).thenEvents(new SaleApproved({ saleId: "s1", ...ids }), new CreditConfirmed({ ...ids, ref: "s1", points: 250 }))
    expect(walletRow(s.programme.db)).toMatchObject({ balance: 250, provisional: 0, confirmed: 250 })
  })

  it("refuses an unknown sale", () => {
    s = standardProgramme(scenario())
    s.when(approveSale("nope")).thenRejects("sale.not_found", { saleId: "nope" })
  })
})

describe("ReproveSale", () => {
  it("reverses the credited points and revokes the base XP", () => {
    // At level 2 the credit (38) differs from the base (25): each goes back in its own unit.
    s = standardProgramme(scenario())
      .given(...holdsLevel("u1", 2))
      .run(sale("s1", { lines: [{ sku: "MN-300", quantity: 1 }] }))
    s.when(reproveSale("s1", "nota ilegível")).thenEvents(
      new SaleReproved({ saleId: "s1", ...ids, reason: "nota ilegível" }),
      new CreditReversed({ ...ids, ref: "s1", points: 38 }),
      new XpRevoked({ ...ids, saleId: "s1", xp: 25 })
    )
    expect(walletRow(s.programme.db)).toMatchObject({ balance: 0, provisional: 0, reversed: 38 })
  })

  it("reverses even into debt when the points were already spent", () => {
    s = standardProgramme(scenario()).run(sale("s1"), debit(200))
    s.when(reproveSale("s1")).thenEvents(
      new SaleReproved({ saleId: "s1", ...ids, reason: "nota ilegível" }),
      new CreditReversed({ ...ids, ref: "s1", points: 250 }),
      new XpRevoked({ ...ids, saleId: "s1", xp: 250 })
    )
    expect(walletRow(s.programme.db)).toMatchObject({ balance: -200, confirmed: -200 })
  })
})

describe("audit is final", () => {
  it("refuses a second approval and a reproval after approval", () => {
    s = standardProgramme(scenario()).run(sale("s1"), approveSale("s1"))
    s.when(approveSale("s1")).thenRejects("sale.already_audited", { saleId: "s1", status: "approved" })
    s.when(reproveSale("s1")).thenRejects("sale.already_audited", { saleId: "s1", status: "approved" })
  })

  it("refuses an approval and a second reproval after reproval", () => {
    s = standardProgramme(scenario()).run(sale("s1"), reproveSale("s1"))
    s.when(approveSale("s1")).thenRejects("sale.already_audited", { saleId: "s1", status: "reproved" })
    s.when(reproveSale("s1")).thenRejects("sale.already_audited", { saleId: "s1", status: "reproved" })
  })
})
