import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { TestServer } from "../../../support/server.ts"
import { logLength, startAdminServer } from "./adminServer.ts"
import { raClient } from "./raClient.ts"

let s: TestServer
beforeAll(async () => {
  s = await startAdminServer()
})
afterAll(() => s.close())

const erase = (as: string, userId: string, body: unknown) =>
  s.fetch(`/api/admin/accounts/${userId}/erase`, {
    as,
    method: "POST",
    headers: { "content-type": "application/json", "accept-language": "en-US" },
    body: JSON.stringify(body)
  })

const personOf = (userId: string) => s.programme.db.prepare("SELECT count(*) FROM personal_data WHERE user_id = ?").pluck().get(userId)

// Issue 41 item 18: the console erases an account on its holder's behalf, the admin typing the holder's full name.
describe("POST /api/admin/accounts/:id/erase {fullName}", () => {
  it("refuses another name, a missing one, another country's admin and an auditor, erasing nothing", async () => {
    const before = logLength(s)
    const wrong = await erase("adm", "u3", { fullName: "Diego" })
    expect([wrong.status, ((await wrong.json()) as { code: string }).code]).toEqual([422, "account.deletion_name_mismatch"])
    expect((await erase("adm", "u3", {})).status).toBe(400)
    expect((await erase("ar-adm", "u3", { fullName: "Diego Alves" })).status).toBe(404)
    expect((await erase("aud", "u3", { fullName: "Diego Alves" })).status).toBe(403)
    expect(personOf("u3")).toBe(1)
    expect(logLength(s)).toBe(before)
  })

  it("erases with the holder's name typed (case and accents aside): the account then reads as erased", async () => {
    const res = await erase("adm", "u3", { fullName: "diego ALVES" })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ id: "u3", status: "erased", fullName: "[erased]", email: null })
    expect(personOf("u3")).toBe(0)
    const account = await raClient(s, "adm").getOne("accounts", { id: "u3" })
    expect(account.data).toMatchObject({ status: "erased" })
    const again = await erase("adm", "u3", { fullName: "Diego Alves" })
    expect(((await again.json()) as { code: string }).code).toBe("account.already_erased")
  })
})
