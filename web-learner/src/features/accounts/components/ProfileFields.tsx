import type { ReactNode } from "react"
import type { FieldErrors, FieldValues, UseFormRegister } from "react-hook-form"
import { dateOrder, maskDate } from "../../../lib/format.ts"
import { language } from "../../../i18n/index.ts"
import { ta } from "../i18n/index.ts"
import { Field, SelectField } from "./Field.tsx"
import type { ProfileInput } from "./accountSchemas.ts"

/** The date format a person types, in the locale's order (dd/mm/aaaa in pt-BR). */
export const dateFormat = (): string => ta(`date.${dateOrder(language())}`)

/**
 * The fields sign-up and "my data" share (SPEC §3): name, nickname, e-mail and its confirmation,
 * birthday, gender, other phones, the address and the work. `emailConfirmation` shows only when
 * asked for (always on sign-up; when the e-mail changes, on the profile).
 */
export const ProfileFields = ({
  register,
  errors,
  askConfirmation,
  before
}: {
  register: UseFormRegister<ProfileInput>
  errors: FieldErrors<FieldValues>
  askConfirmation: boolean
  before?: ReactNode
}) => (
  <>
    <fieldset>
      <legend>{ta("field.identity")}</legend>
      <Field label={ta("field.fullName")} autoComplete="name" registration={register("fullName")} errors={errors} />
      <Field label={ta("field.nickname")} optional autoComplete="nickname" registration={register("nickname")} errors={errors} />
      <Field label={ta("field.email")} type="email" autoComplete="email" registration={register("email")} errors={errors} />
      {askConfirmation && <Field label={ta("field.emailConfirmation")} type="email" autoComplete="off" registration={register("emailConfirmation")} errors={errors} />}
      {before}
      <Field
        label={ta("field.birthday")}
        inputMode="numeric"
        autoComplete="bday"
        placeholder={dateFormat()}
        help={ta("field.birthdayHelp", { format: dateFormat() })}
        mask={maskDate}
        registration={register("birthday")}
        errors={errors}
      />
      <SelectField
        label={ta("field.gender")}
        registration={register("gender")}
        errors={errors}
        options={(["", "male", "female", "prefer_not_to_say"] as const).map((g) => ({ value: g, label: ta(g === "" ? "gender.none" : `gender.${g}`) }))}
      />
    </fieldset>
    <fieldset>
      <legend>{ta("field.phones")}</legend>
      <Field label={ta("field.phones.commercial")} optional type="tel" autoComplete="tel" registration={register("phones.commercial")} errors={errors} />
      <Field label={ta("field.phones.residential")} optional type="tel" autoComplete="tel" registration={register("phones.residential")} errors={errors} />
      <Field label={ta("field.phones.whatsapp")} optional type="tel" autoComplete="tel" registration={register("phones.whatsapp")} errors={errors} />
    </fieldset>
    <fieldset>
      <legend>{ta("field.address")}</legend>
      <Field label={ta("field.address.zipCode")} autoComplete="postal-code" registration={register("address.zipCode")} errors={errors} />
      <Field label={ta("field.address.street")} autoComplete="address-line1" registration={register("address.street")} errors={errors} />
      <Field label={ta("field.address.number")} registration={register("address.number")} errors={errors} />
      <Field label={ta("field.address.complement")} optional autoComplete="address-line2" registration={register("address.complement")} errors={errors} />
      <Field label={ta("field.address.neighborhood")} autoComplete="address-level3" registration={register("address.neighborhood")} errors={errors} />
      <Field label={ta("field.address.city")} autoComplete="address-level2" registration={register("address.city")} errors={errors} />
      <Field label={ta("field.address.state")} autoComplete="address-level1" registration={register("address.state")} errors={errors} />
    </fieldset>
    <fieldset>
      <legend>{ta("field.work")}</legend>
      <Field label={ta("field.company")} optional autoComplete="organization" registration={register("company")} errors={errors} />
      <Field label={ta("field.profession")} optional autoComplete="organization-title" registration={register("profession")} errors={errors} />
    </fieldset>
  </>
)
