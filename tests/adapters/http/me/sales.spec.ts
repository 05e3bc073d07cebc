import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { TestServer } from "../../../support/server.ts"
import { json, startLearnerServer } from "../../../support/learnerServer.ts"

let s: TestServer
beforeAll(async () => {
  s = await startLearnerServer()
})
afterAll(() => s.close())

let invoice = 0
/** A valid report by u1 (registered in BR-Q2 at st1), with a fresh invoice number. */
const sale = (over: Record<string, unknown> = {}) => ({
  campaignId: "BR-Q2",
  invoiceNumber: `nf ${++invoice}`,
  saleDate: "2026-04-18",
  storeId: "st1",
  lines: [{ sku: "NB-100", quantity: 2 }, { sku: "MN-300", quantity: 1 }],
  ...over
})

describe("POST /api/me/sales", () => {
  it("reports my sale (actor user:<me>) and answers 201 with the sale and the points it credited", async () => {
    const before = s.programme.log.lastPosition()
    const res = await s.fetch("/api/me/sales", json("u1", "POST", sale({ observation: "cliente novo" })))
    expect(res.status).toBe(201)
    const body = (await res.json()) as Record<string, unknown>
    expect(body).toMatchObject({
      campaignId: "BR-Q2", invoiceNumber: `NF${invoice}`, saleDate: "2026-04-18", storeId: "st1", storeName: "Casa Digital Paulista",
      basePoints: 220, level: 2, creditedPoints: 330, status: "awaiting_approval", observation: "cliente novo", invoicePhotoFileId: null
    })
    expect(body["id"]).toBe(body["saleId"])
    const appended = s.programme.log.readAll(before, 100)
    expect(appended.map((e) => e.type)).toEqual(["SaleReported", "PointsCredited", "XpGained"])
    expect(appended.every((e) => e.metadata["actor"] === "user:u1")).toBe(true)
  })

  it.each([
    ["a sale date in the future", { saleDate: "2026-04-21" }, "sale.date_in_future"],
    ["a sale before the campaign", { saleDate: "2026-03-30" }, "sale.outside_campaign"],
    ["a sale more than 15 days ago", { saleDate: "2026-04-04" }, "sale.window_expired"],
    ["a store I did not register", { storeId: "st2" }, "sale.store_not_registered"],
    ["an SKU outside the points table", { lines: [{ sku: "XX-1", quantity: 1 }] }, "sale.unknown_sku"],
    ["a quantity over 999", { lines: [{ sku: "NB-100", quantity: 1000 }] }, "sale.quantity_out_of_range"],
    ["no lines", { lines: [] }, "sale.no_lines"],
    ["another country's campaign", { campaignId: "AR-Q2", storeId: "st-ar" }, "sale.not_registered"],
    ["a photo I did not upload", { invoicePhotoFileId: "f-nope" }, "sale.invoice_photo_unknown"]
  ])("refuses %s with 422 and its code, appending nothing", async (_, over, code) => {
    const before = s.programme.log.lastPosition()
    const res = await s.fetch("/api/me/sales", json("u1", "POST", sale(over)))
    expect(res.status).toBe(422)
    expect(((await res.json()) as { code: string }).code).toBe(code)
    expect(s.programme.log.lastPosition()).toBe(before)
  })

  it("refuses an invoice number I already sent, in the request's language", async () => {
    await s.fetch("/api/me/sales", json("u1", "POST", sale({ invoiceNumber: "NF-DUP 1" })))
    const res = await s.fetch("/api/me/sales", json("u1", "POST", sale({ invoiceNumber: "nf-dup1" }), { "accept-language": "en-US" }))
    expect(res.status).toBe(422)
    expect(await res.json()).toEqual({
      code: "sale.invoice_already_sent",
      message: expect.stringContaining("NF-DUP1"),
      details: { invoiceNumber: "NF-DUP1" }
    })
    expect(res.headers.get("content-language")).toBe("en-US")
  })

  it("refuses malformed input with 400 and the field's path", async () => {
    const res = await s.fetch("/api/me/sales", json("u1", "POST", sale({ saleDate: "18/04/2026" })))
    expect(res.status).toBe(400)
    const body = (await res.json()) as { code: string; details: { issues: Array<{ path: string }> } }
    expect(body.code).toBe("input.invalid")
    expect(body.details.issues.map((i) => i.path)).toContain("saleDate")
  })

  it("answers a repeated Idempotency-Key with the first status and body, appending once", async () => {
    const body = sale()
    const first = await s.fetch("/api/me/sales", json("u1", "POST", body, { "idempotency-key": "sale-once" }))
    const after = s.programme.log.lastPosition()
    const again = await s.fetch("/api/me/sales", json("u1", "POST", body, { "idempotency-key": "sale-once" }))
    expect([first.status, again.status]).toEqual([201, 201])
    expect(await again.json()).toEqual(await first.json())
    expect(s.programme.log.lastPosition()).toBe(after)
  })

  it("answers a repeated rejected command with the same rejection", async () => {
    const body = sale({ storeId: "st2" })
    const first = await s.fetch("/api/me/sales", json("u1", "POST", body, { "idempotency-key": "sale-refused" }))
    const again = await s.fetch("/api/me/sales", json("u1", "POST", body, { "idempotency-key": "sale-refused" }))
    expect([first.status, again.status]).toEqual([422, 422])
    expect(await again.json()).toEqual(await first.json())
  })

  it("takes one Idempotency-Key sent to two routes as two commands", async () => {
    const form = { acceptTerms: true, agencyId: "ag1", brandIds: ["acme"], storeIds: ["st1"] }
    const registration = await s.fetch("/api/me/campaigns/BR-Q2/registration", json("u1", "POST", form, { "idempotency-key": "two-routes" }))
    expect(registration.status).toBe(409)
    const reported = await s.fetch("/api/me/sales", json("u1", "POST", sale(), { "idempotency-key": "two-routes" }))
    expect(reported.status).toBe(201)
  })

  it("keeps two users' identical Idempotency-Keys apart", async () => {
    const mine = await s.fetch("/api/me/sales", json("u1", "POST", sale(), { "idempotency-key": "shared-key" }))
    const theirs = await s.fetch("/api/me/sales", json("u2", "POST", sale(), { "idempotency-key": "shared-key" }))
    expect([mine.status, theirs.status]).toEqual([201, 201])
    const [a, b] = [(await mine.json()) as { saleId: string }, (await theirs.json()) as { saleId: string }]
    expect(a.saleId).not.toBe(b.saleId)
  })
})

