import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { signUpForm } from "../../../support/accounts.ts"
import { linkIn, logsIn, mailFor, movableClock, send } from "../../../support/selfService.ts"
import { startTestServer, type TestServer } from "../../../support/server.ts"

let s: TestServer
const clock = movableClock()
beforeAll(async () => {
  s = await startTestServer({ now: clock.now })
})
afterAll(() => s.close())

const form = (n: number, extra: Record<string, unknown> = {}) =>
  signUpForm({ email: `pessoa${n}@exemplo.com.br`, emailConfirmation: `pessoa${n}@exemplo.com.br`, ...extra })

describe("POST /api/accounts (sign-up)", () => {
  it("opens an account awaiting approval, which the admin's approval queue lists as signed up", async () => {
    const r = await send(s, "POST", "/api/accounts", form(1, { document: "935.411.347-80" }))
    expect(r.status).toBe(201)
    const { userId, status } = (await r.json()) as { userId: string; status: string }
    expect(status).toBe("awaiting_approval")
    const queue = await s.fetch(`/api/admin/accounts?filter=${encodeURIComponent(JSON.stringify({ status: "awaiting_approval" }))}`, { as: "adm" })
    const rows = (await queue.json()) as Array<{ id: string; fullName: string; origin: string | null; status: string }>
    expect(rows.find((a) => a.id === userId)).toMatchObject({ fullName: "Joana Quitéria Albuquerque", origin: "sign_up", status: "awaiting_approval" })
  })

  it("answers every failing field with its code and message, in the request's language", async () => {
    const r = await send(s, "POST", "/api/accounts", form(2, { document: "529.982.247-25", emailConfirmation: "x@y.com", birthday: "2010-01-01", acceptTerms: false }), {
      language: "en-US"
    })
    expect(r.status).toBe(422)
    const body = (await r.json()) as { code: string; message: string; details: { fields: Array<{ field: string; code: string; message: string }> } }
    expect(body.code).toBe("account.form_invalid")
    expect(body.message).toBe("Please fill in the form correctly: check the fields marked.")
    expect(body.details.fields).toEqual([
      { field: "emailConfirmation", code: "account.email_mismatch", message: "The e-mail and its confirmation don't match." },
      { field: "birthday", code: "account.under_age", message: "The programme is for people aged 18 or over." },
      { field: "document", code: "account.document_taken", message: expect.stringContaining("already registered") },
      { field: "acceptTerms", code: "account.terms_not_accepted", message: "To take part, accept the terms and conditions." }
    ])
  })

  it("refuses malformed input as 400 with its path, never a 500", async () => {
    const r = await send(s, "POST", "/api/accounts", { ...form(3), country: "XX" })
    expect(r.status).toBe(400)
    expect(((await r.json()) as { code: string }).code).toBe("input.invalid")
  })

  it("answers a repeated Idempotency-Key with the account the first request made", async () => {
    const key = { "idempotency-key": "sign-up-once" }
    const first = await (await send(s, "POST", "/api/accounts", form(4, { document: "046.454.286-32" }), { headers: key })).json()
    const again = await send(s, "POST", "/api/accounts", form(4, { document: "046.454.286-32" }), { headers: key })
    expect(again.status).toBe(201)
    expect(await again.json()).toEqual(first)
  })
})

