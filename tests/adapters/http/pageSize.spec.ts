import { Exit } from "effect"
import { HttpError } from "ra-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { maxPageSize } from "../../../adapters/http/listParams.ts"
import type { TestServer } from "../../support/server.ts"
import { learnerNow, startLearnerServer } from "../../support/learnerServer.ts"
import { raClient } from "./admin/raClient.ts"

let s: TestServer
/** u1's sales: more than a page of 1,000 would hold less than the old learner clamp of 500. */
const reported = 620
beforeAll(async () => {
  s = await startLearnerServer()
  const { programme } = s
  programme.batch(() => {
    for (let i = 0; i < reported; i++) {
      const payload = { saleId: `many-${i}`, campaignId: "BR-Q2", userId: "u1", invoiceNumber: `many ${i}`, saleDate: "2026-04-18", storeId: "st1", lines: [{ sku: "NB-100", quantity: 1 }] }
      const decoded = programme.handler.decode("ReportSale", payload)
      if (Exit.isFailure(decoded)) throw new Error("ReportSale does not decode")
      const handled = programme.executeSync({ commandId: `many-${i}`, at: learnerNow, actor: { kind: "user", userId: "u1" }, command: decoded.value })
      if (handled.outcome.status !== "accepted") throw new Error(`ReportSale rejected: ${handled.outcome.code}`)
    }
  })
})
afterAll(() => s.close())

const rows = async (res: Response) => ((await res.json()) as Array<unknown>).length

describe("One page-size policy for every list (listParams.ts): up to 1,000 records, a larger range refused", () => {
  it("answers the learner every record of a page it asks for, past 500, with the span in Content-Range", async () => {
    const res = await s.fetch(`/api/me/sales?range=[10,609]&sort=["saleId","ASC"]`, { as: "u1" })
    expect(res.status).toBe(200)
    expect(await rows(res)).toBe(600)
    expect(res.headers.get("content-range")).toMatch(/^sales 10-609\/\d+$/)
    const full = await s.fetch(`/api/me/sales?range=[0,${maxPageSize - 1}]`, { as: "u1" })
    expect(full.status).toBe(200)
    expect(await rows(full)).toBeGreaterThan(reported)
  })

  it("refuses the learner a page of more than 1,000 with 400 input.invalid on range", async () => {
    for (const range of [`[0,${maxPageSize}]`, "[5,1005]", "[0,99999]"]) {
      const res = await s.fetch(`/api/me/sales?range=${range}`, { as: "u1" })
      expect(res.status, range).toBe(400)
      const body = (await res.json()) as { code: string; details: { issues: Array<{ path: string }> } }
      expect(body.code).toBe("input.invalid")
      expect(body.details.issues[0]!.path).toBe("range")
    }
  })

  it("gives the console through ra-data-simple-rest a page of 1,000 whole, and refuses 1,001 with 400 input.invalid_query", async () => {
    const ra = raClient(s, "sup")
    const page = await ra.getList("sales", { pagination: { page: 1, perPage: maxPageSize }, sort: { field: "id", order: "ASC" }, filter: {} })
    expect(page.data).toHaveLength(Math.min(maxPageSize, page.total!))
    expect(page.data.length).toBeGreaterThan(reported)
    const refused = await ra.getList("sales", { pagination: { page: 1, perPage: maxPageSize + 1 }, sort: { field: "id", order: "ASC" }, filter: {} }).catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(HttpError)
    expect((refused as HttpError).status).toBe(400)
    expect((refused as HttpError).body).toMatchObject({ code: "input.invalid_query", details: { param: "range" } })
  })
})
