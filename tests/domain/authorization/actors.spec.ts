import { afterEach, describe, expect, it } from "vitest"
import { AccountRegistered } from "../../../domain/account/events.ts"
import { BrandCreated } from "../../../domain/reference/events.ts"
import { RegisteredForCampaign } from "../../../domain/registration/events.ts"
import { SaleApproved } from "../../../domain/sale/events.ts"
import { CreditConfirmed, PointsDebited } from "../../../domain/wallet/events.ts"
import { scenario, type Scenario, type Step } from "../../support/scenario.ts"
import { register, sale } from "../../support/setup.ts"
import { registerAccount } from "../../support/accounts.ts"
import { draft } from "../../support/campaigns.ts"
import { actorsWorld, as } from "../../support/actors.ts"

let s: Scenario
afterEach(() => s.close())

const brand: Step = { type: "CreateBrand", payload: { brandId: "nova", name: "Nova" } }
const approveSale: Step = { type: "ApproveSale", payload: { saleId: "s1" } }
const debit: Step = { type: "DebitPoints", payload: { userId: "u1", campaignId: "C1", ref: "o1", points: 100, reason: "redemption" } }
const forbidden = (actor: string, command: string) => ["auth.forbidden", { actor, command }] as const

describe("user:X issues a learner's commands about X only", () => {
  it("registers X in a campaign", () => {
    s = actorsWorld(scenario())
    s.when(as("user:u2", register("u2"))).thenEvents(
      new RegisteredForCampaign({ campaignId: "C1", userId: "u2", agencyId: "ag1", brandIds: ["acme"], storeIds: ["st1"], chainIds: ["ch1"] })
    )
  })

  it("refuses to register someone else", () => {
    s = actorsWorld(scenario())
    s.when(as("user:u1", register("u2"))).thenRejects(...forbidden("user:u1", "RegisterForCampaign"))
  })

  it("refuses to report someone else's sale", () => {
    s = actorsWorld(scenario())
    s.when(as("user:u2", sale("s1"))).thenRejects(...forbidden("user:u2", "ReportSale"))
  })

  it("refuses admin, auditor and system commands, even about X", () => {
    s = actorsWorld(scenario()).run(sale("s1"))
    s.when(as("user:u1", brand)).thenRejects(...forbidden("user:u1", "CreateBrand"))
    s.when(as("user:u1", approveSale)).thenRejects(...forbidden("user:u1", "ApproveSale"))
    s.when(as("user:u1", { type: "AdjustPoints", payload: { userId: "u1", campaignId: "C1", points: 500, reason: "bônus" } }))
      .thenRejects(...forbidden("user:u1", "AdjustPoints"))
    s.when(as("user:u1", debit)).thenRejects(...forbidden("user:u1", "DebitPoints"))
  })

  it("refuses a user whose account awaits approval", () => {
    s = actorsWorld(scenario())
    s.when(as("user:u3", register("u3"))).thenRejects("account.not_approved", { userId: "u3" })
  })

  it("refuses a blocked user", () => {
    s = actorsWorld(scenario())
    s.when(as("user:u4", register("u4"))).thenRejects("account.blocked", { userId: "u4" })
  })
})

describe("user:X signs up", () => {
  it("registers their own account as a learner before it exists", () => {
    s = actorsWorld(scenario())
    s.when(as("user:new", registerAccount("new", { country: "CA", document: "CA-NEW" }))).thenEvents(
      new AccountRegistered({ userId: "new", country: "CA", role: "learner" })
    )
  })

  it("refuses to sign up someone else", () => {
    s = actorsWorld(scenario())
    s.when(as("user:new", registerAccount("other", { country: "CA", document: "CA-NEW" }))).thenRejects(...forbidden("user:new", "RegisterAccount"))
  })

  it("refuses to sign up with a role other than learner", () => {
    s = actorsWorld(scenario())
    for (const role of ["admin", "auditor", "operator"]) {
      s.when(as("user:new", registerAccount("new", { country: "CA", document: "CA-NEW", role }))).thenRejects(...forbidden("user:new", "RegisterAccount"))
    }
  })
})

