import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { TestServer } from "../../../support/server.ts"
import { json, startLearnerServer } from "../../../support/learnerServer.ts"

// Issue 41 item 2, for learners: the same Idempotency-Key with a different request is refused (422,
// the IETF Idempotency-Key draft), not answered with the first sale.

let s: TestServer
beforeAll(async () => {
  s = await startLearnerServer()
})
afterAll(() => s.close())

const sale = (invoiceNumber: string, quantity: number) => ({
  campaignId: "BR-Q2",
  invoiceNumber,
  saleDate: "2026-04-18",
  storeId: "st1",
  lines: [{ sku: "NB-100", quantity }]
})

describe("a learner's Idempotency-Key", () => {
  it("sent again with another sale is refused with 422, and nothing is appended", async () => {
    const first = await s.fetch("/api/me/sales", json("u1", "POST", sale("nf 9001", 1), { "idempotency-key": "mine-1" }))
    expect(first.status).toBe(201)
    const before = s.programme.log.lastPosition()
    const other = await s.fetch("/api/me/sales", json("u1", "POST", sale("nf 9002", 3), { "idempotency-key": "mine-1", "accept-language": "fr-FR" }))
    const body = (await other.json()) as { code: string; message: string }
    expect([other.status, body.code]).toEqual([422, "http.idempotency_key_reused"])
    expect(body.message).toMatch(/clé/)
    expect(s.programme.log.lastPosition()).toBe(before)
    const again = await s.fetch("/api/me/sales", json("u1", "POST", sale("nf 9001", 1), { "idempotency-key": "mine-1" }))
    expect([again.status, await again.json()]).toEqual([201, await first.json()])
  })

  it("with another file is refused with 422", async () => {
    const upload = (bytes: string) => {
      const form = new FormData()
      form.append("file", new Blob([`%PDF-1.4\n${bytes}\n%%EOF\n`], { type: "application/pdf" }), "nota.pdf")
      return s.fetch("/api/files", { as: "u1", method: "POST", body: form, headers: { "idempotency-key": "file-1" } })
    }
    const first = await upload("1 0 obj << >> endobj")
    expect(first.status).toBe(201)
    expect((await upload("2 0 obj << >> endobj")).status).toBe(422)
  })
})
