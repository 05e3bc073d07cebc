import { lazy, Suspense } from "react"
import { Navigate, useLocation } from "react-router"
import { LoginPanel } from "../../features/session/components/LoginPanel.tsx"
import { useTokenQuery } from "../../features/session/useTokenQuery.ts"
import { Loading } from "../../components/states.tsx"
import { paths } from "../../config/paths.ts"
import { loadAllMessages, useLanguage } from "../../i18n/index.ts"
import { appSettings } from "../../lib/settings.ts"
import { useLoggedIn } from "../../lib/useLoggedIn.ts"

// What a logged-in user needs here (the session read, the client choice, every text) loads only then.
const SignedInLanding = lazy(() => Promise.all([import("../SignedInLanding.tsx"), loadAllMessages()]).then(([m]) => m))

/**
 * Login at `/` (SPEC §2). A logged-in user goes to the remembered path or the selected client's
 * home screen, after choosing a client when there are several; a token query clears the session;
 * with the portfolio setting on, visitors go to the portfolio with the same query.
 */
export const Component = () => {
  useLanguage()
  const loggedIn = useLoggedIn()
  const location = useLocation()
  const token = useTokenQuery()
  if (loggedIn && token === null)
    return (
      <Suspense fallback={<Loading />}>
        <SignedInLanding />
      </Suspense>
    )
  if (appSettings().portfolioPage) return <Navigate to={`${paths.portfolio}${location.search}`} replace />
  return (
    <main id="main" className="narrow">
      <LoginPanel />
    </main>
  )
}
