import * as v from "valibot"
import { describe, expect, it } from "vitest"
import { isValidCpf as domainCpf, isValidDocument as domainDocument, isValidEmail as domainEmail } from "../../domain/rules/documents.ts"
import { isValidPhone as domainPhone } from "../../domain/rules/phones.ts"
import { ageOn as domainAge } from "../../domain/rules/dates.ts"
import { newPasswordSchema, profileSchema, signUpSchema } from "../../web-learner/src/features/accounts/components/accountSchemas.ts"
import { ageOn, isValidCpf, isValidDocument, isValidEmail, isValidPhone, maskDocument } from "../../web-learner/src/features/accounts/components/rules.ts"

/** A CPF with its two check digits, from nine digits. */
const cpf = (nine: string) => {
  const d = [...nine].map(Number)
  const check = (n: number) => {
    let sum = 0
    for (let i = 0; i < n; i++) sum += d[i]! * (n + 1 - i)
    const r = (sum * 10) % 11
    return r === 10 ? 0 : r
  }
  d.push(check(9))
  d.push(check(10))
  return d.join("")
}

describe("the account screens' rules are the domain's", () => {
  it("agrees on CPFs, documents per country, e-mails and phones over many inputs", () => {
    const samples = ["", "123", "111.111.111-11", "529.982.247-25", "52998224724", "12345678", "1234567", "AB 123", "  ", "a@b", "a@b.co", "a b@c.de", "+55 11 98765-4321", "(11) 8765-4321", "+1234567", "1234567890123456"]
    for (let i = 0; i < 300; i++) samples.push(cpf(String(100_000_000 + i * 2_999_993).slice(0, 9)), String(i * 7919).padStart(11, "0"))
    for (const x of samples) {
      expect(isValidCpf(x), x).toBe(domainCpf(x))
      for (const c of ["BR", "AR", "CL"] as const) expect(isValidDocument(c, x), `${c} ${x}`).toBe(domainDocument(c, x))
      expect(isValidEmail(x), x).toBe(domainEmail(x.trim()))
      expect(isValidPhone(x), x).toBe(domainPhone(x))
    }
    for (const [b, t] of [["2008-05-15", "2026-05-15"], ["2008-05-16", "2026-05-15"], ["2000-02-29", "2026-02-28"], ["1990-12-31", "2026-01-01"]] as const)
      expect(ageOn(b, t), `${b} ${t}`).toBe(domainAge(b, t))
  })

  it("masks documents as SPEC §5 says: ###.###.###-## in Brazil, 8 digits in Argentina, free elsewhere", () => {
    expect(maskDocument("BR", "52998224725")).toBe("529.982.247-25")
    expect(maskDocument("BR", "5299822")).toBe("529.982.2")
    expect(maskDocument("BR", "529.982.247-2599")).toBe("529.982.247-25")
    expect(maskDocument("AR", "37.135.019x9")).toBe("37135019")
    expect(maskDocument("CA", "532 207 156")).toBe("532 207 156")
  })
})

const form = {
  country: "BR",
  fullName: "Joana Quitéria",
  nickname: "",
  email: "joana@exemplo.com.br",
  emailConfirmation: "JOANA@exemplo.com.br",
  document: "529.982.247-25",
  birthday: "10/03/1990",
  gender: "" as const,
  cellphone: "+55 11 98765-4321",
  phones: { commercial: "", residential: "", whatsapp: "" },
  address: { zipCode: "01310-100", street: "Av. Paulista", number: "1000", complement: "", neighborhood: "Bela Vista", city: "São Paulo", state: "SP" },
  company: "",
  profession: "",
  acceptTerms: true as const
}
const issues = (schema: v.GenericSchema, value: unknown) =>
  (v.safeParse(schema, value).issues ?? []).map((i) => `${v.getDotPath(i) ?? ""}:${i.message}`).sort()

describe("the sign-up and profile forms (SPEC §5, checked before sending)", () => {
  const signUp = signUpSchema({ locale: "pt-BR", today: "2026-05-15" })

  it("accepts a complete form, the birthday read in the locale's order", () => {
    const parsed = v.parse(signUp, form)
    expect(parsed.birthday).toBe("1990-03-10")
    expect(v.parse(signUpSchema({ locale: "en-US", today: "2026-05-15" }), { ...form, birthday: "03/10/1990" }).birthday).toBe("1990-03-10")
  })

  it("names every broken rule on its field", () => {
    expect(issues(signUp, { ...form, fullName: " ", email: "joana@", emailConfirmation: "x@y.z", document: "111.111.111-11", cellphone: "12", acceptTerms: false, address: { ...form.address, city: "" } })).toEqual(
      ["acceptTerms:rule.terms", "address.city:form.required", "cellphone:rule.phone", "document:rule.document", "email:rule.email", "fullName:form.required"].sort()
    )
    // The confirmation is compared once the e-mail itself is valid.
    expect(issues(signUp, { ...form, emailConfirmation: "joana@exemplo.com" })).toEqual(["emailConfirmation:rule.emailMismatch"])
    expect(issues(signUp, { ...form, profession: "x".repeat(257) })).toEqual(["profession:form.tooLong"])
    expect(issues(signUp, { ...form, country: "AR", document: "1234567" })).toEqual(["document:rule.document"])
    expect(issues(signUp, { ...form, country: "AR", document: "12345678" })).toEqual([])
  })

  it("wants a birthday that is a real day, before today, of someone 18 or older", () => {
    expect(issues(signUp, { ...form, birthday: "31/02/1990" })).toEqual(["birthday:rule.birthdayInvalid"])
    expect(issues(signUp, { ...form, birthday: "15/05/2026" })).toEqual(["birthday:rule.birthdayPast"])
    expect(issues(signUp, { ...form, birthday: "16/05/2008" })).toEqual(["birthday:rule.underAge"])
    expect(issues(signUp, { ...form, birthday: "15/05/2008" })).toEqual([])
  })

  it("asks to confirm the e-mail on the profile only when it changes", () => {
    const profile = profileSchema({ locale: "pt-BR", today: "2026-05-15", currentEmail: "joana@exemplo.com.br" })
    const { country: _c, document: _d, cellphone: _p, acceptTerms: _t, ...editable } = form
    expect(issues(profile, { ...editable, emailConfirmation: "" })).toEqual([])
    expect(issues(profile, { ...editable, email: "nova@exemplo.com.br", emailConfirmation: "" })).toEqual(["emailConfirmation:rule.emailMismatch"])
  })

  it("holds a new password to the client's level, 8 characters or more, and its confirmation", () => {
    expect(issues(newPasswordSchema("low"), { password: "abcdefg", passwordConfirmation: "abcdefg" })).toEqual(["password:rule.passwordWeak"])
    expect(issues(newPasswordSchema("low"), { password: "abcdefgh", passwordConfirmation: "abcdefgh" })).toEqual([])
    expect(issues(newPasswordSchema("medium"), { password: "abcdefgh", passwordConfirmation: "abcdefgh" })).toEqual(["password:rule.passwordWeak"])
    expect(issues(newPasswordSchema("medium"), { password: "Abcdefg1", passwordConfirmation: "Abcdefg2" })).toEqual(["passwordConfirmation:rule.passwordMismatch"])
    expect(issues(newPasswordSchema("strong"), { password: "Abcdefg1", passwordConfirmation: "Abcdefg1" })).toEqual(["password:rule.passwordWeak"])
    expect(issues(newPasswordSchema("strong"), { password: "Abcdef1!", passwordConfirmation: "Abcdef1!" })).toEqual([])
  })
})
