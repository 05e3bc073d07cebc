import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { TestServer } from "../../../support/server.ts"
import { logLength, startAdminServer } from "./adminServer.ts"

// Issue 41 item 2: a key already used by one admin command, reused on another record, another
// route or by another admin, answered 200 with the first outcome and did nothing.

let s: TestServer
beforeAll(async () => {
  s = await startAdminServer()
})
afterAll(() => s.close())

const post = (path: string, as: string, key: string, body?: unknown) =>
  s.fetch(`/api/admin/${path}`, {
    as,
    method: "POST",
    headers: { "content-type": "application/json", "accept-language": "en-US", "idempotency-key": key },
    ...(body === undefined ? {} : { body: JSON.stringify(body) })
  })
const statusOf = async (id: string) => ((await (await s.fetch(`/api/admin/sales/${id}`, { as: "root" })).json()) as { status: string }).status

describe("an admin's Idempotency-Key", () => {
  it("on another record is refused with 422, never answered with the first outcome", async () => {
    expect((await post("sales/s5/approve", "adm", "k-record")).status).toBe(200)
    const before = logLength(s)
    const other = await post("sales/s7/approve", "adm", "k-record")
    const body = (await other.json()) as { code: string; message: string }
    expect([other.status, body.code]).toEqual([422, "http.idempotency_key_reused"])
    expect(body.message).toMatch(/key/)
    expect(logLength(s)).toBe(before)
    expect(await statusOf("s7")).toBe("awaiting_approval")
  })

  it("with other content on the same route is refused with 422", async () => {
    expect((await post("sales/s7/reprove", "adm", "k-content", { reason: "Nota ilegível" })).status).toBe(200)
    const other = await post("sales/s7/reprove", "adm", "k-content", { reason: "Outra razão" })
    expect(other.status).toBe(422)
    // The same request again still answers the first outcome.
    expect((await post("sales/s7/reprove", "adm", "k-content", { reason: "Nota ilegível" })).status).toBe(200)
  })

  it("belongs to its admin and its route: another admin's, or another route's, is a command of its own", async () => {
    expect((await post("sales/ar-s1/approve", "root", "k-shared")).status).toBe(200)
    expect((await post("sales/ar-s2/approve", "ar-adm", "k-shared")).status).toBe(200)
    expect(await statusOf("ar-s2")).toBe("approved")
    expect((await post("sales/ar-s3/reprove", "root", "k-shared", { reason: "Factura ilegible" })).status).toBe(200)
    expect(await statusOf("ar-s3")).toBe("reproved")
  })

  it("on a bulk approval with other ids is refused with 422", async () => {
    const first = await post("sales/approve", "adm", "k-bulk", { ids: ["s1"] })
    expect(first.status).toBe(200)
    const other = await post("sales/approve", "adm", "k-bulk", { ids: ["s2"] })
    expect(other.status).toBe(422)
  })
})
