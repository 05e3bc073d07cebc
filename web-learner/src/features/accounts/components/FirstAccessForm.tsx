import * as v from "valibot"
import { useSchemaForm } from "../../../lib/forms.ts"
import { useFirstAccess } from "../api/publicAccounts.ts"
import { ta, type AccountsKey } from "../i18n/index.ts"
import { Field, SelectField } from "./Field.tsx"
import { countryCodes } from "./rules.ts"
import { errorMessage } from "./serverErrors.ts"

const schema = v.object({
  login: v.pipe(v.string(), v.trim(), v.nonEmpty("form.required" satisfies AccountsKey), v.maxLength(256, "form.tooLong" satisfies AccountsKey)),
  country: v.string()
})

/**
 * First access (SPEC §2): the login as the person remembers it (user id, e-mail or document —
 * a document with its country). The answer is the same whatever was asked.
 */
export const FirstAccessForm = () => {
  const firstAccess = useFirstAccess()
  const form = useSchemaForm(schema, { login: "", country: "" })
  const { errors, isSubmitting } = form.formState
  const submit = form.handleSubmit(async ({ login, country }) => {
    await firstAccess.mutateAsync({ login, ...(country ? { country } : {}) }).catch(() => undefined)
  })
  if (firstAccess.isSuccess)
    return (
      <p role="status" className="success">
        {ta("firstAccess.sent")}
      </p>
    )
  return (
    <form onSubmit={submit} noValidate aria-label={ta("firstAccess.title")}>
      <Field label={ta("firstAccess.login")} autoComplete="username" registration={form.register("login")} errors={errors} />
      <SelectField
        label={ta("firstAccess.country")}
        registration={form.register("country")}
        errors={errors}
        options={[{ value: "", label: "—" }, ...countryCodes.map((c) => ({ value: c, label: ta(`country.${c}`) }))]}
      />
      <p className="help">{ta("firstAccess.countryHelp")}</p>
      {firstAccess.isError && (
        <p className="error" role="alert">
          {errorMessage(firstAccess.error)}
        </p>
      )}
      <button type="submit" disabled={isSubmitting}>
        {ta("firstAccess.submit")}
      </button>
    </form>
  )
}
