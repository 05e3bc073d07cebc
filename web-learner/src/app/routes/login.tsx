import { Navigate, useLocation } from "react-router"
import { ClientSelect } from "../../features/session/components/ClientSelect.tsx"
import { LoginPanel } from "../../features/session/components/LoginPanel.tsx"
import { selectedClient, useMe } from "../../features/session/api/getMe.ts"
import { Landing } from "../../features/session/landing.tsx"
import { useServerLanguage } from "../../features/session/useServerLanguage.ts"
import { useTokenQuery } from "../../features/session/useTokenQuery.ts"
import { paths } from "../../config/paths.ts"
import { t, useLanguage } from "../../i18n/index.ts"
import { appSettings } from "../../lib/settings.ts"
import { useLoggedIn } from "../../lib/useLoggedIn.ts"

/**
 * Login at `/` (SPEC §2). A logged-in user goes to the remembered path or the selected client's
 * home route, after choosing a client when there are several; a token query clears the session;
 * with the portfolio setting on, visitors go to the portfolio with the same query.
 */
export const Component = () => {
  useLanguage()
  const loggedIn = useLoggedIn()
  const location = useLocation()
  const token = useTokenQuery()
  const me = useMe(loggedIn && token === null)
  // SPEC §3: the language kept for the user applies from the login on.
  useServerLanguage(me.data)
  if (loggedIn && token === null) {
    if (me.data === undefined) return <p role="status">{t("loading")}</p>
    const client = selectedClient(me.data)
    if (client === undefined && me.data.clients.length > 1)
      return (
        <main id="main" className="narrow">
          <ClientSelect me={me.data} />
        </main>
      )
    return <Landing client={client} />
  }
  if (appSettings().portfolioPage) return <Navigate to={`${paths.portfolio}${location.search}`} replace />
  return (
    <main id="main" className="narrow">
      <LoginPanel />
    </main>
  )
}
