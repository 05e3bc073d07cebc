import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { maxItems } from "../../../domain/shared/schemas.ts"
import type { TestServer } from "../../support/server.ts"
import { json, startLearnerServer } from "../../support/learnerServer.ts"

// Issue 41 item 3: one request of 2,000 lines × 999 units credited 494,505,000 provisional points.
// Every list the API takes is bounded by its schema: past the bound, 400 with the list's path.

let s: TestServer
beforeAll(async () => {
  s = await startLearnerServer()
})
afterAll(() => s.close())

const refusedAsMalformed = async (res: Response, path: string) => {
  const body = (await res.json()) as { code: string; message: string; details: { issues?: Array<{ path: string; message: string }> } }
  expect([res.status, body.code]).toEqual([400, "input.invalid"])
  expect(body.message).not.toBe("")
  expect(JSON.stringify(body.details)).toContain(path)
}

const sale = (lines: number) => ({
  campaignId: "BR-Q2",
  invoiceNumber: `nf big ${lines}`,
  saleDate: "2026-04-18",
  storeId: "st1",
  lines: Array.from({ length: lines }, () => ({ sku: "NB-100", quantity: 999 }))
})

describe("the lists the API takes", () => {
  it("a sale of more lines than the bound is malformed (400), and credits nothing", async () => {
    const before = s.programme.log.lastPosition()
    await refusedAsMalformed(await s.fetch("/api/me/sales", json("u1", "POST", sale(maxItems.saleLines + 1))), "lines")
    await refusedAsMalformed(await s.fetch("/api/me/sales", json("u1", "POST", sale(2_000))), "lines")
    expect(s.programme.log.lastPosition()).toBe(before)
  })

  it("the domain's own command is bounded too (the CLI's import and every other edge)", () => {
    const decoded = s.programme.handler.decode("ReportSale", { ...sale(maxItems.saleLines + 1), saleId: "big-1", userId: "u1" })
    expect(decoded._tag).toBe("Failure")
    const ok = s.programme.handler.decode("ReportSale", { ...sale(maxItems.saleLines), saleId: "big-2", userId: "u1" })
    expect(ok._tag).toBe("Success")
  })

  it("a registration's brands and stores are bounded", async () => {
    const ids = Array.from({ length: maxItems.ids + 1 }, (_, i) => `id${i}`)
    const form = { acceptTerms: true, agencyId: "ag1", brandIds: ids, storeIds: ["st1"] }
    await refusedAsMalformed(await s.fetch("/api/me/campaigns/BR-Q2/registration", json("u4", "POST", form)), "brandIds")
  })

  it("a bulk approval's ids and a replay's points table are bounded", async () => {
    const ids = Array.from({ length: maxItems.ids + 1 }, (_, i) => `s${i}`)
    await refusedAsMalformed(await s.fetch("/api/admin/sales/approve", json("sup", "POST", { ids })), "ids")
    const pointsTable = Array.from({ length: maxItems.pointsTable + 1 }, (_, i) => ({ sku: `SKU-${i}`, pointsPerUnit: 10 }))
    await refusedAsMalformed(await s.fetch("/api/admin/campaigns/BR-Q2/replay", json("sup", "POST", { pointsTable })), "pointsTable")
  })
})
