import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { TestServer } from "../../../support/server.ts"
import { startAdminServer } from "./adminServer.ts"
import { raClient } from "./raClient.ts"
import { signUpForm } from "../../../support/accounts.ts"
import { send } from "../../../support/selfService.ts"

let s: TestServer
beforeAll(async () => {
  s = await startAdminServer()
})
afterAll(() => s.close())

const page = { page: 1, perPage: 25 }

// Issue 41 item 15: what the console shows to decide — the facts come from the admin API.
describe("Context to decide, through ra-data-simple-rest", () => {
  it("gives a level-up request the level held now, the campaign and total XP, and the campaign's thresholds", async () => {
    const ra = raClient(s, "ar-adm")
    const [request] = (await ra.getList("level-ups", { pagination: page, sort: { field: "id", order: "ASC" }, filter: { userId: "ar1", status: "pending" } })).data
    const xp = s.programme.db.prepare("SELECT xp FROM campaign_xp WHERE user_id = 'ar1' AND campaign_id = 'AR-Q1'").pluck().get()
    expect(request).toMatchObject({
      toLevel: 2,
      currentLevel: 1,
      campaignXp: xp,
      totalXp: xp,
      levels: { creator: { reach: 1000, keep: 500 }, influencer: { reach: 3000, keep: 1500 } }
    })
    expect((await ra.getOne("level-ups", { id: request!.id })).data).toEqual(request)
  })

  it("gives the sign-up queue each account's document and birthday", async () => {
    const ra = raClient(s, "adm")
    const u1 = await ra.getOne("accounts", { id: "u1" })
    expect(u1.data).toMatchObject({ document: "52998224725", birthday: "1994-07-21" })
  })

  it("names each sale of a bulk approval by its invoice number, never another country's", async () => {
    const res = await s.fetch("/api/admin/sales/approve", {
      as: "adm",
      method: "POST",
      headers: { "content-type": "application/json", "accept-language": "en-US" },
      body: JSON.stringify({ ids: ["s5", "ar-s3", "nope"] })
    })
    const results = (await res.json()) as Array<{ id: string; invoiceNumber?: string; ok: boolean }>
    expect(results.map(({ id, invoiceNumber, ok }) => ({ id, invoiceNumber, ok }))).toEqual([
      { id: "s5", invoiceNumber: "NF2002", ok: true },
      { id: "ar-s3", invoiceNumber: undefined, ok: false },
      { id: "nope", invoiceNumber: undefined, ok: false }
    ])
    const again = (await (await s.fetch("/api/admin/sales/approve", { as: "adm", method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ ids: ["s5"] }) })).json()) as Array<{ invoiceNumber?: string; ok: boolean }>
    expect(again).toMatchObject([{ invoiceNumber: "NF2002", ok: false }])
  })

  it("rejects a sign-up with a reason: the account reads rejected, and approving it then is refused", async () => {
    const { userId } = (await (await send(s, "POST", "/api/accounts", signUpForm())).json()) as { userId: string }
    const command = (verb: string, body: unknown) =>
      s.fetch(`/api/admin/accounts/${userId}/${verb}`, { as: "adm", method: "POST", headers: { "content-type": "application/json", "accept-language": "en-US" }, body: JSON.stringify(body) })
    expect((await command("reject", { reason: "" })).status).toBe(400)
    const rejected = await command("reject", { reason: "Documento ilegível" })
    expect(await rejected.json()).toMatchObject({ id: userId, status: "rejected", blockReason: "Documento ilegível" })
    const queue = await raClient(s, "adm").getList("accounts", { pagination: page, sort: { field: "id", order: "ASC" }, filter: { status: "awaiting_approval" } })
    expect(queue.data.map((a) => a.id)).not.toContain(userId)
    const approve = await command("approve", {})
    expect([approve.status, ((await approve.json()) as { code: string }).code]).toEqual([422, "account.not_awaiting_approval"])
  })
})