describe("admin:X needs an approved, unblocked account whose role allows the command", () => {
  it("lets an admin create reference data and act for a learner", () => {
    s = actorsWorld(scenario())
    s.when(as("admin:adm", brand)).thenEvents(new BrandCreated({ brandId: "nova", name: "Nova" }))
    expect(s.when(as("admin:adm", register("u2"))).handled.outcome.status).toBe("accepted")
  })

  it("lets an admin create another admin's account", () => {
    s = actorsWorld(scenario())
    s.when(as("admin:adm", registerAccount("adm2", { country: "CA", document: "CA-ADM2", role: "admin" }))).thenEvents(
      new AccountRegistered({ userId: "adm2", country: "CA", role: "admin" })
    )
  })

  it("refuses an admin whose account awaits approval", () => {
    s = actorsWorld(scenario())
    s.when(as("admin:pend", brand)).thenRejects("account.not_approved", { userId: "pend" })
  })

  it("refuses a blocked admin", () => {
    s = actorsWorld(scenario())
    s.when(as("admin:blk", brand)).thenRejects("account.blocked", { userId: "blk" })
  })

  it("refuses an actor without an account", () => {
    s = actorsWorld(scenario())
    s.when(as("admin:ghost", brand)).thenRejects("account.not_approved", { userId: "ghost" })
  })

  it("refuses a learner acting as admin", () => {
    s = actorsWorld(scenario())
    s.when(as("admin:u1", brand)).thenRejects(...forbidden("admin:u1", "CreateBrand"))
  })

  it("refuses an admin the programme's own work", () => {
    s = actorsWorld(scenario()).run(sale("s1"))
    s.when(as("admin:adm", debit)).thenRejects(...forbidden("admin:adm", "DebitPoints"))
  })
})

describe("an auditor audits sales and nothing else", () => {
  it("approves a sale", () => {
    s = actorsWorld(scenario()).run(sale("s1"))
    s.when(as("admin:aud", approveSale)).thenEvents(
      new SaleApproved({ saleId: "s1", campaignId: "C1", userId: "u1" }),
      new CreditConfirmed({ campaignId: "C1", userId: "u1", ref: "s1", points: 250 })
    )
  })

  it("refuses to draft a campaign, approve an account or act for a learner", () => {
    s = actorsWorld(scenario())
    s.when(as("admin:aud", draft("C2", { begins: "2026-04-01", ends: "2026-06-15" }))).thenRejects(...forbidden("admin:aud", "DraftCampaign"))
    s.when(as("admin:aud", { type: "ApproveAccount", payload: { userId: "u3" } })).thenRejects(...forbidden("admin:aud", "ApproveAccount"))
    s.when(as("admin:aud", register("u2"))).thenRejects(...forbidden("admin:aud", "RegisterForCampaign"))
  })
})

describe("system is the programme itself", () => {
  it("may issue anything, including its own debits", () => {
    s = actorsWorld(scenario()).run(sale("s1"))
    s.when(as("system", brand)).thenEvents(new BrandCreated({ brandId: "nova", name: "Nova" }))
    s.when(as("system", debit)).thenEvents(new PointsDebited({ campaignId: "C1", userId: "u1", ref: "o1", points: 100, reason: "redemption" }))
  })
})

describe("superusers", () => {
  it("are registered by the programme itself", () => {
    s = actorsWorld(scenario())
    s.when(as("system", registerAccount("sup", { country: "CA", document: "CA-SUP", role: "admin", superuser: true }))).thenEvents(
      new AccountRegistered({ userId: "sup", country: "CA", role: "admin", superuser: true })
    )
  })

  it("are never made by an admin", () => {
    s = actorsWorld(scenario())
    s.when(as("admin:adm", registerAccount("sup", { country: "CA", document: "CA-SUP", role: "admin", superuser: true }))).thenRejects(
      ...forbidden("admin:adm", "RegisterAccount")
    )
  })
})
