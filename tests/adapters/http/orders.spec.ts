import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { json, learnerFixture, learnerNow } from "../../support/learnerServer.ts"
import { startTestServer, type TestServer } from "../../support/server.ts"
import { raClient } from "./admin/raClient.ts"

/**
 * The reward store end to end over HTTP (issue 42): learner.ndjson, then store.ndjson's rewards
 * (fone, caneca with one unit, vip for level 3 — BR; mate — AR; global — every country) and
 * u1's approved sale of 300 points; u2 has 200 provisional points.
 */
let s: TestServer
beforeAll(async () => {
  s = await startTestServer({ fixture: [learnerFixture, join(import.meta.dirname, "..", "..", "..", "fixtures", "scenarios", "store.ndjson")], now: () => learnerNow })
})
afterAll(() => s.close())

const body = async <T>(res: Response) => (await res.json()) as T
type StoreReward = { rewardId: string; blockers: Array<{ code: string }> }
type Order = { orderId: string; status: string; points: number; trackingCode: string | null }
const order = (as: string, rewardId: string, key: string, quantity = 1) =>
  s.fetch("/api/me/orders", json(as, "POST", { campaignId: as === "ar1" ? "AR-Q2" : "BR-Q2", rewardId, quantity }, { "idempotency-key": key }))

describe("the learner's store", () => {
  it("lists the rewards offered in my country, searched by name and description, sorted by price", async () => {
    const ids = async (as: string, query = "") => (await body<Array<StoreReward>>(await s.fetch(`/api/me/rewards${query}`, { as }))).map((r) => r.rewardId)
    expect(await ids("u2", '?sort=["price","ASC"]')).toEqual(["global", "vip", "caneca", "fone"])
    expect(await ids("ar1", '?sort=["price","ASC"]')).toEqual(["global", "mate"])
    expect(await ids("u2", "?q=bateria")).toEqual(["fone"])
    expect(await ids("u2", "?department=Casa")).toEqual(["caneca"])
  })

  it("says before I try why a reward cannot be redeemed", async () => {
    const vip = await body<StoreReward>(await s.fetch("/api/me/rewards/vip", { as: "u2" }))
    expect(vip.blockers.map((b) => b.code)).toEqual(["order.level_required"])
    expect((await s.fetch("/api/me/rewards/mate", { as: "u2" })).status).toBe(404)
    const summary = await body<{ campaign: { campaignId: string; balance: number } }>(await s.fetch("/api/me/reward-store", { as: "u2" }))
    expect(summary.campaign).toMatchObject({ campaignId: "BR-Q2", balance: 200 })
  })
})

describe("placing and fulfilling an order", () => {
  it("a learner redeems; the admin waits for the audit, then approves, ships and delivers; the learner sees delivered", async () => {
    const placed = await order("u2", "fone", "k-fone")
    expect(placed.status).toBe(201)
    const o = await body<Order>(placed)
    expect(o).toMatchObject({ status: "awaiting_approval", points: 50 })
    const again = await order("u2", "fone", "k-fone")
    expect(await body<Order>(again)).toMatchObject({ orderId: o.orderId })

    const approve = await s.fetch(`/api/admin/orders/${o.orderId}/approve`, { as: "adm", method: "POST" })
    expect(approve.status).toBe(422)
    expect(await body(approve)).toMatchObject({ code: "order.not_covered", details: { confirmed: -50 } })
    expect((await s.fetch("/api/admin/sales/q2-s1/approve", { as: "adm", method: "POST" })).status).toBe(200)
    expect(await body(await s.fetch(`/api/admin/orders/${o.orderId}/approve`, { as: "adm", method: "POST" }))).toMatchObject({ status: "approved" })
    const shipped = await s.fetch(`/api/admin/orders/${o.orderId}/ship`, json("adm", "POST", { trackingCode: "BR123456789" }))
    expect(await body(shipped)).toMatchObject({ status: "shipped", trackingCode: "BR123456789" })
    expect(await body(await s.fetch(`/api/admin/orders/${o.orderId}/deliver`, { as: "adm", method: "POST" }))).toMatchObject({ status: "delivered" })

    // The learner heard of each move by e-mail, through the outbox, once each.
    const mails = s.programme.db.prepare<[string], { kind: string; body: string }>("SELECT kind, body FROM mailbox WHERE user_id = ? AND kind LIKE 'order_%' ORDER BY id").all("u2")
    expect(mails.map((m) => m.kind)).toEqual(["order_approved", "order_shipped", "order_delivered"])
    expect(mails[1]!.body).toContain("BR123456789")
    const mine = await body<Array<Order>>(await s.fetch("/api/me/orders", { as: "u2" }))
    expect(mine.map((m) => [m.orderId, m.status, m.trackingCode])).toContainEqual([o.orderId, "delivered", "BR123456789"])
  })

  it("answers each rule's code with its localized message", async () => {
    const res = await s.fetch("/api/me/orders", { ...json("u1", "POST", { campaignId: "BR-Q2", rewardId: "fone", quantity: 100 }), headers: { "content-type": "application/json", "accept-language": "en-US" } })
    expect(res.status).toBe(422)
    expect(await body(res)).toMatchObject({ code: "order.quantity_out_of_range", message: "The quantity must be a whole number from 1 to 99 (got 100)." })
    const bad = await s.fetch("/api/me/orders", json("u1", "POST", { campaignId: "BR-Q2", rewardId: "fone", quantity: "two" }))
    expect(bad.status).toBe(400)
    expect(await body(bad)).toMatchObject({ code: "input.invalid" })
  })

  it("two concurrent orders for the last unit: exactly one wins", async () => {
    const [a, b] = await Promise.all([order("u1", "caneca", "k-last-u1"), order("u2", "caneca", "k-last-u2")])
    const statuses = [a.status, b.status].sort()
    expect(statuses).toEqual([201, 422])
    const loser = a.status === 422 ? a : b
    expect(await body(loser)).toMatchObject({ code: "order.out_of_stock", details: { stock: 0 } })
  })
})

