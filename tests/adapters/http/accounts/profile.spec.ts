import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { signUpForm } from "../../../support/accounts.ts"
import { codeIn, logsIn, mailFor, movableClock, send } from "../../../support/selfService.ts"
import { startTestServer, type TestServer } from "../../../support/server.ts"

let s: TestServer
const clock = movableClock()
let me = ""
beforeAll(async () => {
  s = await startTestServer({ now: clock.now })
  me = ((await (await send(s, "POST", "/api/accounts", signUpForm())).json()) as { userId: string }).userId
  await s.fetch(`/api/admin/accounts/${me}/approve`, { method: "POST", as: "adm" })
  await s.credentials.setPassword(me, "Senha-Atual-1")
})
afterAll(() => s.close())

const { country: _c, document: _d, cellphone: _p, acceptTerms: _t, emailConfirmation: _e, ...editable } = signUpForm()

describe("My data", () => {
  it("shows the profile kept at sign-up", async () => {
    const r = await send(s, "GET", "/api/me/profile", undefined, { as: me })
    expect(await r.json()).toMatchObject({
      userId: me,
      fullName: "Joana Quitéria Albuquerque",
      email: "joana.quiteria@exemplo.com.br",
      document: "93541134780",
      cellphone: "+5511987654321",
      phoneVerified: false,
      address: { city: "São Paulo", state: "SP" },
      notifications: { email: true, sms: true, whatsapp: true, push: true },
      avatarFileId: null
    })
  })

  it("edits it under the sign-up rules, answering each field", async () => {
    const bad = await send(s, "PUT", "/api/me/profile", { ...editable, email: "nova@exemplo.com.br", birthday: "2030-01-01" }, { as: me, language: "es-ES" })
    expect(bad.status).toBe(422)
    expect(((await bad.json()) as { details: { fields: unknown } }).details.fields).toEqual([
      { field: "emailConfirmation", code: "account.email_mismatch", message: "El correo electrónico y su confirmación no coinciden." },
      { field: "birthday", code: "account.birthday_not_past", message: expect.any(String) }
    ])
    const ok = await send(s, "PUT", "/api/me/profile", { ...editable, nickname: "Jo", address: { ...editable.address as object, number: "1600" } }, { as: me })
    expect(ok.status).toBe(200)
    expect(await ok.json()).toMatchObject({ nickname: "Jo", address: { number: "1600" } })
  })

  it("keeps notification preferences", async () => {
    const prefs = { email: true, sms: false, whatsapp: true, push: false }
    expect(await (await send(s, "PUT", "/api/me/notifications", prefs, { as: me })).json()).toEqual(prefs)
    expect(((await (await send(s, "GET", "/api/me/profile", undefined, { as: me })).json()) as { notifications: unknown }).notifications).toEqual(prefs)
  })

  it("takes as avatar only an image I uploaded", async () => {
    const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64")
    const body = new FormData()
    body.append("file", new Blob([png], { type: "image/png" }), "me.png")
    const { fileId } = (await (await s.fetch("/api/files", { method: "POST", body, as: me })).json()) as { fileId: string }
    expect(((await (await send(s, "PUT", "/api/me/avatar", { fileId }, { as: me })).json()) as { avatarFileId: string }).avatarFileId).toBe(fileId)
    const others = await send(s, "PUT", "/api/me/avatar", { fileId }, { as: "u1" })
    expect(others.status).toBe(404)
    expect(((await (await send(s, "DELETE", "/api/me/avatar", undefined, { as: me })).json()) as { avatarFileId: null }).avatarFileId).toBeNull()
  })
})

