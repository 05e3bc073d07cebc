import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { TestServer } from "../../../support/server.ts"
import { json, startLearnerServer } from "../../../support/learnerServer.ts"
import { png, upload } from "../../../support/images.ts"

/**
 * IDOR (DESIGN §5.2, §5.4): no endpoint under /api/me takes another user's id, and a file is
 * its owner's and their country's admins'. For each endpoint, another user's token — or an
 * admin of another country — gets nothing of what belongs to someone else.
 */
let s: TestServer
let u1File: string
beforeAll(async () => {
  s = await startLearnerServer()
  const res = await s.fetch("/api/files", { as: "u1", method: "POST", body: upload(await png(), "nf.png") })
  u1File = ((await res.json()) as { fileId: string }).fileId
})
afterAll(() => s.close())

const get = async <T>(path: string, as: string) => {
  const res = await s.fetch(path, { as })
  return { status: res.status, body: (await res.json()) as T }
}

const endpoints: ReadonlyArray<readonly [string, string]> = [
  ["GET", "/api/me/campaigns"],
  ["GET", "/api/me/campaigns/BR-Q2/options"],
  ["GET", "/api/me/campaigns/BR-Q2/points-table"],
  ["POST", "/api/me/campaigns/BR-Q2/registration"],
  ["POST", "/api/me/sales"],
  ["GET", "/api/me/sales"],
  ["GET", "/api/me/wallets"],
  ["GET", "/api/me/statement"],
  ["GET", "/api/me/level"],
  ["POST", "/api/files"],
  ["GET", "/api/files/some-id"],
  ["GET", "/api/files/some-id/thumbnail"]
]

describe("Every learner and file endpoint", () => {
  it.each(endpoints)("%s %s answers 401 without a token, whatever the body", async (method, path) => {
    const before = s.programme.log.lastPosition()
    const res = await s.fetch(path, method === "GET" ? {} : { method, headers: { "content-type": "application/json" }, body: "{}" })
    expect(res.status).toBe(401)
    expect(s.programme.log.lastPosition()).toBe(before)
  })
})

describe("Another learner's data", () => {
  it("GET /api/me/campaigns shows my registration only, never another's", async () => {
    const { body } = await get<Array<{ id: string; registration: unknown }>>("/api/me/campaigns", "u4")
    expect(body.find((c) => c.id === "BR-Q2")!.registration).toBeNull()
  })

  it("options and points table of another country's campaign are 404", async () => {
    expect((await s.fetch("/api/me/campaigns/AR-Q2/options", { as: "u1" })).status).toBe(404)
    expect((await s.fetch("/api/me/campaigns/AR-Q2/points-table", { as: "u1" })).status).toBe(404)
    expect((await s.fetch("/api/me/campaigns/BR-Q2/points-table", { as: "ar1" })).status).toBe(404)
  })

  it("POST registration registers the token's user, never the body's userId", async () => {
    const form = { acceptTerms: true, agencyId: "ag1", brandIds: ["acme"], storeIds: ["st1"], userId: "u4" }
    const res = await s.fetch("/api/me/campaigns/BR-Q2/registration", json("u3", "POST", form))
    expect(res.status).toBe(201)
    const registered = s.programme.db.prepare("SELECT user_id FROM participants WHERE campaign_id = 'BR-Q2' AND user_id IN ('u3', 'u4')").pluck().all()
    expect(registered).toEqual(["u3"])
  })

  it("POST /api/me/sales reports for the token's user, never the body's userId or saleId", async () => {
    const sale = { campaignId: "BR-Q2", invoiceNumber: "ID-1", saleDate: "2026-04-19", storeId: "st1", lines: [{ sku: "MN-300", quantity: 1 }], userId: "u2", saleId: "q2-s1" }
    const res = await s.fetch("/api/me/sales", json("u1", "POST", sale))
    expect(res.status).toBe(201)
    const body = (await res.json()) as { saleId: string }
    expect(body.saleId).not.toBe("q2-s1")
    expect(s.programme.db.prepare("SELECT user_id FROM sales WHERE sale_id = ?").pluck().get(body.saleId)).toBe("u1")
  })

  it("GET /api/me/sales lists none of another's sales, even filtered by their campaign", async () => {
    const mine = await get<Array<{ saleId: string }>>("/api/me/sales?range=[0,499]", "u1")
    const others = s.programme.db.prepare("SELECT sale_id FROM sales WHERE user_id <> 'u1'").pluck().all() as Array<string>
    expect(others.length).toBeGreaterThan(0)
    expect(mine.body.filter((x) => others.includes(x.saleId))).toEqual([])
    expect((await get<Array<unknown>>("/api/me/sales?campaignId=AR-Q2", "u1")).body).toEqual([])
  })

  it("GET /api/me/wallets and /statement show my movements only", async () => {
    expect((await get<Array<unknown>>("/api/me/wallets", "u4")).body).toEqual([])
    expect((await get<Array<unknown>>("/api/me/statement", "u4")).body).toEqual([])
    expect((await get<Array<unknown>>("/api/me/statement?campaignId=AR-Q2", "u1")).body).toEqual([])
    const u2 = await get<Array<{ campaignId: string }>>("/api/me/wallets", "u2")
    expect(u2.body.map((w) => w.campaignId).sort()).toEqual(["BR-Q1", "BR-Q2"])
  })

  it("GET /api/me/level is mine, and another country's campaign is 404", async () => {
    expect((await get<{ totalXp: number }>("/api/me/level", "u4")).body).toMatchObject({ level: 1, totalXp: 0, campaignXp: 0, pendingRequest: null })
    expect((await s.fetch("/api/me/level?campaignId=AR-Q2", { as: "u1" })).status).toBe(404)
  })
})

