import { useState, type FormEvent } from "react"
import { useNavigate } from "react-router"
import * as v from "valibot"
import { t } from "../../../i18n/index.ts"
import { attemptLogin } from "../../../lib/api-client.ts"
import type { MessageKey } from "../../../i18n/pt-BR.ts"
import { loginSchema } from "./loginSchema.ts"

/** A right password on an account that may not log in: say why, and whom to contact (SPEC §7). */
const refusals: Record<string, MessageKey> = { "account.login_blocked": "login.blocked", "account.login_awaiting_approval": "login.awaitingApproval" }

type Values = { username: string; password: string }
type Errors = Partial<Record<keyof Values, MessageKey>>

/** The schema's first message per field (its messages are catalogue keys). */
const check = (values: Values): { errors: Errors; output?: v.InferOutput<typeof loginSchema> } => {
  const result = v.safeParse(loginSchema, values)
  if (result.success) return { errors: {}, output: result.output }
  const errors: Errors = {}
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) as keyof Values | null
    if (key !== null) errors[key] ??= issue.message as MessageKey
  }
  return { errors }
}

/**
 * Username (id or e-mail) and password against `POST /o/token/`; errors shown in place once a
 * field is left, as every form of the app. Plain state, not react-hook-form (lib/forms.ts): the
 * login screen is the first one a phone loads, and its JS budget is 120 kB (issue 41, item 26).
 */
export const LoginForm = () => {
  const navigate = useNavigate()
  const [failed, setFailed] = useState<false | MessageKey>(false)
  const [waitMinutes, setWaitMinutes] = useState(0)
  const [values, setValues] = useState<Values>({ username: "", password: "" })
  const [touched, setTouched] = useState<Partial<Record<keyof Values, boolean>>>({})
  const [submitting, setSubmitting] = useState(false)
  const { errors } = check(values)
  const shown = (name: keyof Values) => (touched[name] ? errors[name] : undefined)
  const field = (name: keyof Values) => ({
    value: values[name],
    onChange: (e: { target: { value: string } }) => setValues({ ...values, [name]: e.target.value }),
    onBlur: () => setTouched({ ...touched, [name]: true }),
    "aria-invalid": shown(name) !== undefined,
    "aria-describedby": `${name}-error`
  })
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    setTouched({ username: true, password: true })
    const { output } = check(values)
    if (output === undefined) return
    setFailed(false)
    setSubmitting(true)
    const result = await attemptLogin(output.username, output.password).catch(() => ({ code: undefined, retryAfterSeconds: 0 }))
    setSubmitting(false)
    if (result !== true && result.code === "http.too_many_requests") {
      // A limited login says how long to wait, never "wrong password" (DESIGN §5.4).
      setWaitMinutes(Math.max(1, Math.ceil((result.retryAfterSeconds ?? 0) / 60)))
      return setFailed("login.tooMany")
    }
    if (result !== true) return setFailed(refusals[result.code ?? ""] ?? "login.failed")
    // Drop a token query, so the login screen now leads on (SPEC §2: remembered path or home).
    navigate("/", { replace: true })
  }
  const username = shown("username")
  const password = shown("password")
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-describedby={failed ? "login-error" : undefined}>
      <div className="field">
        <label htmlFor="username">{t("login.username")}</label>
        <input id="username" name="username" autoComplete="username" {...field("username")} />
        {username && <p id="username-error" className="error">{t(username)}</p>}
      </div>
      <div className="field">
        <label htmlFor="password">{t("login.password")}</label>
        <input id="password" name="password" type="password" autoComplete="current-password" {...field("password")} />
        {password && <p id="password-error" className="error">{t(password)}</p>}
      </div>
      {failed && (
        <p id="login-error" className="error" role="alert">
          {t(failed, { minutes: waitMinutes })}
        </p>
      )}
      <button type="submit" disabled={submitting}>
        {t("login.submit")}
      </button>
    </form>
  )
}
