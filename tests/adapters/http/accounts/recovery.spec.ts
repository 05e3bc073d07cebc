import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { readMailbox } from "../../../../adapters/outbox/localMailbox.ts"
import { codeIn, linkIn, logsIn, mailFor, movableClock, send, settle } from "../../../support/selfService.ts"
import { startTestServer, type TestServer } from "../../../support/server.ts"

let s: TestServer
const clock = movableClock()
beforeAll(async () => {
  s = await startTestServer({ now: clock.now })
  // u1 (Bruno Souza, CPF 529.982.247-25, u1@example.com.br) has a password and a phone.
  await s.credentials.setPassword("u1", "Senha-Antiga-1")
  s.programme.db.prepare("UPDATE personal_data SET phone = '+5511987654321' WHERE user_id = 'u1'").run()
})
afterAll(() => s.close())

/** Status, body and headers but the date: what a client can tell apart. */
const observable = async (r: Response) => ({
  status: r.status,
  body: await r.text(),
  headers: [...r.headers.entries()].filter(([k]) => k !== "date")
})

describe("Password recovery answers the same for existing and unknown accounts", () => {
  it("by e-mail, document and username: identical answers; only the existing account gets a link", async () => {
    const pairs = [
      [{ by: "email", value: "u1@example.com.br" }, { by: "email", value: "nobody@example.com.br" }],
      [{ by: "document", value: "529.982.247-25", country: "BR" }, { by: "document", value: "390.533.447-05", country: "BR" }],
      [{ by: "username", value: "u1" }, { by: "username", value: "u-nobody" }]
    ]
    for (const [known, unknown] of pairs) {
      const a = await observable(await send(s, "POST", "/api/accounts/password-recovery", known))
      const b = await observable(await send(s, "POST", "/api/accounts/password-recovery", unknown))
      expect(a).toEqual(b)
      expect(a.status).toBe(202)
    }
    const mails = await mailFor(s, "u1@example.com.br", 3)
    expect(mails.map((m) => m.kind)).toEqual(["recover_password", "recover_password", "recover_password"])
    expect(readMailbox(s.programme.db, { recipient: "nobody@example.com.br" })).toEqual([])
  })

  it("takes a similar time either way (the same lookup and hashing; the message is written after the answer)", async () => {
    const time = async (value: string) => {
      const start = performance.now()
      await send(s, "POST", "/api/accounts/password-recovery", { by: "username", value })
      return performance.now() - start
    }
    const known: Array<number> = []
    const unknown: Array<number> = []
    for (let i = 0; i < 8; i++) {
      clock.advance(16 * 60 * 1000) // past the request limits' window
      known.push(await time("u2"))
      unknown.push(await time(`u-nobody-${i}`))
    }
    // The fastest of eight is the work itself, without the noise of two busy cores. What this
    // catches is work done for one of them only, such as a password hash (~100 ms here).
    expect(Math.abs(Math.min(...known) - Math.min(...unknown))).toBeLessThan(40)
  })

  it("the recovery link sets a new password once; the old one stops working", async () => {
    clock.advance(16 * 60 * 1000)
    await send(s, "POST", "/api/accounts/password-recovery", { by: "email", value: "U1@Example.com.br" })
    const [mail] = await mailFor(s, "u1@example.com.br", 4)
    const link = linkIn(mail!.body)
    expect(link.route).toBe("recover-password")
    const r = await send(s, "POST", "/api/accounts/password", { ...link, password: "Senha-Nova-22", passwordConfirmation: "Senha-Nova-22" })
    expect(r.status).toBe(200)
    expect(await logsIn(s, "u1", "Senha-Nova-22")).toBe(true)
    expect(await logsIn(s, "u1", "Senha-Antiga-1")).toBe(false)
  })

  it("limits requests per value asked: the sixth in 15 minutes is 429, for an unknown value too", async () => {
    clock.advance(16 * 60 * 1000)
    for (const value of ["u3", "u-ghost"]) {
      const statuses: Array<number> = []
      for (let i = 0; i < 6; i++) statuses.push((await send(s, "POST", "/api/accounts/password-recovery", { by: "username", value }, {})).status)
      expect(statuses.slice(0, 5).every((x) => x === 202 || x === 429)).toBe(true)
      expect(statuses[5]).toBe(429)
      clock.advance(16 * 60 * 1000)
    }
  })
})

