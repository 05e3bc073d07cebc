import fc from "fast-check"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { TestServer } from "../../../support/server.ts"
import { startLearnerServer } from "../../../support/learnerServer.ts"
import { upload } from "../../../support/images.ts"

/**
 * Whatever a client sends to a command route (DESIGN §5.4): never a 5xx, always the error
 * contract, and nothing appended to the log unless the command was accepted (201).
 */
let s: TestServer
beforeAll(async () => {
  s = await startLearnerServer()
})
afterAll(() => s.close())

const runs = { numRuns: 60 }

/** A value of any JSON shape, or one of the field's plausible values. */
const maybe = <T>(plausible: fc.Arbitrary<T>) => fc.oneof(plausible, fc.jsonValue())
const ids = fc.oneof(fc.constantFrom("ag1", "acme", "st1", "st2", "ch1", "st-ar", "NB-100", "", " x "), fc.string())

const registrationBody = fc.record(
  { acceptTerms: maybe(fc.boolean()), agencyId: maybe(ids), brandIds: maybe(fc.array(ids)), storeIds: maybe(fc.array(ids)), chainIds: maybe(fc.array(ids)), userId: maybe(ids) },
  { requiredKeys: [] }
)

const saleBody = fc.record(
  {
    campaignId: maybe(fc.constantFrom("BR-Q2", "AR-Q2", "BR-Q3", "nope")),
    invoiceNumber: maybe(fc.string()),
    saleDate: maybe(fc.oneof(fc.constantFrom("2026-04-19", "2026-02-30", "2026-4-1"), fc.string())),
    storeId: maybe(ids),
    observation: maybe(fc.string({ maxLength: 300 })),
    lines: maybe(fc.array(fc.record({ sku: maybe(ids), quantity: maybe(fc.oneof(fc.integer(), fc.double())) }, { requiredKeys: [] }), { maxLength: 3 })),
    invoicePhotoFileId: maybe(ids)
  },
  { requiredKeys: [] }
)

/** A sale u1 may well report (BR-Q2 at st1, inside the window), so accepted commands are among the cases. */
const plausibleSale = fc.record({
  campaignId: fc.constant("BR-Q2"),
  invoiceNumber: fc.stringMatching(/^[A-Z0-9]{1,12}$/),
  saleDate: fc.integer({ min: 6, max: 21 }).map((d) => `2026-04-${String(d).padStart(2, "0")}`),
  storeId: fc.constantFrom("st1", "st2"),
  lines: fc.array(fc.record({ sku: fc.constantFrom("NB-100", "MN-300", "XX-1"), quantity: fc.integer({ min: 0, max: 1000 }) }), { minLength: 0, maxLength: 2 })
})

/** A body: structured, any JSON, or not JSON at all. */
const bodyOf = (structured: fc.Arbitrary<unknown>) =>
  fc.oneof(structured.map((b) => JSON.stringify(b)), fc.jsonValue().map((b) => JSON.stringify(b)), fc.string())

/** Sends it and checks the contract; answers the status. */
const sendAndCheck = async (path: string, init: RequestInit & { as: string }) => {
  const before = s.programme.log.lastPosition()
  const res = await s.fetch(path, init)
  expect(res.status).toBeLessThan(500)
  if (res.status >= 400) expect(Object.keys((await res.json()) as object).sort()).toEqual(["code", "details", "message"])
  else await res.arrayBuffer()
  if (res.status !== 201) expect(s.programme.log.lastPosition()).toBe(before)
  return res.status
}

const post = (body: string, key?: string): RequestInit & { as: string } => ({
  as: "u1",
  method: "POST",
  headers: { "content-type": "application/json", ...(key ? { "idempotency-key": key } : {}) },
  body
})

describe("Command routes under arbitrary input", () => {
  it("POST /api/me/campaigns/:id/registration: no 5xx, nothing appended unless accepted", async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.constant("BR-Q2"), fc.string({ minLength: 1 })), bodyOf(registrationBody), async (campaign, body) => {
        await sendAndCheck(`/api/me/campaigns/${encodeURIComponent(campaign)}/registration`, post(body))
      }),
      runs
    )
  })

  it("POST /api/me/sales: no 5xx, nothing appended unless accepted; malformed input is 400", async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(bodyOf(saleBody), plausibleSale.map((b) => JSON.stringify(b))), fc.option(fc.stringMatching(/^[A-Za-z0-9-]{1,40}$/), { nil: undefined }), async (body, key) => {
        await sendAndCheck("/api/me/sales", post(body, key))
      }),
      runs
    )
  })

  it("POST /api/files: arbitrary bytes under any name are kept, refused or unreadable, never a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 4096 }), fc.string({ maxLength: 40 }), async (bytes, name) => {
        const status = await sendAndCheck("/api/files", { as: "u1", method: "POST", body: upload(bytes, name || "x") })
        expect([201, 400, 415, 422]).toContain(status)
      }),
      runs
    )
  })

  it("POST /api/files: arbitrary bodies and content types are 4xx, never a 5xx", async () => {
    const contentType = fc.oneof(fc.constant("multipart/form-data; boundary=xyz"), fc.constant("multipart/form-data"), fc.string({ maxLength: 60 }).filter((t) => /^[\x20-\x7e]*$/.test(t)))
    await fc.assert(
      fc.asyncProperty(contentType, fc.string({ maxLength: 500 }), async (type, body) => {
        const status = await sendAndCheck("/api/files", { as: "u1", method: "POST", headers: { "content-type": type }, body })
        expect(status).toBeGreaterThanOrEqual(400)
      }),
      runs
    )
  })
})

describe("Idempotency under arbitrary input", () => {
  let n = 0
  it("POST /api/me/sales twice under one Idempotency-Key: the same status and body, the second appends nothing", async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(bodyOf(saleBody), plausibleSale.map((b) => JSON.stringify(b))), async (body) => {
        const key = `fuzz-once-${++n}`
        const first = await s.fetch("/api/me/sales", post(body, key))
        const firstBody = await first.text()
        const after = s.programme.log.lastPosition()
        const again = await s.fetch("/api/me/sales", post(body, key))
        expect(again.status).toBe(first.status)
        expect(await again.text()).toBe(firstBody)
        expect(s.programme.log.lastPosition()).toBe(after)
      }),
      runs
    )
  })
})

describe("List query strings under arbitrary input", () => {
  const lists = ["/api/me/campaigns", "/api/me/campaigns/BR-Q2/points-table", "/api/me/sales", "/api/me/wallets", "/api/me/statement", "/api/me/level"]
  const value = fc.oneof(fc.constantFrom("[0,24]", '["id","DESC"]', "[0,-1]", "[1e308,2]", '["__proto__","ASC"]', "BR-Q2"), fc.string(), fc.jsonValue().map((v) => JSON.stringify(v)))
  it("answers 200 or 400 input.invalid, never a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...lists), fc.record({ range: value, sort: value, campaignId: value, filter: value }, { requiredKeys: [] }), async (path, query) => {
        const res = await s.fetch(`${path}?${new URLSearchParams(query as Record<string, string>)}`, { as: "u2" })
        expect([200, 400, 404]).toContain(res.status)
        const body = await res.json()
        if (res.status === 400) expect(body).toMatchObject({ code: "input.invalid" })
      }),
      runs
    )
  })
})
