import { useMemo } from "react"
import { language, t } from "../../../i18n/index.ts"
import type { UseFormRegister } from "react-hook-form"
import { useNavigate } from "react-router"
import { chosenCountry } from "../../../lib/country.ts"
import { useSchemaForm } from "../../../lib/forms.ts"
import { useSignUp } from "../api/publicAccounts.ts"
import { ta, type AccountsKey } from "../i18n/index.ts"
import { compact, signUpSchema, type ProfileInput, type SignUpInput } from "./accountSchemas.ts"
import { Field, SelectField } from "./Field.tsx"
import { ProfileFields } from "./ProfileFields.tsx"
import { countryCodes, maskDocument } from "./rules.ts"
import { errorMessage, showFieldErrors } from "./serverErrors.ts"

const empty: SignUpInput = {
  country: "BR",
  fullName: "",
  nickname: "",
  email: "",
  emailConfirmation: "",
  document: "",
  birthday: "",
  gender: "",
  cellphone: "",
  phones: { commercial: "", residential: "", whatsapp: "" },
  address: { zipCode: "", street: "", number: "", complement: "", neighborhood: "", city: "", state: "" },
  company: "",
  profession: "",
  acceptTerms: false as true
}

/**
 * Sign-up (SPEC §3/§5): every field the API takes, checked inline before sending; the API's
 * field errors ("documento já cadastrado") shown on their fields. On success: register-success.
 */
export const SignUpForm = ({ successPath, agencyId }: { successPath: string; /** A partner's sign-up binds the account to its agency. */ agencyId?: string }) => {
  const navigate = useNavigate()
  const signUp = useSignUp()
  const schema = useMemo(() => signUpSchema({ locale: language() }), [])
  // The country picked before sign-up (SPEC §2) sets the document's rules from the start.
  const form = useSchemaForm(schema, { ...empty, country: (countryCodes as ReadonlyArray<string>).find((c) => c === chosenCountry()) ?? empty.country })
  const { errors, isSubmitted, isSubmitting } = form.formState
  const country = form.watch("country")
  const submit = form.handleSubmit(async (values) => {
    try {
      await signUp.mutateAsync({ ...(compact(values) as object), ...(agencyId === undefined ? {} : { agencyId }), language: language(), acceptTerms: true })
      navigate(successPath)
    } catch (e) {
      showFieldErrors(e, form.setError)
    }
  })
  const documentHelp: AccountsKey = country === "BR" || country === "AR" ? `field.documentHelp.${country}` : "field.documentHelp.free"
  return (
    <form onSubmit={submit} noValidate aria-label={ta("register.title")}>
      <SelectField
        label={ta("country.label")}
        registration={form.register("country", { onChange: () => form.setValue("document", maskDocument(form.getValues("country"), form.getValues("document"))) })}
        errors={errors}
        options={countryCodes.map((c) => ({ value: c, label: ta(`country.${c}`) }))}
      />
      <ProfileFields
        register={form.register as unknown as UseFormRegister<ProfileInput>}
        errors={errors}
        askConfirmation
        before={
          <>
            <Field
              label={ta("field.document")}
              inputMode={country === "BR" || country === "AR" ? "numeric" : "text"}
              help={ta(documentHelp)}
              mask={(typed) => maskDocument(country, typed)}
              registration={form.register("document")}
              errors={errors}
            />
            <Field label={ta("field.cellphone")} type="tel" autoComplete="tel" registration={form.register("cellphone")} errors={errors} />
          </>
        }
      />
      <label className="check">
        <input type="checkbox" aria-invalid={errors.acceptTerms !== undefined} aria-describedby="f-acceptTerms-error" {...form.register("acceptTerms")} />
        {ta("field.acceptTerms")}
      </label>
      <p className="help">
        <a href="/institutional/terms-and-conditions" target="_blank" rel="noreferrer">
          {t("page.terms-and-conditions.title")}
        </a>
      </p>
      {errors.acceptTerms && (
        <p id="f-acceptTerms-error" className="error">
          {ta("rule.terms")}
        </p>
      )}
      {isSubmitted && Object.keys(errors).length > 0 && (
        <p className="error" role="alert">
          {ta("form.invalid")}
        </p>
      )}
      {signUp.isError && !(Object.keys(errors).length > 0) && (
        <p className="error" role="alert">
          {errorMessage(signUp.error)}
        </p>
      )}
      <button type="submit" disabled={isSubmitting}>
        {isSubmitting ? ta("form.sending") : ta("register.submit")}
      </button>
    </form>
  )
}