describe("An admin of another country on /api/me", () => {
  it("gets their own (empty) learner data and none of the other country's campaigns", async () => {
    expect((await s.fetch("/api/me/campaigns/BR-Q2/options", { as: "adm-ar" })).status).toBe(404)
    expect((await get<Array<{ id: string }>>("/api/me/campaigns", "adm-ar")).body.map((c) => c.id)).toEqual(["AR-Q2"])
    expect((await get<Array<unknown>>("/api/me/sales?campaignId=BR-Q2", "adm-ar")).body).toEqual([])
    expect((await get<Array<unknown>>("/api/me/wallets", "adm-ar")).body).toEqual([])
  })
})

describe("Someone else's file", () => {
  it.each([
    ["another learner of the country", "u2", 404],
    ["an admin of another country", "adm-ar", 404],
    ["a learner of another country", "ar1", 404],
    ["an admin of the owner's country", "adm", 200],
    ["a superuser", "sup", 200],
    ["the owner", "u1", 200]
  ])("is answered to %s with %i, and its thumbnail alike", async (_, as, status) => {
    const original = await s.fetch(`/api/files/${u1File}`, { as })
    expect(original.status).toBe(status)
    if (status === 404) expect(await original.json()).toMatchObject({ code: "file.not_found", details: { fileId: u1File } })
    expect((await s.fetch(`/api/files/${u1File}/thumbnail`, { as })).status).toBe(status)
  })

  it("answers an unknown id exactly as a file that is not mine", async () => {
    const unknown = await s.fetch("/api/files/file-nope", { as: "u2" })
    const notMine = await s.fetch(`/api/files/${u1File}`, { as: "u2" })
    expect(unknown.status).toBe(notMine.status)
    const [a, b] = [(await unknown.json()) as { code: string }, (await notMine.json()) as { code: string }]
    expect(a.code).toBe(b.code)
  })

  it("cannot be taken as my sale's invoice photo", async () => {
    const sale = { campaignId: "BR-Q2", invoiceNumber: "ID-2", saleDate: "2026-04-19", storeId: "st1", lines: [{ sku: "MN-300", quantity: 1 }], invoicePhotoFileId: u1File }
    const res = await s.fetch("/api/me/sales", json("u2", "POST", sale))
    expect([res.status, ((await res.json()) as { code: string }).code]).toEqual([422, "sale.invoice_photo_unknown"])
  })

  it("uploaded again by another user under the same Idempotency-Key is their own file", async () => {
    const image = await png(12, 12)
    const mine = await s.fetch("/api/files", { as: "u1", method: "POST", body: upload(image, "a.png"), headers: { "idempotency-key": "same" } })
    const theirs = await s.fetch("/api/files", { as: "u2", method: "POST", body: upload(image, "a.png"), headers: { "idempotency-key": "same" } })
    const [a, b] = [(await mine.json()) as { fileId: string }, (await theirs.json()) as { fileId: string }]
    expect(a.fileId).not.toBe(b.fileId)
    expect((await s.fetch(`/api/files/${a.fileId}`, { as: "u2" })).status).toBe(404)
  })
})
