import { afterEach, describe, expect, it } from "vitest"
import { PartnerDocumentClaimed, PartnerMemberRegistered, PointsTransferred } from "../../../domain/transfer/events.ts"
import { twelveMonthsAfter } from "../../../domain/transfer/decide.ts"
import { PointsDebited } from "../../../domain/wallet/events.ts"
import { scenario, type Scenario } from "../../support/scenario.ts"
import { sale } from "../../support/setup.ts"
import { adjust, closeCampaign, programmeWith, reproveSale, walletRow } from "../../support/ledger.ts"
import { member, transferPoints } from "./support.ts"

let s: Scenario
afterEach(() => s.close())

/** u1 has 250 points (a sale awaiting audit), u2 is registered too; PD-1001 is an active seller. */
const funded = () => programmeWith(scenario(), {}, ["u2"]).run(sale("s1"), member("PD-1001")).at("2026-01-12T10:00:00-03:00")

describe("RegisterPartnerMember", () => {
  it("records the simulator's member with its document's separators stripped", () => {
    s = programmeWith(scenario())
    s.when(member("123.456.789-09", "inactive", "store_owner")).thenEvents(new PartnerMemberRegistered({ document: "12345678909", status: "inactive", role: "store_owner" }))
  })

  it("takes the §6 statuses and roles only", () => {
    s = programmeWith(scenario())
    expect(() => s.send(member("PD-9", "paused"))).toThrow(/does not decode/)
    expect(() => s.send(member("PD-9", "active", "manager"))).toThrow(/does not decode/)
  })
})

describe("TransferPoints", () => {
  it("debits the wallet, claims the document and records the redeem-by date twelve months on", () => {
    s = funded()
    s.when(transferPoints(100)).thenEvents(
      new PointsTransferred({ transferId: "t1", userId: "u1", campaignId: "C1", points: 100, partnerDocument: "PD1001", redeemBy: "2027-01-12" }),
      new PointsDebited({ campaignId: "C1", userId: "u1", ref: "t1", points: 100, reason: "transfer" }),
      new PartnerDocumentClaimed({ document: "PD1001", userId: "u1" })
    )
    expect(walletRow(s.programme.db)).toMatchObject({ balance: 150, debited: 100 })
  })

  it("claims a document once: the same account sends to it again without a new claim", () => {
    s = funded().run(transferPoints(100))
    s.when(transferPoints(50, "PD1001", { transferId: "t2" })).thenEvents(
      new PointsTransferred({ transferId: "t2", userId: "u1", campaignId: "C1", points: 50, partnerDocument: "PD1001", redeemBy: "2027-01-12" }),
      new PointsDebited({ campaignId: "C1", userId: "u1", ref: "t2", points: 50, reason: "transfer" })
    )
  })

  it("transfer.inactive_registration for an inactive member and for a document the partner does not know", () => {
    s = funded().run(member("PD-2002", "inactive"))
    s.when(transferPoints(10, "PD-2002")).thenRejects("transfer.inactive_registration", { document: "PD2002" })
    s.when(transferPoints(10, "PD-404")).thenRejects("transfer.inactive_registration", { document: "PD404" })
  })

  it("transfer.role_not_allowed for a role other than dependent, seller/cashier or store owner", () => {
    s = funded().run(member("PD-3003", "active", "other"))
    s.when(transferPoints(10, "PD-3003")).thenRejects("transfer.role_not_allowed", { document: "PD3003", role: "other" })
    for (const role of ["dependent", "cashier", "store_owner"]) {
      s.run(member(`PD-${role}`, "active", role))
      expect(s.when(transferPoints(1, `PD-${role}`, { transferId: `t-${role}` })).handled.outcome.status).toBe("accepted")
    }
  })

  it("transfer.document_in_use when another account of ours already sent points to that document", () => {
    s = funded().run(transferPoints(10), adjust(50, "u2"))
    s.when(transferPoints(10, "pd-1001", { transferId: "t2", userId: "u2" })).thenRejects("transfer.document_in_use", { document: "PD1001" })
  })

  it("transfer.no_points for zero, negative or more points than the balance", () => {
    s = funded()
    s.when(transferPoints(0)).thenRejects("transfer.no_points", { points: 0, balance: 250 })
    s.when(transferPoints(-5)).thenRejects("transfer.no_points", { points: -5, balance: 250 })
    s.when(transferPoints(251)).thenRejects("transfer.no_points", { points: 251, balance: 250 })
    s.when(transferPoints(10, "PD-1001", { userId: "u2" })).thenRejects("transfer.no_points", { points: 10, balance: 0 })
  })

  it("transfer.wallet_in_debt while a reversal left the wallet negative", () => {
    s = funded().run(transferPoints(200), reproveSale("s1"))
    s.when(transferPoints(1, "PD-1001", { transferId: "t2" })).thenRejects("transfer.wallet_in_debt", { balance: -200 })
  })

  it("refuses a repeated transfer id, a learner not registered, and a campaign over", () => {
    s = funded().run(transferPoints(10))
    s.when(transferPoints(10)).thenRejects("transfer.already_exists", { transferId: "t1" })
    s.when(transferPoints(10, "PD-1001", { transferId: "t9", campaignId: "C9" })).thenRejects("campaign.not_found")
    s.at("2026-03-21T00:30:00-03:00")
    s.when(transferPoints(10, "PD-1001", { transferId: "t3" })).thenRejects("transfer.campaign_ended", { campaignId: "C1", ends: "2026-03-20" })
    s.run(closeCampaign())
    s.when(transferPoints(10, "PD-1001", { transferId: "t4" })).thenRejects("campaign.not_open")
  })

  it("a learner transfers only their own points", () => {
    s = funded()
    s.when({ ...transferPoints(10, "PD-1001", { userId: "u1" }), actor: "user:u2" }).thenRejects("auth.forbidden")
    expect(s.when({ ...transferPoints(10), actor: "user:u1" }).handled.outcome.status).toBe("accepted")
  })

  it("redeem-by is the same local date a year later (29 February becomes 28 February)", () => {
    expect(twelveMonthsAfter("2026-01-12")).toBe("2027-01-12")
    expect(twelveMonthsAfter("2028-02-29")).toBe("2029-02-28")
    expect(twelveMonthsAfter("2026-12-31")).toBe("2027-12-31")
  })
})
