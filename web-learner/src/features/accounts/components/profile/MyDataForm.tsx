import { useMemo } from "react"
import type { UseFormRegister } from "react-hook-form"
import { language } from "../../../../i18n/index.ts"
import { formatDate } from "../../../../lib/format.ts"
import { useSchemaForm } from "../../../../lib/forms.ts"
import { useUpdateProfile } from "../../api/profile.ts"
import type { Profile } from "../../api/types.ts"
import { ta } from "../../i18n/index.ts"
import { compact, profileSchema, type ProfileInput } from "../accountSchemas.ts"
import { ProfileFields } from "../ProfileFields.tsx"
import { errorMessage, showFieldErrors } from "../serverErrors.ts"

const valuesOf = (p: Profile): ProfileInput => ({
  fullName: p.fullName,
  nickname: p.nickname ?? "",
  email: p.email,
  emailConfirmation: "",
  birthday: formatDate(p.birthday, language()),
  gender: p.gender ?? "",
  phones: { commercial: p.phones?.commercial ?? "", residential: p.phones?.residential ?? "", whatsapp: p.phones?.whatsapp ?? "" },
  address: {
    zipCode: p.address?.zipCode ?? "",
    street: p.address?.street ?? "",
    number: p.address?.number ?? "",
    complement: p.address?.complement ?? "",
    neighborhood: p.address?.neighborhood ?? "",
    city: p.address?.city ?? "",
    state: p.address?.state ?? ""
  },
  company: p.company ?? "",
  profession: p.profession ?? ""
})

/**
 * My data, editable (issue 13's profile; `PUT /api/me/profile`): the sign-up's rules, the
 * e-mail confirmation asked only when the e-mail changes; the document and country are fixed.
 */
export const MyDataForm = ({ profile }: { profile: Profile }) => {
  const update = useUpdateProfile()
  const schema = useMemo(() => profileSchema({ locale: language(), currentEmail: profile.email }), [profile.email])
  const form = useSchemaForm(schema, valuesOf(profile))
  const { errors, isSubmitting, isSubmitted } = form.formState
  const email = form.watch("email")
  const changedEmail = email.trim().toLowerCase() !== profile.email.trim().toLowerCase()
  const submit = form.handleSubmit(async (values) => {
    const { emailConfirmation, ...rest } = values
    const body = { ...(compact(rest) as object), ...(changedEmail ? { emailConfirmation } : {}) }
    try {
      const saved = await update.mutateAsync(body)
      form.reset(valuesOf(saved))
    } catch (e) {
      showFieldErrors(e, form.setError)
    }
  })
  return (
    <form onSubmit={submit} noValidate aria-label={ta("profile.edit")}>
      <dl className="data">
        <div>
          <dt>{ta("profile.documentFixed")}</dt>
          <dd>{profile.document}</dd>
        </div>
      </dl>
      <ProfileFields register={form.register as UseFormRegister<ProfileInput>} errors={errors} askConfirmation={changedEmail} />
      {isSubmitted && Object.keys(errors).length > 0 && (
        <p className="error" role="alert">
          {ta("form.invalid")}
        </p>
      )}
      {update.isError && Object.keys(errors).length === 0 && (
        <p className="error" role="alert">
          {errorMessage(update.error)}
        </p>
      )}
      {update.isSuccess && !form.formState.isDirty && (
        <p role="status" className="success">
          {ta("form.saved")}
        </p>
      )}
      <button type="submit" disabled={isSubmitting}>
        {ta("form.save")}
      </button>
    </form>
  )
}
