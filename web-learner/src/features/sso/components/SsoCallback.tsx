import { useEffect, useRef, useState } from "react"
import { Link, useNavigate } from "react-router"
import { Loading } from "../../../components/states.tsx"
import { completeSignIn } from "../api/signIn.ts"
import { ts, useSsoLanguage } from "../i18n/index.ts"

/**
 * Where the provider sends the browser back (`login-redirect-v2`, a partner's `intel-login-redirect`):
 * the server exchanges the code; the app then leads on as after a password login (remembered path
 * or the client's home). A refusal says why in the server's words ('Sem perfil cadastrado…').
 */
export const SsoCallback = () => {
  useSsoLanguage()
  const navigate = useNavigate()
  const [failed, setFailed] = useState<string | null>(null)
  // One exchange per visit: a code is spent at the first call (React's development double effect included).
  const sent = useRef(false)
  useEffect(() => {
    if (sent.current) return
    sent.current = true
    const query = window.location.search
    // The code and state leave the address bar (and the history) at once.
    window.history.replaceState(null, "", window.location.pathname)
    completeSignIn(query)
      .then(() => navigate("/", { replace: true }))
      .catch((e: unknown) => setFailed(e instanceof Error && e.message ? e.message : ts("sso.failed")))
  }, [navigate])
  return (
    <main id="main" className="narrow">
      {failed === null ? (
        <>
          <h1>{ts("sso.completing")}</h1>
          <Loading />
        </>
      ) : (
        <>
          <h1>{ts("sso.failedTitle")}</h1>
          <p className="error" role="alert">
            {failed}
          </p>
          <nav className="links" aria-label={ts("sso.backToLogin")}>
            <Link to="/">{ts("sso.backToLogin")}</Link>
          </nav>
        </>
      )}
    </main>
  )
}