describe("Recovery by SMS or WhatsApp code", () => {
  const ask = (extra: Record<string, unknown> = {}) =>
    send(s, "POST", "/api/accounts/password-recovery/code", { by: "document", value: "52998224725", country: "BR", phone: "(11) 98765-4321", channel: "sms", ...extra })
  const verify = (code: string, value = "52998224725") => send(s, "POST", "/api/accounts/password-recovery/code/verify", { by: "document", value, country: "BR", code })

  it("sends a code only when the phone matches the registered one, answering alike", async () => {
    clock.advance(16 * 60 * 1000)
    const wrongPhone = await observable(await ask({ phone: "(11) 91111-2222", value: "529.982.247-25" }))
    await settle()
    expect(readMailbox(s.programme.db, { recipient: "+5511911112222" })).toEqual([])
    expect(readMailbox(s.programme.db, { recipient: "+5511987654321" })).toEqual([])
    clock.advance(301_000)
    const right = await observable(await ask())
    expect(right).toEqual(wrongPhone)
    expect(JSON.parse(right.body)).toEqual({ status: "accepted", retryAfterSeconds: 300, expiresInSeconds: 600 })
    const [sms] = await mailFor(s, "+5511987654321")
    expect(sms).toMatchObject({ channel: "sms", kind: "recovery_code", userId: "u1" })
  })

  it("waits 300 seconds before another code, for an unknown account too, and says how long is left", async () => {
    clock.advance(100_000)
    const early = await ask()
    expect(early.status).toBe(429)
    expect(early.headers.get("retry-after")).toBe("200")
    expect(await early.json()).toMatchObject({ code: "account.code_cooldown", details: { retryAfterSeconds: 200 } })
    const unknownFirst = await ask({ value: "390.533.447-05" })
    const unknownAgain = await ask({ value: "390.533.447-05" })
    expect([unknownFirst.status, unknownAgain.status]).toEqual([202, 429])
    clock.advance(200_000)
    expect((await ask()).status).toBe(202)
  })

  it("exchanges the right code for a recovery link, once", async () => {
    const [sms] = await mailFor(s, "+5511987654321", 2)
    const code = codeIn(sms!.body)
    const r = await verify(code)
    expect(r.status).toBe(200)
    const parts = (await r.json()) as { username: string; uidb64: string; token: string }
    expect(parts.username).toBe("u1")
    expect((await send(s, "GET", `/api/accounts/links/${parts.uidb64}/${parts.token}`)).status).toBe(200)
    expect(((await (await verify(code)).json()) as { code: string }).code).toBe("account.code_invalid")
  })

  it("voids a code after five wrong ones, answering the sixth try 429 — for an unknown account alike", async () => {
    clock.advance(301_000)
    await ask()
    const [sms] = await mailFor(s, "+5511987654321", 3)
    const right = codeIn(sms!.body)
    const wrong = right === "000000" ? "111111" : "000000"
    for (const value of ["52998224725", "39053344705"]) {
      const statuses: Array<number> = []
      for (let i = 0; i < 5; i++) statuses.push((await verify(wrong, value)).status)
      expect(statuses).toEqual([422, 422, 422, 422, 422])
      const sixth = await verify(value === "52998224725" ? right : wrong, value)
      expect(sixth.status).toBe(429)
      expect(((await sixth.json()) as { code: string }).code).toBe("account.code_attempts_exceeded")
    }
    // Past the limit's window the code stays void: the right one is refused.
    clock.advance(16 * 60 * 1000)
    expect(((await (await verify(right)).json()) as { code: string }).code).toBe("account.code_invalid")
  })

  it("refuses a code past its 10 minutes", async () => {
    clock.advance(301_000)
    await ask()
    const [sms] = await mailFor(s, "+5511987654321", 4)
    clock.advance(600_000)
    const late = await verify(codeIn(sms!.body))
    expect(await late.json()).toMatchObject({ code: "account.code_invalid", message: "Código inválido ou expirado." })
  })
})
