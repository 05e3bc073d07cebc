import * as v from "valibot"
import { passwordShortfalls } from "../../../../../domain/rules/passwords.ts"
import { parseDate } from "../../../lib/format.ts"
import type { AccountsKey } from "../i18n/index.ts"
import type { PasswordLevel } from "../api/types.ts"
import { ageOn, isValidDocument, isValidEmail, isValidPhone, localToday } from "./rules.ts"

const m = (key: AccountsKey) => key

const text = (required: boolean) =>
  required
    ? v.pipe(v.string(), v.trim(), v.nonEmpty(m("form.required")), v.maxLength(256, m("form.tooLong")))
    : v.pipe(v.string(), v.trim(), v.maxLength(256, m("form.tooLong")))

const phone = (required: boolean) =>
  v.pipe(
    text(required),
    v.check((p) => p === "" || isValidPhone(p), m("rule.phone"))
  )

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

export interface ProfileRules {
  readonly locale: string
  /** Today, YYYY-MM-DD. */
  readonly today?: string
  /** When editing: the e-mail on file (a confirmation only when it changes). */
  readonly currentEmail?: string
}

/** The profile's fields and SPEC §5's rules: required texts, ≤ 256, e-mail, a past birthday of 18+, phones. */
const profileEntries = ({ locale, today = localToday() }: ProfileRules) => ({
  fullName: text(true),
  nickname: text(false),
  email: v.pipe(
    text(true),
    v.check((e) => e === "" || isValidEmail(e), m("rule.email"))
  ),
  emailConfirmation: v.pipe(v.string(), v.trim()),
  birthday: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(m("form.required")),
    v.transform((typed) => parseDate(typed, locale) ?? "invalid"),
    v.check((day) => day !== "invalid", m("rule.birthdayInvalid")),
    v.check((day) => day === "invalid" || day < today, m("rule.birthdayPast")),
    v.check((day) => day === "invalid" || day >= today || ageOn(day, today) >= 18, m("rule.underAge"))
  ),
  gender: v.picklist(["", "male", "female", "prefer_not_to_say"] as const),
  phones: v.object({ commercial: phone(false), residential: phone(false), whatsapp: phone(false) }),
  address: v.object({
    zipCode: text(true),
    street: text(true),
    number: text(true),
    complement: text(false),
    neighborhood: text(true),
    city: text(true),
    state: text(true)
  }),
  company: text(false),
  profession: text(false)
})

/** The e-mail and its confirmation must match (SPEC §5); when editing, only a changed e-mail asks for it. */
const emailConfirmed = (currentEmail: string | undefined) => (d: { email: string; emailConfirmation: string }) =>
  (currentEmail !== undefined && same(currentEmail, d.email)) || same(d.email, d.emailConfirmation)

export const profileSchema = (rules: ProfileRules) =>
  v.pipe(
    v.object(profileEntries(rules)),
    v.forward(v.partialCheck([["email"], ["emailConfirmation"]], emailConfirmed(rules.currentEmail), m("rule.emailMismatch")), ["emailConfirmation"])
  )

/** Sign-up: the profile, plus the country, its document, the cellphone and the terms. */
export const signUpSchema = (rules: ProfileRules) =>
  v.pipe(
    v.object({
      ...profileEntries(rules),
      country: v.string(),
      document: text(true),
      cellphone: phone(true),
      acceptTerms: v.literal(true, m("rule.terms"))
    }),
    v.forward(v.partialCheck([["email"], ["emailConfirmation"]], emailConfirmed(undefined), m("rule.emailMismatch")), ["emailConfirmation"]),
    v.forward(
      v.partialCheck([["country"], ["document"]], (d) => d.document === "" || isValidDocument(d.country, d.document), m("rule.document")),
      ["document"]
    )
  )

export type ProfileInput = v.InferInput<ReturnType<typeof profileSchema>>
export type SignUpInput = v.InferInput<ReturnType<typeof signUpSchema>>
export type SignUpOutput = v.InferOutput<ReturnType<typeof signUpSchema>>

/** A new password: the level's requirements (≥ 8 characters). */
const newPassword = (level: PasswordLevel) =>
  v.pipe(
    v.string(),
    v.nonEmpty(m("form.required")),
    v.check((p) => passwordShortfalls(p, level).length === 0, m("rule.passwordWeak"))
  )

/** The confirmation must match the new password; the error is said on the confirmation. */
const confirmationMatches = <T extends { password: string; passwordConfirmation: string }>(d: T) => d.password === d.passwordConfirmation

export const newPasswordSchema = (level: PasswordLevel) =>
  v.pipe(
    v.object({ password: newPassword(level), passwordConfirmation: v.string() }),
    v.forward(v.partialCheck([["password"], ["passwordConfirmation"]], confirmationMatches, m("rule.passwordMismatch")), ["passwordConfirmation"])
  )

export const changePasswordSchema = (level: PasswordLevel) =>
  v.pipe(
    v.object({ currentPassword: v.pipe(v.string(), v.nonEmpty(m("form.required"))), password: newPassword(level), passwordConfirmation: v.string() }),
    v.forward(v.partialCheck([["password"], ["passwordConfirmation"]], confirmationMatches, m("rule.passwordMismatch")), ["passwordConfirmation"])
  )

/** Empty optional texts are left out of the body; nested groups without a value too. */
export const compact = (value: unknown): unknown => {
  if (typeof value === "string") return value === "" ? undefined : value
  if (value === null || typeof value !== "object" || Array.isArray(value)) return value
  const entries = Object.entries(value)
    .map(([k, x]) => [k, compact(x)] as const)
    .filter(([, x]) => x !== undefined)
  return entries.length === 0 ? undefined : Object.fromEntries(entries)
}