describe("IDOR and country scope", () => {
  it("another learner's order is not there", async () => {
    const o = await body<Order>(await order("u1", "global", "k-u1-global"))
    expect((await s.fetch(`/api/me/orders/${o.orderId}`, { as: "u1" })).status).toBe(200)
    expect((await s.fetch(`/api/me/orders/${o.orderId}`, { as: "u2" })).status).toBe(404)
    expect((await body<Array<Order>>(await s.fetch("/api/me/orders", { as: "u2" }))).map((m) => m.orderId)).not.toContain(o.orderId)
  })

  it("another country's queue is not there: lists filtered, records and commands 404", async () => {
    const ar = await body<Order>(await order("ar1", "global", "k-ar1"))
    const ids = async (as: string) => (await raClient(s, as).getList("orders", { pagination: { page: 1, perPage: 50 }, sort: { field: "placedAt", order: "ASC" }, filter: {} })).data.map((r) => r.id)
    expect(await ids("adm-ar")).toEqual([ar.orderId])
    expect(await ids("adm")).not.toContain(ar.orderId)
    expect(await ids("sup")).toContain(ar.orderId)
    await expect(raClient(s, "adm").getOne("orders", { id: ar.orderId })).rejects.toMatchObject({ status: 404 })
    expect((await s.fetch(`/api/admin/orders/${ar.orderId}/reject`, json("adm", "POST", { reason: "x" }))).status).toBe(404)
    expect((await s.fetch(`/api/admin/orders/${ar.orderId}/reject`, json("u1", "POST", { reason: "x" }))).status).toBe(403)
  })
})

describe("the admin resources through ra-data-simple-rest", () => {
  it("orders: status tabs with counts, oldest first", async () => {
    const ra = raClient(s, "adm")
    const tab = async (status: string) => (await ra.getList("orders", { pagination: { page: 1, perPage: 1 }, sort: { field: "placedAt", order: "ASC" }, filter: { status } })).total
    expect(await tab("delivered")).toBe(1)
    expect(await tab("awaiting_approval")).toBeGreaterThanOrEqual(2)
  })

  it("rewards: a country admin creates in their country, edits, restocks and withdraws; multi-country rewards are the superuser's", async () => {
    const ra = raClient(s, "adm")
    const created = await ra.create("rewards", { data: { id: "mochila", name: "Mochila", department: "Acessórios", category: "bolsas", price: 80, stock: 4 } })
    expect(created.data).toMatchObject({ id: "mochila", countries: ["BR"], stock: 4, withdrawn: false })
    const list = async (as: string) => (await raClient(s, as).getList("rewards", { pagination: { page: 1, perPage: 50 }, sort: { field: "name", order: "ASC" }, filter: {} })).data.map((r) => r.id)
    expect(await list("adm")).toEqual(["caneca", "fone", "mochila", "vip"])
    expect(await list("sup")).toEqual(["caneca", "fone", "mate", "mochila", "global", "vip"])
    const updated = await ra.update("rewards", { id: "mochila", data: { ...created.data, price: 90, countries: ["BR", "AR"] }, previousData: created.data })
    expect(updated.data).toMatchObject({ price: 90, countries: ["BR"] })
    expect(await body(await s.fetch("/api/admin/rewards/mochila/restock", json("adm", "POST", { quantity: 6 })))).toMatchObject({ stock: 10 })
    expect(await body(await s.fetch("/api/admin/rewards/mochila/withdraw", { as: "adm", method: "POST" }))).toMatchObject({ withdrawn: true })
    expect((await s.fetch("/api/me/rewards/mochila", { as: "u1" })).status).toBe(404)
    await expect(raClient(s, "adm").getOne("rewards", { id: "global" })).rejects.toMatchObject({ status: 404 })
  })

  it("bulk approve: one result per id", async () => {
    const o = await body<Order>(await order("u1", "fone", "k-bulk"))
    const res = await s.fetch("/api/admin/orders/approve", json("adm", "POST", { ids: [o.orderId, "nope"] }))
    const results = await body<Array<{ id: string; ok: boolean; code?: string }>>(res)
    expect(results.map((r) => [r.id, r.ok, r.code ?? null])).toEqual([
      [o.orderId, true, null],
      ["nope", false, "http.not_found"]
    ])
  })
})
