import "./sso.css"
import { useEffect, useState } from "react"
import { fetchProviders, startSignIn } from "../api/signIn.ts"
import type { Provider } from "../api/types.ts"
import { loadSsoText, ts, useSsoLanguage } from "../i18n/index.ts"

/**
 * The login's single sign-on buttons (DESIGN §7), one per issuer the deployment shows. Loaded
 * after the login form (its own chunk), so the login route's JS barely grows; none configured, nothing shown.
 */
const SsoButtons = () => {
  useSsoLanguage()
  const [providers, setProviders] = useState<ReadonlyArray<Provider>>([])
  const [busy, setBusy] = useState<string | null>(null)
  const [failed, setFailed] = useState<string | null>(null)
  useEffect(() => {
    void Promise.all([fetchProviders(), loadSsoText()]).then(([list]) => setProviders(list)).catch(() => undefined)
  }, [])
  if (providers.length === 0) return null
  const start = (issuerId: string) => {
    setBusy(issuerId)
    setFailed(null)
    startSignIn(issuerId).catch((e: unknown) => {
      setBusy(null)
      setFailed(e instanceof Error && e.message ? e.message : ts("sso.failed"))
    })
  }
  return (
    <nav aria-label={ts("sso.providers")} className="sso-buttons">
      {providers.map((p) => (
        <button key={p.issuerId} type="button" className="secondary" disabled={busy !== null} onClick={() => start(p.issuerId)}>
          {busy === p.issuerId ? ts("sso.redirecting") : ts("sso.signInWith", { provider: p.label })}
        </button>
      ))}
      {failed && (
        <p className="error" role="alert">
          {failed}
        </p>
      )}
    </nav>
  )
}
export default SsoButtons
