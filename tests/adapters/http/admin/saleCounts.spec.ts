import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { TestServer } from "../../../support/server.ts"
import { json, startLearnerServer } from "../../../support/learnerServer.ts"
import { raClient } from "./raClient.ts"

let s: TestServer
beforeAll(async () => {
  s = await startLearnerServer()
})
afterAll(() => s.close())

const statuses = ["awaiting_approval", "approved", "reproved"] as const
const campaigns = ["BR-Q1", "BR-Q2", "AR-Q2"] as const

/** Every filter the counts answer (campaign, status, both, neither, lists of them) and two they do not. */
const filters: ReadonlyArray<Record<string, unknown>> = [
  {},
  ...campaigns.map((campaignId) => ({ campaignId })),
  ...statuses.map((status) => ({ status })),
  ...campaigns.flatMap((campaignId) => statuses.map((status) => ({ campaignId, status }))),
  { campaignId: ["BR-Q2", "AR-Q2"], status: ["awaiting_approval", "approved"] },
  { campaignId: "BR-Q2", status: "awaiting_approval", userId: "u1" },
  { status: "awaiting_approval", q: "NF" }
]

/**
 * Each filter's `Content-Range` total beside the records the list itself answers: a page of
 * one record (what the total of a real console page is read with) and every record at once.
 */
const totals = async (admin: string) => {
  const ra = raClient(s, admin)
  const sort = { field: "reportedAt", order: "DESC" as const }
  return Promise.all(
    filters.map(async (filter) => {
      const first = await ra.getList("sales", { pagination: { page: 1, perPage: 1 }, sort, filter })
      const every = await ra.getList("sales", { pagination: { page: 1, perPage: 1000 }, sort, filter })
      return { filter, total: first.total, records: every.data.length }
    })
  )
}

const total = async (admin: string, filter: Record<string, unknown>) =>
  (await raClient(s, admin).getList("sales", { pagination: { page: 1, perPage: 1 }, sort: { field: "id", order: "ASC" }, filter })).total ?? -1

let invoice = 0
const report = (user: string, campaignId: string, storeId: string, sku: string, saleDate: string) =>
  s.fetch("/api/me/sales", json(user, "POST", { campaignId, invoiceNumber: `count ${++invoice}`, saleDate, storeId, lines: [{ sku, quantity: 1 }] }))

const admin = (as: string, path: string, body: unknown = {}) =>
  s.fetch(`/api/admin/${path}`, json(as, "POST", body, { "idempotency-key": `counts-${path}` }))

describe("The sales list's total (Content-Range) as sales are reported and audited", () => {
  it("stays the number of records the list holds, for every admin's scope and filter", async () => {
    const check = async () => {
      for (const admin of ["sup", "adm", "adm-ar"]) {
        for (const t of await totals(admin)) expect({ admin, ...t, records: t.total }).toEqual({ admin, ...t })
      }
    }
    await check()
    const awaitingBefore = await total("sup", { campaignId: "BR-Q2", status: "awaiting_approval" })
    const approvedBefore = await total("sup", { campaignId: "BR-Q2", status: "approved" })
    const reprovedBefore = await total("sup", { campaignId: "BR-Q2", status: "reproved" })
    const arBefore = await total("adm-ar", {})

    const reported = []
    for (const user of ["u1", "u1", "u1", "u2"]) {
      const res = await report(user, "BR-Q2", "st1", "NB-100", "2026-04-18")
      expect(res.status).toBe(201)
      reported.push(((await res.json()) as { id: string }).id)
    }
    expect((await report("ar1", "AR-Q2", "st-ar", "NB-100", "2026-04-18")).status).toBe(201)
    expect(await total("sup", { campaignId: "BR-Q2", status: "awaiting_approval" })).toBe(awaitingBefore + 4)
    await check()

    expect((await admin("adm", `sales/${reported[0]}/approve`)).status).toBe(200)
    expect((await admin("adm", `sales/${reported[1]}/reprove`, { reason: "nota ilegível" })).status).toBe(200)
    expect((await admin("adm", "sales/approve", { ids: [reported[2], reported[3]] })).status).toBe(200)
    // A rejected audit (already audited) moves nothing.
    expect((await s.fetch(`/api/admin/sales/${reported[0]}/reprove`, json("adm", "POST", { reason: "x" }, { "idempotency-key": "again" }))).status).toBe(409)
    expect(await total("sup", { campaignId: "BR-Q2", status: "awaiting_approval" })).toBe(awaitingBefore)
    expect(await total("sup", { campaignId: "BR-Q2", status: "approved" })).toBe(approvedBefore + 3)
    expect(await total("sup", { campaignId: "BR-Q2", status: "reproved" })).toBe(reprovedBefore + 1)
    // Another country's sales count only for their own admins (and the superuser).
    expect(await total("adm-ar", {})).toBe(arBefore + 1)
    expect(await total("adm", { campaignId: "AR-Q2" })).toBe(0)
    await check()
  })
})
