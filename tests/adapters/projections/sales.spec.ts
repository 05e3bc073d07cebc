import { asc, eq } from "drizzle-orm"
import { afterEach, describe, expect, it } from "vitest"
import { saleCounts, sales } from "../../../adapters/projections/sales.ts"
import { snapshot } from "../../support/snapshot.ts"
import { OnFile } from "../../support/onFile.ts"
import { account, cpfs, register, sale, standardProgramme } from "../../support/setup.ts"
import { approveSale, reproveSale } from "../../support/ledger.ts"

let f: OnFile
afterEach(() => f.remove())

/** u1 and u2 report four sales at different times; s1 is approved, s3 reproved. */
const audited = () => {
  f = new OnFile()
  standardProgramme(f.s).run(...account("u2", cpfs[1]!), register("u2"))
  f.s.at("2026-01-11T09:00:00-03:00").run(sale("s1", { invoiceNumber: "nf 77" }))
  f.s.at("2026-01-11T09:05:00-03:00").run(sale("s2", { invoiceNumber: "NF-77" }, "u2"))
  f.s.at("2026-01-11T09:10:00-03:00").run(sale("s3", { lines: [{ sku: "MN-300", quantity: 3 }] }))
  f.s.at("2026-01-11T09:15:00-03:00").run(sale("s4", { invoiceNumber: "NF77" }, "u2"))
  f.s.at("2026-01-12T14:00:00-03:00").run(approveSale("s1"), reproveSale("s3", "foto ilegível"))
  return f
}

describe("sales read model (the audit queue)", () => {
  it("queues the sales awaiting approval, oldest report first", () => {
    const queue = audited()
      .reopen()
      .select({ saleId: sales.saleId, userId: sales.userId, reportedAt: sales.reportedAt, duplicate: sales.duplicate })
      .from(sales)
      .where(eq(sales.status, "awaiting_approval"))
      .orderBy(asc(sales.reportedAt))
      .all()
    expect(queue).toEqual([
      { saleId: "s2", userId: "u2", reportedAt: "2026-01-11T12:05:00.000Z", duplicate: false },
      { saleId: "s4", userId: "u2", reportedAt: "2026-01-11T12:15:00.000Z", duplicate: true }
    ])
  })

  it("keeps each sale's figures as recorded and its audit outcome", () => {
    const rows = audited().reopen().select().from(sales).orderBy(asc(sales.saleId)).all()
    expect(rows.find((r) => r.saleId === "s1")).toEqual({
      saleId: "s1",
      campaignId: "C1",
      userId: "u1",
      storeId: "st1",
      chainId: "ch1",
      invoiceNumber: "NF77",
      saleDate: "2026-01-08",
      reportedAt: "2026-01-11T12:00:00.000Z",
      observation: null,
      lines: [{ sku: "NB-100", quantity: 2, pointsPerUnit: 125 }],
      basePoints: 250,
      level: 1,
      creditedPoints: 250,
      status: "approved",
      duplicate: true,
      reason: null,
      auditedAt: "2026-01-12T17:00:00.000Z"
    })
    expect(rows.find((r) => r.saleId === "s3")).toMatchObject({
      basePoints: 75,
      creditedPoints: 75,
      status: "reproved",
      reason: "foto ilegível",
      auditedAt: "2026-01-12T17:00:00.000Z",
      duplicate: false
    })
  })

  it("flags as duplicates every sale of an invoice claimed at one store by several users", () => {
    const flagged = audited()
      .reopen()
      .select({ saleId: sales.saleId, invoiceNumber: sales.invoiceNumber })
      .from(sales)
      .where(eq(sales.duplicate, true))
      .orderBy(asc(sales.saleId))
      .all()
    // "nf 77" (u1) and "NF77" (u2) normalize alike; u2's "NF-77" is another invoice.
    expect(flagged).toEqual([
      { saleId: "s1", invoiceNumber: "NF77" },
      { saleId: "s4", invoiceNumber: "NF77" }
    ])
  })

  it("counts each campaign's sales by status, a status none has left with no row, as a rebuild counts them", () => {
    const f = audited()
    const counts = () => f.reopen().select().from(saleCounts).orderBy(asc(saleCounts.status)).all()
    expect(counts()).toEqual([
      { campaignId: "C1", status: "approved", sales: 1 },
      { campaignId: "C1", status: "awaiting_approval", sales: 2 },
      { campaignId: "C1", status: "reproved", sales: 1 }
    ])
    f.s.at("2026-01-12T15:00:00-03:00").run(approveSale("s2"), reproveSale("s4", "duplicada"))
    expect(counts()).toEqual([
      { campaignId: "C1", status: "approved", sales: 2 },
      { campaignId: "C1", status: "reproved", sales: 2 }
    ])
    const inline = snapshot(f.s.programme.db)
    f.s.programme.projections.rebuild(["sales"])
    expect(snapshot(f.s.programme.db)).toEqual(inline)
  })
})
