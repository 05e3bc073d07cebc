import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { TestServer } from "../../../support/server.ts"
import { json, startLearnerServer } from "../../../support/learnerServer.ts"

let s: TestServer
beforeAll(async () => {
  s = await startLearnerServer()
})
afterAll(() => s.close())

describe("GET /api/me/wallets", () => {
  it("gives one wallet per campaign: balance, confirmed, provisional and expired", async () => {
    const res = await s.fetch("/api/me/wallets", { as: "u2" })
    expect(res.status).toBe(200)
    expect(res.headers.get("content-range")).toBe("wallets 0-1/2")
    expect(await res.json()).toEqual([
      { id: "BR-Q2", campaignId: "BR-Q2", campaignName: "Campanha Outono 2026", balance: 200, confirmed: 0, provisional: 200, expired: 0 },
      // BR-Q1: 75 approved (NF1002), 125 reversed (s6), the rest expired at the close.
      { id: "BR-Q1", campaignId: "BR-Q1", campaignName: "Campanha Verão 2026", balance: 0, confirmed: 0, provisional: 0, expired: 75 }
    ])
  })

  it("moves with a sale I report: a provisional credit", async () => {
    const before = (await (await s.fetch("/api/me/wallets", { as: "u1" })).json()) as Array<{ id: string; balance: number; provisional: number }>
    const q2 = before.find((w) => w.id === "BR-Q2")
    const sale = { campaignId: "BR-Q2", invoiceNumber: "W-1", saleDate: "2026-04-19", storeId: "st1", lines: [{ sku: "MN-300", quantity: 1 }] }
    const credited = ((await (await s.fetch("/api/me/sales", json("u1", "POST", sale))).json()) as { creditedPoints: number }).creditedPoints
    const after = (await (await s.fetch("/api/me/wallets", { as: "u1" })).json()) as Array<{ id: string; balance: number; provisional: number }>
    expect(after.find((w) => w.id === "BR-Q2")).toMatchObject({ balance: (q2?.balance ?? 0) + credited, provisional: (q2?.provisional ?? 0) + credited })
  })
})

describe("GET /api/me/statement", () => {
  it("lists my movements in one campaign, newest first", async () => {
    const res = await s.fetch("/api/me/statement?campaignId=BR-Q1", { as: "u2" })
    expect(res.status).toBe(200)
    const lines = (await res.json()) as Array<{ kind: string; ref: string | null; points: number; campaignId: string; confirmedPoints: number | null }>
    expect(res.headers.get("content-range")).toBe(`statement 0-${lines.length - 1}/${lines.length}`)
    // A confirmation leaves the balance where it was (0 points) and says what it confirmed.
    expect(lines.map((l) => [l.kind, l.ref, l.points, l.confirmedPoints])).toEqual([
      ["expiry", null, -75, null],
      ["reversal", "s6", -125, null],
      ["confirmation", "s2", 0, 75],
      ["credit.sale", "s6", 125, null],
      ["credit.sale", "s2", 75, null]
    ])
  })

  it("lists every campaign without campaignId, sortable by points", async () => {
    const res = await s.fetch('/api/me/statement?sort=["points","DESC"]&range=[0,0]', { as: "u2" })
    expect(res.headers.get("content-range")).toBe("statement 0-0/6")
    expect(((await res.json()) as Array<{ points: number }>)[0]!.points).toBe(200)
  })
})

describe("GET /api/me/level", () => {
  it("gives my level, campaign and total XP, the open campaign's thresholds and my pending request", async () => {
    const res = await s.fetch("/api/me/level", { as: "u2" })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      level: 1,
      totalXp: 275,
      campaignId: "BR-Q2",
      campaignXp: 200,
      thresholds: { creator: { reach: 1000, keep: 500 }, influencer: { reach: 3000, keep: 1500 } },
      pendingRequest: null
    })
  })

  it("shows the level-up request my sales opened", async () => {
    const sale = { campaignId: "BR-Q2", invoiceNumber: "LV-1", saleDate: "2026-04-19", storeId: "st1", lines: [{ sku: "NB-100", quantity: 9 }] }
    expect((await s.fetch("/api/me/sales", json("u2", "POST", sale))).status).toBe(201)
    const level = (await (await s.fetch("/api/me/level", { as: "u2" })).json()) as { campaignXp: number; pendingRequest: unknown }
    expect(level.campaignXp).toBe(1100)
    expect(level.pendingRequest).toMatchObject({ campaignId: "BR-Q2", toLevel: 2 })
  })

  it("answers for a previous campaign of mine, and 404 for another country's", async () => {
    const q1 = (await (await s.fetch("/api/me/level?campaignId=BR-Q1", { as: "u1" })).json()) as { level: number; campaignXp: number }
    expect(q1).toMatchObject({ level: 2, campaignId: "BR-Q1", campaignXp: 1025 })
    expect((await s.fetch("/api/me/level?campaignId=AR-Q2", { as: "u1" })).status).toBe(404)
  })
})
