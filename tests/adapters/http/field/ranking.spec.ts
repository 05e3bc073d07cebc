import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { TestServer } from "../../../support/server.ts"
import { startFieldServer } from "./fieldServer.ts"

let s: TestServer
beforeAll(async () => {
  s = await startFieldServer()
}, 120_000)
afterAll(() => s.close())

interface Ranking { total: number; top: Array<{ position: number; name: string; xp: number; me: boolean }>; me: { position: number; xp: number } | null; chainId: string | null; myChains: Array<{ chainId: string; name: string }> }
const ranking = async (as: string, query: string) => {
  const r = await s.fetch(`/api/me/ranking?${query}`, { as })
  return { status: r.status, body: (await r.json()) as Ranking & { code?: string } }
}

describe("the campaign ranking", () => {
  it("orders the campaign's participants by campaign XP and shows my place, names shortened", async () => {
    // BR-Q2: u2 reported a sale of 2 × NB-100 (200 XP); u1 has none yet.
    const { status, body } = await ranking("u1", "campaignId=BR-Q2")
    expect(status).toBe(200)
    expect(body.total).toBe(2)
    expect(body.top).toEqual([
      { position: 1, name: "Carla L.", xp: 200, me: false },
      { position: 2, name: "Bruno S.", xp: 0, me: true }
    ])
    expect(body.me).toMatchObject({ position: 2, xp: 0 })
  })

  it("ranks equal XP by who reached it first", async () => {
    // u1 reaches u2's 200 XP later: second.
    const sale = await s.fetch("/api/me/sales", {
      as: "u1",
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ campaignId: "BR-Q2", invoiceNumber: "NF-RANK-1", saleDate: "2026-04-19", storeId: "st1", lines: [{ sku: "NB-100", quantity: 2 }] })
    })
    expect(sale.status).toBe(201)
    const { body } = await ranking("u1", "campaignId=BR-Q2")
    expect(body.top.map((r) => [r.position, r.xp, r.me])).toEqual([
      [1, 200, false],
      [2, 200, true]
    ])
  })

  it("narrows to a chain: only its participants", async () => {
    expect((await ranking("u1", "campaignId=BR-Q2&chainId=ch1")).body.total).toBe(2)
    const none = await ranking("u1", "campaignId=BR-Q2&chainId=nope")
    expect(none.body).toMatchObject({ total: 0, top: [], me: null })
  })

  it("names the chains of my registration, so the screen offers my chain's ranking, where I stand among its salespeople", async () => {
    const { body } = await ranking("u2", "campaignId=BR-Q2&chainId=ch1")
    expect(body).toMatchObject({ chainId: "ch1", myChains: [{ chainId: "ch1", name: "Casa Digital" }] })
    expect(body.me).toMatchObject({ position: expect.any(Number) })
    expect((await ranking("u4", "campaignId=BR-Q2")).body).toMatchObject({ myChains: [], me: null })
  })

  it("is refused when my company has rankings off, and for another country's campaign", async () => {
    const off = await ranking("f6", "campaignId=BR-Q2")
    expect(off.status).toBe(403)
    expect(off.body.code).toBe("ranking.disabled")
    expect((await ranking("u1", "campaignId=AR-Q2")).status).toBe(404)
  })
})
