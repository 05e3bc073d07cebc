import { useMemo } from "react"
import { ApiError } from "../../../../lib/api-client.ts"
import { useSchemaForm } from "../../../../lib/forms.ts"
import { usePasswordPolicy } from "../../api/publicAccounts.ts"
import { useChangePassword } from "../../api/profile.ts"
import type { PasswordLevel } from "../../api/types.ts"
import { ta } from "../../i18n/index.ts"
import { changePasswordSchema } from "../accountSchemas.ts"
import { Field } from "../Field.tsx"
import { NewPasswordFields } from "../NewPasswordFields.tsx"
import { errorMessage } from "../serverErrors.ts"

const Form = ({ level }: { level: PasswordLevel }) => {
  const change = useChangePassword()
  const schema = useMemo(() => changePasswordSchema(level), [level])
  const form = useSchemaForm(schema, { currentPassword: "", password: "", passwordConfirmation: "" })
  const { errors, isSubmitting } = form.formState
  const password = form.watch("password")
  const submit = form.handleSubmit(async (values) => {
    if (await change.mutateAsync(values).catch(() => undefined)) form.reset()
  })
  const wrong = change.error instanceof ApiError && change.error.code === "account.current_password_wrong"
  return (
    <form onSubmit={submit} noValidate aria-label={ta("changePassword.title")}>
      <input type="text" hidden readOnly autoComplete="username" />
      <Field label={ta("password.current")} type="password" autoComplete="current-password" registration={form.register("currentPassword")} errors={errors} />
      <NewPasswordFields register={form.register as never} errors={errors} password={password} level={level} />
      {change.isError && (
        <p className="error" role="alert">
          {wrong ? ta("changePassword.wrong") : errorMessage(change.error)}
        </p>
      )}
      {change.isSuccess && (
        <p role="status" className="success">
          {ta("changePassword.done")}
        </p>
      )}
      <button type="submit" disabled={isSubmitting}>
        {ta("changePassword.submit")}
      </button>
    </form>
  )
}

/** Change password with the current one, at my clients' strictest level (`PUT /api/me/password`). */
export const ChangePasswordForm = () => {
  const policy = usePasswordPolicy(true)
  if (policy.data === undefined) return <p role="status">…</p>
  return <Form level={policy.data.strength} />
}
