import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { fixtures, startTestServer, type TestServer } from "../../../support/server.ts"
import { raClient } from "./raClient.ts"

// The console's own views over the whole demo: the dashboard and a campaign's consequences, each
// checked against what the log and the read models say, and the close's consequences against the
// events the close then appends.
let s: TestServer
// The demo programme as written runs until mid-May 2026, its autumn campaigns open.
let now = Date.parse("2026-05-17T12:00:00-03:00")
beforeAll(async () => {
  s = await startTestServer({ fixture: fixtures.demo, now: () => now })
}, 120_000)
afterAll(() => s?.close())

const get = async <A>(path: string, as: string) => {
  const res = await s.fetch(`/api/admin/${path}`, { as, headers: { "accept-language": "en-US" } })
  return { status: res.status, body: (await res.json()) as A }
}
const sql = <A>(q: string, ...params: ReadonlyArray<unknown>) => s.programme.db.prepare(q).all(...params) as Array<A>
const staff = (country: string) => sql<{ userId: string }>("SELECT user_id AS userId FROM accounts WHERE role = 'admin' AND country = ? AND is_superuser = 0 AND status = 'approved' LIMIT 1", country)[0]!.userId
const superuser = () => sql<{ userId: string }>("SELECT user_id AS userId FROM accounts WHERE is_superuser = 1 LIMIT 1")[0]!.userId

interface Dashboard {
  pendingAudits: number
  pendingLevelUps: number
  campaigns: Array<{ id: string; country: string; begins: string; currentWeek: number; weeks: Array<{ week: number; begins: string; sales: number; points: number }> }>
  endingSoon: Array<{ id: string; daysLeft: number }>
}

describe("GET /api/admin/dashboard", () => {
  it("counts a country admin's queues and weeks from their country only, and a superuser's from all", async () => {
    const br = await get<Dashboard>("dashboard", staff("AR"))
    expect(br.status).toBe(200)
    const pending = (country: string) =>
      sql<{ n: number }>("SELECT count(*) AS n FROM sales s JOIN campaigns c USING (campaign_id) WHERE s.status = 'awaiting_approval' AND c.country LIKE ?", country)[0]!.n
    expect(br.body.pendingAudits).toBe(pending("AR"))
    expect(br.body.pendingAudits).toBeGreaterThan(0)
    expect(br.body.campaigns.map((c) => c.country)).toEqual(["AR"])
    const all = await get<Dashboard>("dashboard", superuser())
    expect(all.body.pendingAudits).toBe(pending("%"))
    expect(all.body.pendingAudits).toBeGreaterThan(br.body.pendingAudits)
    expect(new Set(all.body.campaigns.map((c) => c.country)).size).toBeGreaterThan(1)
    const levelUps = sql<{ n: number }>("SELECT count(*) AS n FROM level_requests WHERE status = 'pending'")[0]!.n
    expect(all.body.pendingLevelUps).toBe(levelUps)
  })

  it("splits an open campaign's sales and points into its weeks so far, reproved sales earning nothing", async () => {
    const { body } = await get<Dashboard>("dashboard", superuser())
    const campaign = body.campaigns.find((c) => c.country === "BR")!
    expect(campaign.currentWeek).toBe(campaign.weeks.length)
    expect(campaign.weeks[0]!.begins).toBe(campaign.begins)
    const totals = sql<{ sales: number; points: number }>(
      "SELECT count(*) AS sales, sum(CASE WHEN status = 'reproved' THEN 0 ELSE credited_points END) AS points FROM sales WHERE campaign_id = ?",
      campaign.id
    )[0]!
    expect(campaign.weeks.reduce((n, w) => n + w.sales, 0)).toBe(totals.sales)
    expect(campaign.weeks.reduce((n, w) => n + w.points, 0)).toBe(totals.points)
    const week2 = sql<{ n: number }>(
      "SELECT count(*) AS n FROM sales WHERE campaign_id = ? AND sale_date >= date(?, '+7 days') AND sale_date < date(?, '+14 days')",
      campaign.id,
      campaign.begins,
      campaign.begins
    )[0]!.n
    expect(campaign.weeks[1]?.sales ?? 0).toBe(week2)
  })

  it("lists the open campaigns ending within two weeks, soonest first", async () => {
    const { body } = await get<Dashboard>("dashboard", superuser())
    expect(body.endingSoon).toEqual([])
    const open = sql<{ id: string; ends: string }>("SELECT campaign_id AS id, ends FROM campaigns WHERE status = 'open' ORDER BY campaign_id")
    const saved = now
    now = Date.parse(`${open[0]!.ends}T12:00:00-03:00`) - 10 * 86_400_000
    const later = await get<Dashboard>("dashboard", superuser())
    now = saved
    expect(later.body.endingSoon.map((c) => c.id).sort()).toEqual(open.filter((c) => c.ends === open[0]!.ends).map((c) => c.id))
    expect(later.body.endingSoon.every((c) => c.daysLeft === 10)).toBe(true)
  })

  it("is not for learners", async () => {
    const learner = sql<{ userId: string }>("SELECT user_id AS userId FROM accounts WHERE role = 'learner' AND status = 'approved' LIMIT 1")[0]!.userId
    expect((await get("dashboard", learner)).status).toBe(403)
  })
})

