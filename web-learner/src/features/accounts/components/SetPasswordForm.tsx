import { useMemo } from "react"
import { Link } from "react-router"
import { ApiError } from "../../../lib/api-client.ts"
import { useSchemaForm } from "../../../lib/forms.ts"
import { useLink, useSetPassword, type LinkInfo } from "../api/publicAccounts.ts"
import { ta } from "../i18n/index.ts"
import { newPasswordSchema } from "./accountSchemas.ts"
import { NewPasswordFields } from "./NewPasswordFields.tsx"
import { errorMessage } from "./serverErrors.ts"

export interface LinkParams {
  readonly username: string
  readonly uidb64: string
  readonly token: string
}

/** A used, unknown or expired link: say which, and offer a new one (first access or recovery). */
const LinkProblem = ({ code, requestPath }: { code: string; requestPath: string }) => (
  <>
    <p className="error" role="alert">
      {ta(code === "account.link_expired" ? "link.expired" : "link.invalid")}
    </p>
    <p>
      <Link to={requestPath}>{ta("link.requestNew")}</Link>
    </p>
  </>
)

const Form = ({ link, info, loginPath }: { link: LinkParams; info: LinkInfo; loginPath: string }) => {
  const setPassword = useSetPassword()
  const schema = useMemo(() => newPasswordSchema(info.passwordPolicy.strength), [info])
  const form = useSchemaForm(schema, { password: "", passwordConfirmation: "" })
  const { errors, isSubmitting } = form.formState
  const password = form.watch("password")
  const submit = form.handleSubmit(async (values) => {
    await setPassword.mutateAsync({ ...link, ...values }).catch(() => undefined)
  })
  if (setPassword.isSuccess)
    return (
      <>
        <p role="status" className="success">
          {ta("setPassword.done")}
        </p>
        <p>
          <Link className="button" to={loginPath}>
            {ta("setPassword.login")}
          </Link>
        </p>
      </>
    )
  return (
    <form onSubmit={submit} noValidate>
      <p>{ta("setPassword.for", { username: info.username })}</p>
      <input type="text" hidden readOnly autoComplete="username" value={info.username} />
      <NewPasswordFields register={form.register} errors={errors} password={password} level={info.passwordPolicy.strength} />
      {setPassword.isError && (
        <p className="error" role="alert">
          {setPassword.error instanceof ApiError && setPassword.error.code.startsWith("account.link_")
            ? ta(setPassword.error.code === "account.link_expired" ? "link.expired" : "link.invalid")
            : errorMessage(setPassword.error)}
        </p>
      )}
      <button type="submit" disabled={isSubmitting}>
        {ta("setPassword.submit")}
      </button>
    </form>
  )
}

/**
 * `set-password/…` and `recover-password/…`: the link is checked first; a good one shows the
 * form with the strength meter at the client's level.
 */
export const SetPasswordForm = ({ link, requestPath, loginPath }: { link: LinkParams; requestPath: string; loginPath: string }) => {
  const info = useLink(link.uidb64, link.token)
  if (info.isPending) return <p role="status">…</p>
  if (info.isError) return <LinkProblem code={info.error instanceof ApiError ? info.error.code : ""} requestPath={requestPath} />
  return <Form link={link} info={info.data} loginPath={loginPath} />
}
