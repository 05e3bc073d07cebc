import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { json, learnerFixture, learnerNow } from "../../../support/learnerServer.ts"
import { startTestServer, type TestServer } from "../../../support/server.ts"

/** The learner scenario plus `transfers.ndjson` (u1 and u2 hold 300 points each in BR-Q2; 55566677788 an active store owner). */
const transfersFixture = join(import.meta.dirname, "..", "..", "..", "..", "fixtures", "scenarios", "transfers.ndjson")

let s: TestServer
beforeAll(async () => {
  s = await startTestServer({ fixture: [learnerFixture, transfersFixture], now: () => learnerNow })
}, 120_000)
afterAll(() => s.close())

type Item = { kind: string; ref: string; campaignId: string | null; points: number | null }
const feed = async (as: string) => (await (await s.fetch("/api/me/activity", { as })).json()) as Array<Item>

describe("the activity feed", () => {
  it("lists what happened to me, newest first, and never another learner's", async () => {
    const before = await feed("u1")
    const first = await s.fetch("/api/me/transfers", json("u1", "POST", { campaignId: "BR-Q2", points: 10, partnerDocument: "555.666.777-88" }))
    expect(first.status).toBe(201)
    const second = await s.fetch("/api/me/transfers", json("u1", "POST", { campaignId: "BR-Q2", points: 20, partnerDocument: "555.666.777-88" }))
    const made = [(await first.json()) as { transferId: string }, (await second.json()) as { transferId: string }]
    const after = await feed("u1")
    expect(after.length).toBe(before.length + 2)
    expect(after.slice(0, 2)).toEqual([
      expect.objectContaining({ kind: "points_transferred", ref: made[1]!.transferId, campaignId: "BR-Q2", points: 20 }),
      expect.objectContaining({ kind: "points_transferred", ref: made[0]!.transferId, points: 10 })
    ])
    expect((await feed("u2")).map((i) => i.ref)).not.toContain(made[0]!.transferId)
    expect((await s.fetch("/api/me/activity")).status).toBe(401)
  })

  it("pages newest first by range, says the total in Content-Range, and refuses a bad range with a code", async () => {
    const all = await feed("u1")
    expect(all.length).toBeGreaterThan(1)
    const second = await s.fetch("/api/me/activity?range=[1,1]", { as: "u1" })
    expect(second.headers.get("content-range")).toBe(`activity 1-1/${all.length}`)
    expect(((await second.json()) as Array<Item>).map((i) => i.ref)).toEqual([all[1]!.ref])
    const bad = await s.fetch("/api/me/activity?range=nonsense", { as: "u1" })
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { code: string }).code).toBe("input.invalid")
  })
})
