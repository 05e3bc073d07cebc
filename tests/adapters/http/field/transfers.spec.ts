import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { json, learnerFixture, learnerNow } from "../../../support/learnerServer.ts"
import { startTestServer, type TestServer } from "../../../support/server.ts"

/**
 * The learner scenario plus `transfers.ndjson`: partner members 11122233344 (active seller),
 * 55566677788 (active store owner), 99900011122 (inactive), 33344455566 (active, role other);
 * u1 and u2 hold 300 points each in BR-Q2.
 */
const transfersFixture = join(import.meta.dirname, "..", "..", "..", "..", "fixtures", "scenarios", "transfers.ndjson")

let s: TestServer
beforeAll(async () => {
  s = await startTestServer({ fixture: [learnerFixture, transfersFixture], now: () => learnerNow })
}, 120_000)
afterAll(() => s.close())

const send = (as: string, body: Record<string, unknown>, key?: string) =>
  s.fetch("/api/me/transfers", json(as, "POST", { campaignId: "BR-Q2", ...body }, key === undefined ? {} : { "idempotency-key": key }))

describe("partner transfers through the learner API", () => {
  it("sends points, answers the redeem-by date 12 months on, and shows the debit in my statement", async () => {
    const r = await send("u1", { points: 120, partnerDocument: "111.222.333-44" }, "first")
    expect(r.status).toBe(201)
    const made = (await r.json()) as Record<string, unknown>
    expect(made).toMatchObject({ campaignId: "BR-Q2", points: 120, partnerDocument: "11122233344", status: "sent", redeemBy: "2027-04-20" })
    const again = await send("u1", { points: 120, partnerDocument: "111.222.333-44" }, "first")
    expect(await again.json()).toEqual(made)
    const statement = (await (await s.fetch("/api/me/statement?campaignId=BR-Q2", { as: "u1" })).json()) as Array<{ kind: string; ref: string; points: number }>
    expect(statement.filter((l) => l.kind === "debit.transfer")).toEqual([expect.objectContaining({ ref: made.transferId, points: -120 })])
    const wallets = (await (await s.fetch("/api/me/wallets", { as: "u1" })).json()) as Array<{ campaignId: string; balance: number }>
    expect(wallets.find((w) => w.campaignId === "BR-Q2")?.balance).toBe(180)
  })

  it("explains every refusal with its code and a message in the asked language", async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ points: 10, partnerDocument: "999.000.111-22" }, "transfer.inactive_registration"],
      [{ points: 10, partnerDocument: "000" }, "transfer.inactive_registration"],
      [{ points: 10, partnerDocument: "333.444.555-66" }, "transfer.role_not_allowed"],
      [{ points: 0, partnerDocument: "555.666.777-88" }, "transfer.no_points"],
      [{ points: 100000, partnerDocument: "555.666.777-88" }, "transfer.no_points"]
    ]
    for (const [body, code] of cases) {
      const r = await s.fetch("/api/me/transfers", json("u2", "POST", { campaignId: "BR-Q2", ...body }, { "accept-language": "en-US" }))
      expect(r.status).toBe(422)
      const answer = (await r.json()) as { code: string; message: string }
      expect(answer.code).toBe(code)
      expect(answer.message).not.toBe(code)
    }
    const inUse = await send("u2", { points: 10, partnerDocument: "11122233344" })
    expect(await inUse.json()).toMatchObject({ code: "transfer.document_in_use", details: { document: "11122233344" } })
    const outsider = await s.fetch("/api/me/transfers", json("u4", "POST", { campaignId: "BR-Q2", points: 10, partnerDocument: "555.666.777-88" }))
    expect((await outsider.json()).code).toBe("registration.not_registered")
  })

  it("refuses malformed input with field paths, never a 500", async () => {
    const r = await s.fetch("/api/me/transfers", json("u1", "POST", { campaignId: "BR-Q2", points: "many", partnerDocument: "" }))
    expect(r.status).toBe(400)
    expect((await r.json()).code).toBeTypeOf("string")
  })

  it("lists only my own transfers, whatever user id I put in the body (IDOR)", async () => {
    const r = await s.fetch("/api/me/transfers", json("u2", "POST", { campaignId: "BR-Q2", points: 50, partnerDocument: "555.666.777-88", userId: "u1" }))
    expect(r.status).toBe(201)
    const mine = (await (await s.fetch("/api/me/transfers", { as: "u2" })).json()) as Array<{ points: number; partnerDocument: string }>
    expect(mine).toEqual([expect.objectContaining({ points: 50, partnerDocument: "55566677788" })])
    const u1s = (await (await s.fetch("/api/me/transfers", { as: "u1" })).json()) as Array<{ points: number }>
    expect(u1s.map((t) => t.points)).toEqual([120])
    const wallets = (await (await s.fetch("/api/me/wallets", { as: "u1" })).json()) as Array<{ campaignId: string; balance: number }>
    expect(wallets.find((w) => w.campaignId === "BR-Q2")?.balance).toBe(180)
    expect((await s.fetch("/api/me/transfers")).status).toBe(401)
  })

  it("answers what the partner knows of a document through the port, never who of ours uses it", async () => {
    const active = await (await s.fetch("/api/me/partner-member?document=555.666.777-88", { as: "u1" })).json()
    expect(active).toEqual({ document: "55566677788", status: "active", role: "store_owner", accepts: true })
    const other = await (await s.fetch("/api/me/partner-member?document=33344455566", { as: "u1" })).json()
    expect(other).toMatchObject({ status: "active", role: "other", accepts: false })
    const unknown = await (await s.fetch("/api/me/partner-member?document=123", { as: "u1" })).json()
    expect(unknown).toEqual({ document: "123", status: "unknown", role: null, accepts: false })
  })
})
