import { afterEach, describe, expect, it } from "vitest"
import { AccountErased, AccountRegistered, ProfileChanged, SignUpRejected } from "../../../domain/account/events.ts"
import { scenario, type Scenario } from "../../support/scenario.ts"
import { approve, registerAccount, signUp, signUpForm } from "../../support/accounts.ts"

let s: Scenario
afterEach(() => s.close())

const at = "2026-01-10T10:00:00-03:00"
const fieldsOf = (outcome: ReturnType<Scenario["when"]>) => {
  expect(outcome.handled.outcome.status).toBe("rejected")
  return (outcome.handled.outcome as unknown as { details: { fields: Array<{ field: string; code: string }> } }).details.fields
}

describe("SignUp", () => {
  it("opens a learner's account awaiting approval, marked as signed up, with no personal data in the event", () => {
    s = scenario().at(at)
    s.when(signUp("u1")).thenEvents(new AccountRegistered({ userId: "u1", country: "BR", role: "learner", origin: "sign_up" }))
    expect(s.programme.db.prepare("SELECT status, origin FROM accounts").get()).toEqual({ status: "awaiting_approval", origin: "sign_up" })
    const stored = JSON.stringify(s.programme.db.prepare("SELECT * FROM events").all())
    for (const trace of ["Joana", "93541134780", "935.411.347-80", "joana.quiteria", "98765", "Paulista"]) expect(stored).not.toContain(trace)
  })

  it("keeps the profile in personal_data: phone normalized, address as typed", () => {
    s = scenario().at(at).run(signUp("u1"))
    const row = s.programme.db.prepare<[], { phone: string; profile: string }>("SELECT phone, profile FROM personal_data").get()!
    expect(row.phone).toBe("+5511987654321")
    expect(JSON.parse(row.profile)).toEqual({
      address: { zipCode: "01310-100", street: "Avenida Paulista", number: "1578", neighborhood: "Bela Vista", city: "São Paulo", state: "SP" }
    })
  })

  it("answers every failing field at once, with its code", () => {
    s = scenario().at(at)
    const outcome = s.when(
      signUp("u1", {
        fullName: "",
        email: "joana",
        emailConfirmation: "outra@exemplo.com",
        document: "111.111.111-11",
        birthday: "2026-01-10",
        cellphone: "123",
        address: { zipCode: "", street: "Rua", number: "1", neighborhood: "B", city: "C", state: "x".repeat(257) },
        acceptTerms: false
      })
    )
    expect(outcome.handled.outcome).toMatchObject({ code: "account.form_invalid" })
    expect(fieldsOf(outcome)).toEqual([
      { field: "fullName", code: "input.required" },
      { field: "email", code: "account.invalid_email" },
      { field: "emailConfirmation", code: "account.email_mismatch" },
      { field: "birthday", code: "account.birthday_not_past" },
      { field: "address.zipCode", code: "input.required" },
      { field: "address.state", code: "input.too_long" },
      { field: "document", code: "account.invalid_document" },
      { field: "cellphone", code: "account.invalid_phone" },
      { field: "acceptTerms", code: "account.terms_not_accepted" }
    ])
  })

  it("refuses a document already registered in the country", () => {
    s = scenario().at(at).run(registerAccount("u0", { document: "935.411.347-80" }))
    expect(fieldsOf(s.when(signUp("u1", { document: "93541134780" })))).toEqual([{ field: "document", code: "account.document_taken" }])
  })

  it("accepts the same document in another country (unique per country)", () => {
    s = scenario().at(at).run(registerAccount("u0", { country: "AR", document: "12345678" }))
    s.when(signUp("u1", { country: "BR", document: "935.411.347-80" })).thenEvents(
      new AccountRegistered({ userId: "u1", country: "BR", role: "learner", origin: "sign_up" })
    )
    s.when(signUp("u2", { country: "AR", document: "12.345.679", email: "b@exemplo.com", emailConfirmation: "b@exemplo.com" })).thenEvents(
      new AccountRegistered({ userId: "u2", country: "AR", role: "learner", origin: "sign_up" })
    )
  })

  it("checks the CPF's check digits and the 8 digits of Argentina", () => {
    s = scenario().at(at)
    expect(fieldsOf(s.when(signUp("u1", { document: "935.411.347-81" })))).toEqual([{ field: "document", code: "account.invalid_document" }])
    expect(fieldsOf(s.when(signUp("u1", { country: "AR", document: "1234567" })))).toEqual([{ field: "document", code: "account.invalid_document" }])
  })

  it("needs 18 years on the country's today: the day before the 18th birthday is refused, the day itself accepted", () => {
    s = scenario().at(at)
    expect(fieldsOf(s.when(signUp("u1", { birthday: "2008-01-11" })))).toEqual([{ field: "birthday", code: "account.under_age" }])
    s.when(signUp("u1", { birthday: "2008-01-10" })).thenEvents(new AccountRegistered({ userId: "u1", country: "BR", role: "learner", origin: "sign_up" }))
  })

  it("refuses a birthday that is not a whole date", () => {
    s = scenario().at(at)
    expect(fieldsOf(s.when(signUp("u1", { birthday: "1990-02-30" })))).toEqual([{ field: "birthday", code: "account.birthday_invalid" }])
  })

  it("takes 256 characters in a text field, not 257", () => {
    s = scenario().at(at)
    expect(fieldsOf(s.when(signUp("u1", { fullName: "a".repeat(257) })))).toEqual([{ field: "fullName", code: "input.too_long" }])
    s.when(signUp("u1", { fullName: "a".repeat(256) })).thenEvents(new AccountRegistered({ userId: "u1", country: "BR", role: "learner", origin: "sign_up" }))
  })

  it("compares the e-mail with its confirmation without regard to case", () => {
    s = scenario().at(at)
    s.when(signUp("u1", { emailConfirmation: "Joana.Quiteria@Exemplo.com.br" })).thenEvents(
      new AccountRegistered({ userId: "u1", country: "BR", role: "learner", origin: "sign_up" })
    )
  })

  it("signs up a user id once", () => {
    s = scenario().at(at).run(signUp("u1"))
    s.when(signUp("u1", { document: "529.982.247-25" })).thenRejects("account.already_exists", { userId: "u1" })
  })
})

