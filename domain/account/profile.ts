import { Schema } from "effect"
import { CountryCode, timeZoneOf } from "../rules/countries.ts"
import { ageOn, isCalendarDate, localDate } from "../rules/dates.ts"
import { isValidDocument, isValidEmail, normalizeDocument } from "../rules/documents.ts"
import { isValidPhone } from "../rules/phones.ts"

/**
 * The profile fields of SPEC §3 the programme needs, as a form sends them. Strings are taken
 * as typed (bounded only against abuse) so that every field rule answers per field
 * (`account.form_invalid`) rather than as a malformed body.
 */
const Field = Schema.String.check(Schema.isMaxLength(4096))
const OptionalField = Schema.optionalKey(Field)

export const Gender = Schema.Literals(["male", "female", "prefer_not_to_say"])

export const Address = Schema.Struct({
  zipCode: Field,
  street: Field,
  number: Field,
  complement: OptionalField,
  neighborhood: Field,
  city: Field,
  state: Field
})
export type Address = typeof Address.Type

/** Phones other than the cellphone, which changes only through its verification (SPEC §4). */
export const OtherPhones = Schema.Struct({ commercial: OptionalField, residential: OptionalField, whatsapp: OptionalField })
export type OtherPhones = typeof OtherPhones.Type

/** What a profile holds besides name, e-mail, document and birthday: kept in `personal_data.profile`. */
export const ProfileExtras = Schema.Struct({
  nickname: OptionalField,
  gender: Schema.optionalKey(Gender),
  phones: Schema.optionalKey(OtherPhones),
  address: Address,
  agencyId: OptionalField,
  company: OptionalField,
  profession: OptionalField
})
export type ProfileExtras = typeof ProfileExtras.Type

/** The editable fields, shared by sign-up and `PUT /api/me/profile`. */
export const ProfileFields = {
  fullName: Field,
  email: Field,
  emailConfirmation: OptionalField,
  birthday: Field,
  ...ProfileExtras.fields
}

export const SignUpFields = {
  country: CountryCode,
  document: Field,
  cellphone: Field,
  acceptTerms: Schema.Boolean,
  ...ProfileFields
}

export interface FieldIssue {
  readonly field: string
  readonly code: string
}

export const textLimit = 256
export const minimumAge = 18

interface ProfileInput {
  readonly fullName: string
  readonly email: string
  readonly emailConfirmation?: string
  readonly birthday: string
  readonly nickname?: string
  readonly phones?: OtherPhones
  readonly address: Address
  readonly agencyId?: string
  readonly company?: string
  readonly profession?: string
}

export interface ProfileContext {
  readonly country: CountryCode
  /** The instant of the decision: "today" is its date in the country's zone. */
  readonly now: number
  /** The e-mail on file, when editing: a confirmation is needed only when it changes. */
  readonly currentEmail?: string
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/** SPEC §5's rules of a profile, one issue per failing field (empty when all hold). */
export const profileIssues = (p: ProfileInput, ctx: ProfileContext): Array<FieldIssue> => {
  const issues: Array<FieldIssue> = []
  const text = (field: string, value: string | undefined, required: boolean) => {
    if (value === undefined || value.trim() === "") {
      if (required) issues.push({ field, code: "input.required" })
      return false
    }
    if ([...value].length > textLimit) {
      issues.push({ field, code: "input.too_long" })
      return false
    }
    return true
  }
  text("fullName", p.fullName, true)
  text("nickname", p.nickname, false)
  if (text("email", p.email, true) && !isValidEmail(p.email.trim())) issues.push({ field: "email", code: "account.invalid_email" })
  const mustConfirm = ctx.currentEmail === undefined || !sameEmail(ctx.currentEmail, p.email)
  if (mustConfirm && (p.emailConfirmation === undefined || !sameEmail(p.emailConfirmation, p.email))) {
    issues.push({ field: "emailConfirmation", code: "account.email_mismatch" })
  }
  if (text("birthday", p.birthday, true)) {
    const today = localDate(ctx.now, timeZoneOf(ctx.country))
    if (!isCalendarDate(p.birthday)) issues.push({ field: "birthday", code: "account.birthday_invalid" })
    else if (p.birthday >= today) issues.push({ field: "birthday", code: "account.birthday_not_past" })
    else if (ageOn(p.birthday, today) < minimumAge) issues.push({ field: "birthday", code: "account.under_age" })
  }
  for (const [name, value] of Object.entries(p.phones ?? {})) {
    if (text(`phones.${name}`, value, false) && !isValidPhone(value!)) issues.push({ field: `phones.${name}`, code: "account.invalid_phone" })
  }
  const a = p.address
  for (const name of ["zipCode", "street", "number", "neighborhood", "city", "state"] as const) text(`address.${name}`, a[name], true)
  text("address.complement", a.complement, false)
  text("agencyId", p.agencyId, false)
  text("company", p.company, false)
  text("profession", p.profession, false)
  return issues
}

interface SignUpInput extends ProfileInput {
  readonly country: CountryCode
  readonly document: string
  readonly cellphone: string
  readonly acceptTerms: boolean
}

/** Sign-up: the profile's rules, plus the document (valid, unique in its country), the cellphone and the terms. */
export const signUpIssues = (s: SignUpInput, now: number, documentTaken: (country: CountryCode, document: string) => boolean): Array<FieldIssue> => {
  const issues = profileIssues(s, { country: s.country, now })
  if (s.document.trim() === "") issues.push({ field: "document", code: "input.required" })
  else if ([...s.document].length > textLimit) issues.push({ field: "document", code: "input.too_long" })
  else if (!isValidDocument(s.country, s.document)) issues.push({ field: "document", code: "account.invalid_document" })
  else if (documentTaken(s.country, normalizeDocument(s.country, s.document))) issues.push({ field: "document", code: "account.document_taken" })
  if (s.cellphone.trim() === "") issues.push({ field: "cellphone", code: "input.required" })
  else if (!isValidPhone(s.cellphone)) issues.push({ field: "cellphone", code: "account.invalid_phone" })
  if (!s.acceptTerms) issues.push({ field: "acceptTerms", code: "account.terms_not_accepted" })
  return issues
}