describe("GET /api/me/sales", () => {
  it("lists my sales only, newest first, with Content-Range, paged and filtered by campaign", async () => {
    const all = await s.fetch("/api/me/sales", { as: "u2" })
    expect(all.status).toBe(200)
    const rows = (await all.json()) as Array<{ saleId: string; campaignId: string }>
    const total = Number(all.headers.get("content-range")!.split("/")[1])
    expect(total).toBe(rows.length)
    expect(rows.map((r) => r.saleId)).toContain("q2-s1")
    expect(rows.map((r) => r.saleId)).not.toContain("s1")
    const q1 = await s.fetch("/api/me/sales?campaignId=BR-Q1&range=[1,1]&sort=[\"saleId\",\"ASC\"]", { as: "u2" })
    expect(q1.headers.get("content-range")).toBe("sales 1-1/2")
    expect(((await q1.json()) as Array<{ saleId: string }>).map((r) => r.saleId)).toEqual(["s6"])
  })

  it("finds my sale of an invoice number as the domain compares them, and only mine (issue 41, item 21)", async () => {
    await s.fetch("/api/me/sales", json("u1", "POST", sale({ invoiceNumber: "NF-FIND 7" })))
    const found = await s.fetch("/api/me/sales?campaignId=BR-Q2&invoiceNumber=nf-find7", { as: "u1" })
    expect(found.headers.get("content-range")).toBe("sales 0-0/1")
    expect(((await found.json()) as Array<{ invoiceNumber: string }>).map((r) => r.invoiceNumber)).toEqual(["NF-FIND7"])
    // Another learner's sales are never found, even of the same invoice.
    expect((await s.fetch("/api/me/sales?invoiceNumber=NF-FIND7", { as: "u2" })).headers.get("content-range")).toMatch(/\/0$/)
  })

  it.each([
    ["range", "range=[5,2]"],
    ["range", "range=oops"],
    ["sort", 'sort=["userId","ASC"]'],
    ["sort", 'sort=["saleDate","SIDEWAYS"]']
  ])("refuses a bad %s with 400 input.invalid naming it", async (path, q) => {
    const res = await s.fetch(`/api/me/sales?${q}`, { as: "u2" })
    expect(res.status).toBe(400)
    const body = (await res.json()) as { code: string; details: { issues: Array<{ path: string }> } }
    expect(body.code).toBe("input.invalid")
    expect(body.details.issues[0]!.path).toBe(path)
  })

  it("answers an empty page with */total", async () => {
    const res = await s.fetch("/api/me/sales?range=[100,124]", { as: "u2" })
    expect(await res.json()).toEqual([])
    expect(res.headers.get("content-range")).toMatch(/^sales \*\/\d+$/)
  })
})