describe("Approval, first access and the set-password link", () => {
  it("approval sends a single-use set-password link; the password it sets logs in", async () => {
    const r = await send(s, "POST", "/api/accounts", form(5, { document: "390.533.447-05" }))
    const { userId } = (await r.json()) as { userId: string }
    expect(await logsIn(s, userId, "Senha-Forte-1")).toBe(false)
    expect((await s.fetch(`/api/admin/accounts/${userId}/approve`, { method: "POST", as: "adm" })).status).toBe(200)
    const [mail] = await mailFor(s, "pessoa5@exemplo.com.br")
    expect(mail).toMatchObject({ channel: "email", kind: "set_password", userId, locale: "pt-BR" })
    const link = linkIn(mail!.body)
    expect(link).toMatchObject({ route: "set-password", username: userId })
    const info = await (await send(s, "GET", `/api/accounts/links/${link.uidb64}/${link.token}`)).json()
    expect(info).toMatchObject({ username: userId, purpose: "set_password", passwordPolicy: { strength: "medium", minLength: 8 } })

    const weak = await send(s, "POST", "/api/accounts/password", { ...link, password: "fraca", passwordConfirmation: "fraca" })
    expect(weak.status).toBe(422)
    expect(await weak.json()).toMatchObject({ code: "account.password_too_weak", details: { missing: ["length", "upper", "digit"] } })
    const mismatch = await send(s, "POST", "/api/accounts/password", { ...link, password: "Senha-Forte-1", passwordConfirmation: "Senha-Forte-2" })
    expect(((await mismatch.json()) as { code: string }).code).toBe("account.password_mismatch")

    const set = await send(s, "POST", "/api/accounts/password", { ...link, password: "Senha-Forte-1", passwordConfirmation: "Senha-Forte-1" })
    expect(set.status).toBe(200)
    expect(await logsIn(s, "pessoa5@exemplo.com.br", "Senha-Forte-1")).toBe(true)

    const reused = await send(s, "POST", "/api/accounts/password", { ...link, password: "Outra-Senha-2", passwordConfirmation: "Outra-Senha-2" })
    expect(reused.status).toBe(422)
    expect(((await reused.json()) as { code: string }).code).toBe("account.link_invalid")
    expect(((await (await send(s, "GET", `/api/accounts/links/${link.uidb64}/${link.token}`)).json()) as { code: string }).code).toBe("account.link_invalid")
  })

  it("refuses an expired link, and a link whose parts were altered", async () => {
    const { userId } = (await (await send(s, "POST", "/api/accounts", form(6, { document: "862.755.172-39" }))).json()) as { userId: string }
    await s.fetch(`/api/admin/accounts/${userId}/approve`, { method: "POST", as: "adm" })
    const link = linkIn((await mailFor(s, "pessoa6@exemplo.com.br"))[0]!.body)
    const altered = await send(s, "POST", "/api/accounts/password", { ...link, username: "u1", password: "Senha-Forte-1", passwordConfirmation: "Senha-Forte-1" })
    expect(((await altered.json()) as { code: string }).code).toBe("account.link_invalid")
    clock.advance(72 * 60 * 60 * 1000)
    const late = await send(s, "POST", "/api/accounts/password", { ...link, password: "Senha-Forte-1", passwordConfirmation: "Senha-Forte-1" })
    expect(late.status).toBe(422)
    expect(await late.json()).toMatchObject({ code: "account.link_expired", message: "Este link expirou. Peça um novo." })
  })

  it("first access sends a new set-password link to an approved account without a password, and answers alike otherwise", async () => {
    const { userId } = (await (await send(s, "POST", "/api/accounts", form(7, { document: "428.621.587-39" }))).json()) as { userId: string }
    await s.fetch(`/api/admin/accounts/${userId}/approve`, { method: "POST", as: "adm" })
    const known = await send(s, "POST", "/api/accounts/first-access", { login: "pessoa7@exemplo.com.br" })
    const unknown = await send(s, "POST", "/api/accounts/first-access", { login: "ninguem@exemplo.com.br" })
    expect([known.status, unknown.status]).toEqual([202, 202])
    expect(await known.text()).toBe(await unknown.text())
    const mails = await mailFor(s, "pessoa7@exemplo.com.br", 2)
    expect(mails.map((m) => m.kind)).toEqual(["set_password", "set_password"])
    // The newer link voids the older.
    const older = linkIn(mails[1]!.body)
    expect(((await (await send(s, "GET", `/api/accounts/links/${older.uidb64}/${older.token}`)).json()) as { code: string }).code).toBe("account.link_invalid")
  })
})

describe("Sign-up limits", () => {
  it("takes 10 sign-ups an hour from one address, then answers 429 with Retry-After", async () => {
    let last: Response | undefined
    for (let i = 0; i < 12 && last?.status !== 429; i++) last = await send(s, "POST", "/api/accounts", form(100 + i, { fullName: "" }))
    expect(last!.status).toBe(429)
    expect(Number(last!.headers.get("retry-after"))).toBeGreaterThan(0)
  })
})