const profile = (userId: string, extra: Partial<Record<string, unknown>> = {}) => {
  const { country: _c, document: _d, cellphone: _p, acceptTerms: _t, emailConfirmation: _e, ...fields } = signUpForm()
  return { type: "ChangeProfile", payload: { userId, ...fields, ...extra }, actor: `user:${userId}` }
}

describe("ChangeProfile", () => {
  it("changes the profile under the same rules; the event names only the user", () => {
    s = scenario().at(at).run(signUp("u1"), approve("u1"))
    s.when(profile("u1", { fullName: "Joana Q. Albuquerque" })).thenEvents(new ProfileChanged({ userId: "u1" }))
    expect(s.programme.db.prepare("SELECT full_name FROM personal_data").pluck().get()).toBe("Joana Q. Albuquerque")
    const fields = (s.when(profile("u1", { birthday: "2010-01-01", fullName: "b".repeat(300) })).handled.outcome as unknown as { details: { fields: unknown } }).details.fields
    expect(fields).toEqual([
      { field: "fullName", code: "input.too_long" },
      { field: "birthday", code: "account.under_age" }
    ])
  })

  it("asks the confirmation only when the e-mail changes", () => {
    s = scenario().at(at).run(signUp("u1"), approve("u1"))
    s.when(profile("u1", { email: "JOANA.quiteria@exemplo.com.br" })).thenEvents(new ProfileChanged({ userId: "u1" }))
    const outcome = s.when(profile("u1", { email: "nova@exemplo.com.br" })).handled.outcome as unknown as { details: { fields: unknown } }
    expect(outcome.details.fields).toEqual([{ field: "emailConfirmation", code: "account.email_mismatch" }])
    s.when(profile("u1", { email: "nova@exemplo.com.br", emailConfirmation: "nova@exemplo.com.br" })).thenEvents(new ProfileChanged({ userId: "u1" }))
  })

  it("is the holder's own: another learner may not change it", () => {
    s = scenario().at(at).run(signUp("u1"), approve("u1"), signUp("u2", { document: "529.982.247-25" }), approve("u2"))
    s.when({ ...profile("u1"), actor: "user:u2" }).thenRejects("auth.forbidden")
  })
})