describe("Changing my password", () => {
  it("needs the current password, the level's rules and the confirmation; ends my other sessions only", async () => {
    const other = s.tokenFor(me)
    const wrong = await send(s, "PUT", "/api/me/password", { currentPassword: "errada", password: "Senha-Nova-2", passwordConfirmation: "Senha-Nova-2" }, { as: me })
    expect(await wrong.json()).toMatchObject({ code: "account.current_password_wrong", message: "Erro ao alterar a senha: verifique a senha atual." })
    const weak = await send(s, "PUT", "/api/me/password", { currentPassword: "Senha-Atual-1", password: "senhanova", passwordConfirmation: "senhanova" }, { as: me })
    expect(await weak.json()).toMatchObject({ code: "account.password_too_weak", details: { strength: "medium", missing: ["upper", "digit"] } })
    const mine = s.tokenFor(me)
    const ok = await s.fetch("/api/me/password", {
      method: "PUT",
      headers: { authorization: `Bearer ${mine}`, "content-type": "application/json" },
      body: JSON.stringify({ currentPassword: "Senha-Atual-1", password: "Senha-Nova-2", passwordConfirmation: "Senha-Nova-2" })
    })
    expect(ok.status).toBe(200)
    expect(await logsIn(s, me, "Senha-Nova-2")).toBe(true)
    expect((await s.fetch("/api/me", { headers: { authorization: `Bearer ${mine}` } })).status).toBe(200)
    expect((await s.fetch("/api/me", { headers: { authorization: `Bearer ${other}` } })).status).toBe(401)
  })

  it("stops after five wrong current passwords in 15 minutes (429)", async () => {
    clock.advance(16 * 60 * 1000)
    const statuses: Array<number> = []
    for (let i = 0; i < 6; i++) {
      statuses.push((await send(s, "PUT", "/api/me/password", { currentPassword: `errada-${i}`, password: "Senha-Nova-3", passwordConfirmation: "Senha-Nova-3" }, { as: me })).status)
    }
    expect(statuses.slice(-2)).toEqual([422, 429])
  })

  it("tells the strength level and its rule for the meter", async () => {
    expect(await (await send(s, "GET", "/api/me/password-policy", undefined, { as: me, language: "fr-FR" })).json()).toEqual({
      strength: "medium",
      minLength: 8,
      requirements: ["length", "upper", "lower", "digit"],
      description: "Utilisez au moins 8 caractères, avec des majuscules, des minuscules et des chiffres."
    })
  })
})

describe("Phone verification and change (SPEC §4: 300-second cooldown)", () => {
  it("sends a code to my phone, counts the cooldown down, and verifies the phone with the code", async () => {
    const sent = await send(s, "POST", "/api/me/phone/verification", { channel: "whatsapp" }, { as: me })
    expect(sent.status).toBe(202)
    expect(await sent.json()).toEqual({ sentTo: "•••••••••4321", channel: "whatsapp", expiresInSeconds: 600, retryAfterSeconds: 300 })
    clock.advance(60_000)
    const again = await send(s, "POST", "/api/me/phone/verification", { channel: "whatsapp" }, { as: me })
    expect(again.status).toBe(429)
    expect(await again.json()).toMatchObject({ code: "account.code_cooldown", details: { retryAfterSeconds: 240 } })
    expect(await (await send(s, "GET", "/api/me/phone", undefined, { as: me })).json()).toEqual({
      phone: "+5511987654321",
      verified: false,
      pendingPhone: null,
      retryAfterSeconds: 240
    })
    const [msg] = await mailFor(s, "+5511987654321")
    expect(msg).toMatchObject({ channel: "whatsapp", kind: "phone_code" })
    const wrong = await send(s, "POST", "/api/me/phone/verification/confirm", { code: codeIn(msg!.body) === "000000" ? "111111" : "000000" }, { as: me })
    expect(((await wrong.json()) as { code: string }).code).toBe("account.code_invalid")
    const ok = await send(s, "POST", "/api/me/phone/verification/confirm", { code: codeIn(msg!.body) }, { as: me })
    expect(await ok.json()).toMatchObject({ phone: "+5511987654321", verified: true })
  })

  it("changes the phone: the new number replaces mine once its code is confirmed", async () => {
    clock.advance(240_000)
    expect((await send(s, "POST", "/api/me/phone/verification", { phone: "12", channel: "sms" }, { as: me })).status).toBe(422)
    const sent = await send(s, "POST", "/api/me/phone/verification", { phone: "+55 21 99876-5432", channel: "sms" }, { as: me })
    expect(sent.status).toBe(202)
    expect(await (await send(s, "GET", "/api/me/phone", undefined, { as: me })).json()).toMatchObject({ phone: "+5511987654321", pendingPhone: "+5521998765432" })
    const [msg] = await mailFor(s, "+5521998765432")
    const ok = await send(s, "POST", "/api/me/phone/verification/confirm", { code: codeIn(msg!.body) }, { as: me })
    expect(await ok.json()).toEqual({ phone: "+5521998765432", verified: true, pendingPhone: null, retryAfterSeconds: 300 })
  })

  it("voids a phone code after five wrong ones", async () => {
    clock.advance(300_000)
    await send(s, "POST", "/api/me/phone/verification", { channel: "sms" }, { as: me })
    const [msg] = await mailFor(s, "+5521998765432", 2)
    const right = codeIn(msg!.body)
    const wrong = right === "000000" ? "111111" : "000000"
    const codes: Array<string> = []
    for (let i = 0; i < 5; i++) codes.push(((await (await send(s, "POST", "/api/me/phone/verification/confirm", { code: wrong }, { as: me })).json()) as { code: string }).code)
    expect(codes).toEqual(["account.code_invalid", "account.code_invalid", "account.code_invalid", "account.code_invalid", "account.code_attempts_exceeded"])
    const late = await send(s, "POST", "/api/me/phone/verification/confirm", { code: right }, { as: me })
    expect(late.status).toBe(429)
  })
})
