import { useState } from "react"
import { useNavigate } from "react-router"
import { t } from "../../../i18n/index.ts"
import { attemptLogin } from "../../../lib/api-client.ts"
import { errorText, useSchemaForm } from "../../../lib/forms.ts"
import type { MessageKey } from "../../../i18n/pt-BR.ts"
import { loginSchema } from "./loginSchema.ts"

/** A right password on an account that may not log in: say why, and whom to contact (SPEC §7). */
const refusals: Record<string, MessageKey> = { "account.login_blocked": "login.blocked", "account.login_awaiting_approval": "login.awaitingApproval" }

/** Username (id or e-mail) and password against `POST /o/token/`; errors shown in place. */
export const LoginForm = () => {
  const navigate = useNavigate()
  const [failed, setFailed] = useState<false | MessageKey>(false)
  const [waitMinutes, setWaitMinutes] = useState(0)
  const { register, handleSubmit, formState } = useSchemaForm(loginSchema, { username: "", password: "" })
  const { errors, isSubmitting } = formState
  const submit = handleSubmit(async ({ username, password }) => {
    setFailed(false)
    const result = await attemptLogin(username, password).catch(() => ({ code: undefined, retryAfterSeconds: 0 }))
    if (result !== true && result.code === "http.too_many_requests") {
      setWaitMinutes(Math.max(1, Math.ceil((result.retryAfterSeconds ?? 0) / 60)))
      return setFailed("login.tooMany")
    }
    if (result !== true) return setFailed(refusals[result.code ?? ""] ?? "login.failed")
    // Drop a token query, so the login screen now leads on (SPEC §2: remembered path or home).
    navigate("/", { replace: true })
  })
  return (
    <form onSubmit={submit} noValidate aria-describedby={failed ? "login-error" : undefined}>
      <div className="field">
        <label htmlFor="username">{t("login.username")}</label>
        <input id="username" autoComplete="username" aria-invalid={errors.username !== undefined} aria-describedby="username-error" {...register("username")} />
        {errors.username && <p id="username-error" className="error">{errorText(errors.username)}</p>}
      </div>
      <div className="field">
        <label htmlFor="password">{t("login.password")}</label>
        <input id="password" type="password" autoComplete="current-password" aria-invalid={errors.password !== undefined} aria-describedby="password-error" {...register("password")} />
        {errors.password && <p id="password-error" className="error">{errorText(errors.password)}</p>}
      </div>
      {failed && (
        <p id="login-error" className="error" role="alert">
          {t(failed, { minutes: waitMinutes })}
        </p>
      )}
      <button type="submit" disabled={isSubmitting}>
        {t("login.submit")}
      </button>
    </form>
  )
}