// Issue 41 item 15: the sign-up queue rejects as well as approves.
describe("RejectSignUp", () => {
  it("rejects a sign-up awaiting approval with a reason; it is then never approved, nor rejected again", () => {
    s = scenario().at(at).run(signUp("u1"))
    s.when({ type: "RejectSignUp", payload: { userId: "u1", reason: "Documento ilegível" } }).thenEvents(new SignUpRejected({ userId: "u1", reason: "Documento ilegível" }))
    expect(s.programme.db.prepare("SELECT status, block_reason AS reason FROM accounts").get()).toEqual({ status: "rejected", reason: "Documento ilegível" })
    s.when(approve("u1")).thenRejects("account.not_awaiting_approval", { userId: "u1" })
    s.when({ type: "RejectSignUp", payload: { userId: "u1", reason: "x" } }).thenRejects("account.not_awaiting_approval", { userId: "u1" })
  })

  it("refuses an approved account, an unknown one, and a missing reason", () => {
    s = scenario().at(at).run(signUp("u1"), approve("u1"))
    s.when({ type: "RejectSignUp", payload: { userId: "u1", reason: "x" } }).thenRejects("account.not_awaiting_approval", { userId: "u1" })
    s.when({ type: "RejectSignUp", payload: { userId: "u9", reason: "x" } }).thenRejects("account.not_found", { userId: "u9" })
    expect(s.programme.handler.decode("RejectSignUp", { userId: "u1", reason: "" })._tag).toBe("Failure")
  })
})

describe("EraseAccount", () => {
  it("erases when the holder types their full name; the event carries the id only", () => {
    s = scenario().at(at).run(signUp("u1"), approve("u1"))
    s.when({ type: "EraseAccount", payload: { userId: "u1", fullName: "joana quiteria albuquerque" }, actor: "user:u1" }).thenEvents(
      new AccountErased({ userId: "u1" })
    )
    expect(s.programme.db.prepare("SELECT count(*) FROM personal_data").pluck().get()).toBe(0)
    expect(s.programme.db.prepare("SELECT status, erased_at IS NOT NULL AS erased FROM accounts").get()).toEqual({ status: "erased", erased: 1 })
  })

  it("refuses another name, and a missing one, from the holder", () => {
    s = scenario().at(at).run(signUp("u1"), approve("u1"))
    s.when({ type: "EraseAccount", payload: { userId: "u1", fullName: "Joana Albuquerque" }, actor: "user:u1" }).thenRejects("account.deletion_name_mismatch", {})
    s.when({ type: "EraseAccount", payload: { userId: "u1" }, actor: "user:u1" }).thenRejects("account.deletion_name_mismatch", {})
  })

  // Issue 41 item 18: the console erases on the holder's behalf, the admin typing the holder's name.
  it("erases for an admin who types the holder's full name, and refuses another name from the admin", () => {
    s = scenario().at(at).run(registerAccount("adm", { role: "admin" }), approve("adm"), signUp("u1"), approve("u1"))
    s.when({ type: "EraseAccount", payload: { userId: "u1", fullName: "Joana Albuquerque" }, actor: "admin:adm" }).thenRejects("account.deletion_name_mismatch", {})
    s.when({ type: "EraseAccount", payload: { userId: "u1", fullName: "Joana Quitéria Albuquerque" }, actor: "admin:adm" }).thenEvents(new AccountErased({ userId: "u1" }))
  })

  it("needs no name when the programme re-applies an erasure", () => {
    s = scenario().at(at).run(signUp("u1"))
    s.when({ type: "EraseAccount", payload: { userId: "u1" } }).thenEvents(new AccountErased({ userId: "u1" }))
  })

  it("erases once; an erased account cannot be approved, blocked or edited again", () => {
    s = scenario().at(at).run(signUp("u1"), { type: "EraseAccount", payload: { userId: "u1" } })
    s.when({ type: "EraseAccount", payload: { userId: "u1" } }).thenRejects("account.already_erased", { userId: "u1" })
    s.when(approve("u1")).thenRejects("account.already_erased", { userId: "u1" })
    s.when({ type: "BlockAccount", payload: { userId: "u1", reason: "x" } }).thenRejects("account.already_erased", { userId: "u1" })
    s.when({ type: "ChangeProfile", payload: profile("u1").payload }).thenRejects("account.already_erased", { userId: "u1" })
  })
})
