import { useState, type FormEvent } from "react"
import { useNavigate } from "react-router"
import { t } from "../../../i18n/index.ts"
import { login } from "../../../lib/api-client.ts"

/** Username (id or e-mail) and password against `POST /o/token/`; errors shown in place. */
export const LoginForm = () => {
  const [username, setUsername] = useState("")
  const [password, setPassword] = useState("")
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const navigate = useNavigate()
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (username.trim() === "" || password === "") return setError(t("login.required"))
    setBusy(true)
    setError(null)
    const ok = await login(username.trim(), password).catch(() => false)
    setBusy(false)
    if (!ok) return setError(t("login.failed"))
    // Drop a token query, so the login screen now leads on (SPEC §2: remembered path or home).
    navigate("/", { replace: true })
  }
  return (
    <form onSubmit={submit} noValidate aria-describedby={error ? "login-error" : undefined}>
      <div className="field">
        <label htmlFor="username">{t("login.username")}</label>
        <input id="username" name="username" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} required />
      </div>
      <div className="field">
        <label htmlFor="password">{t("login.password")}</label>
        <input id="password" name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
      </div>
      {error && (
        <p id="login-error" className="error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" disabled={busy}>
        {t("login.submit")}
      </button>
    </form>
  )
}
