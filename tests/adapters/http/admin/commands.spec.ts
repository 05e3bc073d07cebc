import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { TestServer } from "../../../support/server.ts"
import { logLength, startAdminServer } from "./adminServer.ts"

let s: TestServer
beforeAll(async () => {
  s = await startAdminServer()
})
afterAll(() => s.close())

const post = (path: string, as: string, body?: unknown, key?: string) =>
  s.fetch(`/api/admin/${path}`, {
    as,
    method: "POST",
    headers: { "content-type": "application/json", "accept-language": "en-US", ...(key ? { "idempotency-key": key } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) })
  })

/** A refused request: its status and code, and nothing appended to the log. */
const refused = async (request: () => Promise<Response>, status: number, code: string) => {
  const before = logLength(s)
  const res = await request()
  const body = (await res.json()) as { code: string; message: string }
  expect([res.status, body.code]).toEqual([status, code])
  expect(body.message).not.toBe("")
  expect(logLength(s)).toBe(before)
}

describe("Admin command routes (DESIGN §5.3)", () => {
  it("approves and reproves sales as an auditor or admin, answering the sale as it stands", async () => {
    const approved = await post("sales/s5/approve", "aud")
    expect(approved.status).toBe(200)
    expect(await approved.json()).toMatchObject({ id: "s5", status: "approved" })
    const reproved = await post("sales/s7/reprove", "adm", { reason: "Nota ilegível" })
    expect(await reproved.json()).toMatchObject({ id: "s7", status: "reproved", reason: "Nota ilegível" })
    await refused(() => post("sales/s7/approve", "adm"), 409, "sale.already_audited")
    await refused(() => post("sales/s1/reprove", "adm", { reason: "" }), 400, "input.invalid")
    await refused(() => post("sales/s1/reprove", "adm", {}), 400, "input.invalid")
  })

  it("approves in bulk with one result per id, another country's sale as not found", async () => {
    const res = await post("sales/approve", "ar-adm", { ids: ["ar-s1", "s1", "nope", "ar-s2"] })
    expect(res.status).toBe(200)
    const results = (await res.json()) as Array<{ id: string; ok: boolean; code?: string; message?: string }>
    expect(results.map(({ id, ok, code }) => ({ id, ok, code }))).toEqual([
      { id: "ar-s1", ok: true, code: undefined },
      { id: "s1", ok: false, code: "http.not_found" },
      { id: "nope", ok: false, code: "http.not_found" },
      { id: "ar-s2", ok: true, code: undefined }
    ])
    expect(results[1]!.message).toBe("We couldn't find what you were looking for.")
  })

  it("decides level-ups: approval waits for every counted sale, rejection records the reason", async () => {
    await refused(() => post("level-ups/ar1/approve", "ar-adm"), 422, "level.sales_not_approved")
    await refused(() => post("level-ups/u2/approve", "adm"), 422, "level.no_pending_request")
    const rejected = await post("level-ups/ar1/reject", "ar-adm", { reason: "Vendas em análise" })
    expect(await rejected.json()).toMatchObject({ userId: "ar1", toLevel: 2, status: "rejected", reason: "Vendas em análise", countedSales: 3 })
  })

  it("blocks, unblocks and approves accounts of the admin's country", async () => {
    const blocked = await post("accounts/ar1/block", "ar-adm", { reason: "Documento inválido" })
    expect(await blocked.json()).toMatchObject({ id: "ar1", status: "blocked", blockReason: "Documento inválido" })
    const unblocked = await post("accounts/ar1/unblock", "ar-adm")
    expect(await unblocked.json()).toMatchObject({ id: "ar1", status: "approved" })
    await refused(() => post("accounts/ar1/approve", "ar-adm"), 409, "account.already_approved")
  })

  it("adjusts a wallet and enrolls, opens and closes campaigns through the domain's rules", async () => {
    const adjusted = await post("wallets/adjust", "ar-adm", { userId: "ar1", campaignId: "AR-Q1", points: 50, reason: "Bônus" })
    expect(await adjusted.json()).toMatchObject({ id: "AR-Q1:ar1", balance: 1050 })
    await refused(() => post("wallets/adjust", "ar-adm", { userId: "ar1", campaignId: "AR-Q1", points: 1.5, reason: "x" }), 400, "input.invalid")
    await refused(() => post("campaigns/BR-Q1/open", "adm"), 422, "campaign.not_draft")
    await refused(() => post("campaigns/AR-Q1/stores", "ar-adm", { storeId: "st-ar" }), 422, "campaign.store_already_enrolled")
    const closed = await post("campaigns/AR-Q1/close", "ar-adm")
    expect(await closed.json()).toMatchObject({ id: "AR-Q1", status: "closed" })
  })

  it("replays a campaign: the diff under a corrected table, applied once, then no change", async () => {
    const dry = await post("campaigns/BR-Q1/replay", "adm", {})
    expect(await dry.json()).toEqual({ campaignId: "BR-Q1", changed: [], warnings: [], applied: 0 })
    const table = [{ sku: "NB-100", pointsPerUnit: 150 }, { sku: "MN-300", pointsPerUnit: 25 }]
    const diff = (await (await post("campaigns/BR-Q1/replay", "adm", { pointsTable: table })).json()) as { changed: Array<{ userId: string }> }
    expect(diff.changed.length).toBeGreaterThan(0)
    const applied = (await (await post("campaigns/BR-Q1/replay", "adm", { pointsTable: table, apply: true, reason: "Tabela corrigida" })).json()) as {
      changed: unknown
      applied: number
    }
    expect(applied).toMatchObject({ changed: diff.changed, applied: diff.changed.length })
    expect(await (await post("campaigns/BR-Q1/replay", "adm", { pointsTable: table })).json()).toMatchObject({ changed: [] })
    // The corrected table is the campaign's from then on: a plain replay uses it and finds nothing to do.
    expect(((await (await s.fetch("/api/admin/campaigns/BR-Q1", { as: "adm" })).json()) as { pointsTable: unknown }).pointsTable).toEqual(table)
    expect(await (await post("campaigns/BR-Q1/replay", "adm", {})).json()).toMatchObject({ changed: [], warnings: [] })
    await refused(() => post("campaigns/BR-Q1/replay", "adm", { pointsTable: [{ sku: "NB-100", pointsPerUnit: -1 }] }), 400, "input.invalid")
  })

  it("warns about a corrected table (SKUs removed with their sales, unknown, repeated; a swing; not in the catalogue) and applies it only with force", async () => {
    const risky = [{ sku: "NB-100", pointsPerUnit: 400 }, { sku: "ZZ-999", pointsPerUnit: 5 }, { sku: "ZZ-999", pointsPerUnit: 6 }]
    const dry = (await (await post("campaigns/BR-Q1/replay", "adm", { pointsTable: risky })).json()) as { warnings: Array<{ kind: string }> }
    const salesWithMonitor = s.programme.db
      .prepare("SELECT count(DISTINCT s.sale_id) FROM sales s, json_each(s.lines) l WHERE s.campaign_id = 'BR-Q1' AND l.value ->> 'sku' = 'MN-300'")
      .pluck()
      .get() as number
    expect(salesWithMonitor).toBeGreaterThan(0)
    expect(dry.warnings).toEqual([
      { kind: "skus_removed", skus: ["MN-300"], sales: salesWithMonitor },
      { kind: "skus_unknown", skus: ["ZZ-999"] },
      { kind: "skus_duplicated", skus: ["ZZ-999"] },
      expect.objectContaining({ kind: "points_swing" }),
      { kind: "skus_not_in_catalogue", skus: ["ZZ-999"] }
    ])
    await refused(() => post("campaigns/BR-Q1/replay", "adm", { pointsTable: risky, apply: true, reason: "x" }), 422, "replay.needs_force")
    const forced = await post("campaigns/BR-Q1/replay", "adm", { pointsTable: risky, apply: true, reason: "x", force: true })
    // Forced, the catalogue still rules: the domain refuses a table naming an unknown product.
    expect(forced.status).toBe(422)
  })

  it("answers a repeated Idempotency-Key with the first status and body, appending once", async () => {
    const first = await post("wallets/adjust", "adm", { userId: "u1", campaignId: "BR-Q1", points: 7, reason: "Ajuste" }, "key-adjust-1")
    const afterFirst = logLength(s)
    const again = await post("wallets/adjust", "adm", { userId: "u1", campaignId: "BR-Q1", points: 7, reason: "Ajuste" }, "key-adjust-1")
    expect([again.status, await again.text()]).toEqual([first.status, await first.text()])
    expect(logLength(s)).toBe(afterFirst)
    const refusedOnce = await post("sales/s5/approve", "adm", undefined, "key-approve-s5")
    const refusedAgain = await post("sales/s5/approve", "adm", undefined, "key-approve-s5")
    expect([refusedAgain.status, await refusedAgain.text()]).toEqual([refusedOnce.status, await refusedOnce.text()])
    const bulk = () => post("sales/approve", "adm", { ids: ["s1", "s2"] }, "key-bulk")
    expect(await (await bulk()).text()).toBe(await (await bulk()).text())
  })
})
