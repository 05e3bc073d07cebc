import { useEffect } from "react"
import { Link, useSearchParams } from "react-router"
import { LanguageSelect } from "../../components/LanguageSelect.tsx"
import { ClientSelect } from "../../features/session/components/ClientSelect.tsx"
import { LoginForm } from "../../features/session/components/LoginForm.tsx"
import { selectedClient, useMe } from "../../features/session/api/getMe.ts"
import { Landing } from "../../features/session/landing.tsx"
import { t, useLanguage } from "../../i18n/index.ts"
import { clearSession } from "../../lib/session.ts"
import { write } from "../../lib/storage.ts"
import { useLoggedIn } from "../../lib/useLoggedIn.ts"

/**
 * Login at `/` (SPEC §2). A logged-in user goes to the remembered path or the selected client's
 * home route, after choosing a client when there are several; a token query clears the session.
 */
export const Component = () => {
  useLanguage()
  const loggedIn = useLoggedIn()
  const [params] = useSearchParams()
  const token = params.get("token")
  // Only when the token arrives: a login made on this screen afterwards must not be undone.
  useEffect(() => {
    if (token === null) return
    write("token", token)
    if (loggedIn) clearSession()
  }, [token]) // eslint-disable-line react-hooks/exhaustive-deps
  const me = useMe(loggedIn && token === null)
  if (loggedIn && token === null) {
    if (me.data === undefined) return <p role="status">{t("loading")}</p>
    const client = selectedClient(me.data)
    if (client === undefined && me.data.clients.length > 1) return <main id="main" className="narrow"><ClientSelect me={me.data} /></main>
    return <Landing client={client} />
  }
  return (
    <main id="main" className="narrow">
      <h1>{t("login.title")}</h1>
      <LoginForm />
      <LanguageSelect />
      <nav aria-label={t("nav.info")} className="links">
        <Link to="/institutional/about">{t("page.about-the-program.title")}</Link>
        <Link to="/institutional/terms-and-conditions">{t("page.terms-and-conditions.title")}</Link>
        <Link to="/institutional/privacy-policy">{t("page.privacy-policy.title")}</Link>
        <Link to="/institutional/support">{t("page.contact-us.title")}</Link>
      </nav>
    </main>
  )
}
