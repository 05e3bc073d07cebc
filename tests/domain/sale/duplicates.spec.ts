import { afterEach, describe, expect, it } from "vitest"
import { scenario, type Scenario } from "../../support/scenario.ts"
import { account, cpfs, referenceData, register, sale, standardProgramme } from "../../support/setup.ts"
import { campaignC1With, reportedEvents, reproveSale } from "../../support/ledger.ts"

let s: Scenario
afterEach(() => s.close())

const flags = (s: Scenario) =>
  s.programme.db.prepare("SELECT sale_id AS saleId, user_id AS userId, duplicate FROM sales ORDER BY sale_id").all()

describe("invoice numbers: normalized and unique per user per campaign", () => {
  it("records the invoice trimmed, upper-cased and without inner spaces", () => {
    s = standardProgramme(scenario())
    s.when(sale("s1", { invoiceNumber: "  nf 12\t34-a " })).thenEvents(...reportedEvents("s1", { invoiceNumber: "NF1234-A" }))
  })

  // What was seen (item 5): "   " was recorded as "" and flagged other users' blank invoices as duplicates.
  it("refuses an invoice number that is blank once normalized, so it flags nobody's sale", () => {
    s = standardProgramme(scenario()).run(...account("u2", cpfs[1]!), register("u2"))
    s.when(sale("s1", { invoiceNumber: "   " })).thenRejects("sale.invoice_required", {})
    s.when(sale("s2", { invoiceNumber: "\t \t" }, "u2")).thenRejects("sale.invoice_required", {})
    expect(flags(s)).toEqual([])
  })

  it("refuses the same invoice from the same user however it is written", () => {
    s = standardProgramme(scenario()).run(sale("s1", { invoiceNumber: "NF 1234" }))
    s.when(sale("s2", { invoiceNumber: " nf1234" })).thenRejects("sale.invoice_already_sent", { invoiceNumber: "NF1234" })
    s.when(sale("s3", { invoiceNumber: "Nf 12 34", storeId: "st1", saleDate: "2026-01-09" })).thenRejects("sale.invoice_already_sent", {
      invoiceNumber: "NF1234"
    })
  })

  it("still counts the invoice of a reproved sale as sent", () => {
    s = standardProgramme(scenario()).run(sale("s1", { invoiceNumber: "NF-1" }), reproveSale("s1"))
    s.when(sale("s2", { invoiceNumber: "NF-1" })).thenRejects("sale.invoice_already_sent", { invoiceNumber: "NF-1" })
  })

  it("lets the same user send the same invoice number in another campaign", () => {
    // C0 ran until 4 January; C1 starts on the 5th (campaigns of one country never overlap).
    s = scenario()
      .at("2026-01-02T12:00:00-03:00")
      .run(...referenceData, ...account("u1", cpfs[0]!))
      .run(...campaignC1With({ campaignId: "C0", begins: "2025-10-01", ends: "2026-01-04" }).map(inC0))
      .run(register("u1", "C0"), sale("s0", { campaignId: "C0", invoiceNumber: "NF-1", saleDate: "2026-01-02" }))
      .at("2026-01-05T00:00:00-03:00")
      .run({ type: "CloseCampaign", payload: { campaignId: "C0" } }, ...campaignC1With({}))
      .at("2026-01-10T10:00:00-03:00")
      .run(register("u1"))
    s.when(sale("s1", { invoiceNumber: "NF-1" })).thenEvents(...reportedEvents("s1", { invoiceNumber: "NF-1" }))
  })
})

describe("the same invoice at the same store from other users: a likely duplicate claim", () => {
  const others = (s: Scenario) => s.run(...account("u2", cpfs[1]!), ...account("u3", cpfs[2]!), register("u2", "C1", ["st1", "st2"]), register("u3"))

  it("is accepted, names the earlier claimant and flags both sales", () => {
    s = others(standardProgramme(scenario())).run(sale("s1", { invoiceNumber: "NF-9" }))
    s.when(sale("s2", { invoiceNumber: " nf-9 " }, "u2")).thenEvents(...reportedEvents("s2", { userId: "u2", invoiceNumber: "NF-9", duplicateOf: ["u1"] }))
    expect(flags(s)).toEqual([
      { saleId: "s1", userId: "u1", duplicate: 1 },
      { saleId: "s2", userId: "u2", duplicate: 1 }
    ])
  })

  it("still refuses the second user's own repeat", () => {
    s = others(standardProgramme(scenario())).run(sale("s1", { invoiceNumber: "NF-9" }), sale("s2", { invoiceNumber: "NF-9" }, "u2"))
    s.when(sale("s3", { invoiceNumber: "NF-9" }, "u2")).thenRejects("sale.invoice_already_sent", { invoiceNumber: "NF-9" })
  })

  it("lists every earlier claimant", () => {
    s = others(standardProgramme(scenario())).run(sale("s1", { invoiceNumber: "NF-9" }), sale("s2", { invoiceNumber: "NF-9" }, "u2"))
    s.when(sale("s3", { invoiceNumber: "NF-9" }, "u3")).thenEvents(...reportedEvents("s3", { userId: "u3", invoiceNumber: "NF-9", duplicateOf: ["u1", "u2"] }))
  })

  it("is not a duplicate at another store", () => {
    s = others(standardProgramme(scenario())).run(sale("s1", { invoiceNumber: "NF-9" }))
    s.when(sale("s2", { invoiceNumber: "NF-9", storeId: "st2" }, "u2")).thenEvents(
      ...reportedEvents("s2", { userId: "u2", invoiceNumber: "NF-9", storeId: "st2", duplicateOf: [] })
    )
    expect(flags(s)).toEqual([
      { saleId: "s1", userId: "u1", duplicate: 0 },
      { saleId: "s2", userId: "u2", duplicate: 0 }
    ])
  })
})

/** The steps that set up C1, aimed at C0 instead. */
const inC0 = (step: { type: string; payload: Record<string, unknown> }) =>
  step.type === "DraftCampaign" ? step : { ...step, payload: { ...step.payload, campaignId: "C0" } }