interface Consequences {
  status: string
  open: { stores: number; pointsTableRows: number }
  close: { participants: number; expiringWallets: number; expiringPoints: number; fallingUsers: number; cancelledLevelUps: number; awaitingAudit: number }
}

describe("GET /api/admin/campaigns/:id/consequences", () => {
  it("states what a close will do, and the close then does exactly that", async () => {
    const [open] = sql<{ id: string; country: string; ends: string }>("SELECT campaign_id AS id, country, ends FROM campaigns WHERE status = 'open' AND country = 'AR'")
    const admin = staff("AR")
    const before = await get<Consequences>(`campaigns/${open!.id}/consequences`, admin)
    expect(before.status).toBe(200)
    expect(before.body.close.expiringWallets).toBeGreaterThan(0)
    expect(before.body.close.fallingUsers).toBeGreaterThan(0)
    expect((await get(`campaigns/${open!.id}/consequences`, staff("MX"))).status).toBe(404)
    now = Date.parse(`${open!.ends}T12:00:00-03:00`) + 86_400_000
    // Between the preview and the close nothing else happens: the counts must be the close's.
    const { body: preview } = await get<Consequences>(`campaigns/${open!.id}/consequences`, admin)
    const position = s.programme.log.lastPosition()
    const closed = await s.fetch(`/api/admin/campaigns/${open!.id}/close`, { as: admin, method: "POST" })
    expect(closed.status).toBe(200)
    const appended = sql<{ type: string; points: number | null }>("SELECT type, data ->> 'points' AS points FROM events WHERE position > ?", position)
    const of = (type: string) => appended.filter((e) => e.type === type)
    expect(preview.close.expiringWallets).toBe(of("PointsExpired").length)
    expect(preview.close.expiringPoints).toBe(of("PointsExpired").reduce((n, e) => n + e.points!, 0))
    expect(preview.close.fallingUsers).toBe(of("LevelFell").length)
    expect(preview.close.cancelledLevelUps).toBe(of("LevelUpRequestCancelled").length)
  })
})

describe("PUT /api/admin/clients/:id", () => {
  it("edits a client company through the react-admin client, and a bad home route is refused with its field", async () => {
    const ra = raClient(s, superuser())
    const { data: clients } = await ra.getList("clients", { pagination: { page: 1, perPage: 5 }, sort: { field: "name", order: "ASC" }, filter: {} })
    const client = clients[0]!
    const { data } = await ra.update("clients", {
      id: client.id,
      data: { ...client, name: "Renamed Co.", homeRoute: "/courses", features: { ranking: false, loyalty: true } },
      previousData: client
    })
    expect(data).toMatchObject({ id: client.id, name: "Renamed Co.", homeRoute: "/courses", features: { ranking: false, loyalty: true } })
    const bad = await s.fetch(`/api/admin/clients/${client.id}`, {
      as: superuser(),
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "X", homeRoute: "courses", features: {} })
    })
    expect(bad.status).toBe(400)
    const missing = await s.fetch("/api/admin/clients/nope", {
      as: superuser(),
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "X", homeRoute: "/home", features: {} })
    })
    expect([missing.status, ((await missing.json()) as { code: string }).code]).toEqual([404, "client.not_found"])
  })
})
