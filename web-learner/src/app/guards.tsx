import { useEffect, type ReactNode } from "react"
import { Navigate, useLocation, useNavigate } from "react-router"
import { useQueryClient } from "@tanstack/react-query"
import { selectedClient, useMe } from "../features/session/api/getMe.ts"
import { useServerLanguage } from "../features/session/useServerLanguage.ts"
import { t } from "../i18n/index.ts"
import { clearSession } from "../lib/session.ts"
import { write } from "../lib/storage.ts"
import { useLoggedIn } from "../lib/useLoggedIn.ts"
import { paths } from "../config/paths.ts"
import { hasFeature } from "./modules.ts"
import { useShellSteps } from "../features/sso/api/pages.ts"
import { ssoPaths } from "../features/sso/api/paths.ts"

/**
 * Closed routes (SPEC §2): without a session, clear the session data, keep a `token` query,
 * remember the wanted path and go to login; with a session and a token query, clear it and go
 * to login; a user with several clients and none chosen picks one first. The user's language
 * on the server drives the UI.
 */
export const RequireSession = ({ children }: { children: ReactNode }) => {
  const loggedIn = useLoggedIn()
  const location = useLocation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const params = new URLSearchParams(location.search)
  const token = params.get("token")
  const me = useMe(loggedIn && token === null)
  const mustLeave = !loggedIn || token !== null
  const steps = useShellSteps(!mustLeave && me.data !== undefined)
  useServerLanguage(me.data)
  useEffect(() => {
    if (!mustLeave) return
    params.delete("token")
    const rest = params.toString()
    if (loggedIn) clearSession()
    else write("redirect", location.pathname + (rest ? `?${rest}` : ""))
    queryClient.clear()
    if (token !== null) write("token", token)
    navigate(token !== null ? `/?token=${encodeURIComponent(token)}` : "/", { replace: true })
  }, [mustLeave]) // eslint-disable-line react-hooks/exhaustive-deps
  if (mustLeave) return null
  if (me.data === undefined) return <p role="status" className="loading">{t("loading")}</p>
  if (selectedClient(me.data) === undefined && me.data.clients.length > 1) {
    write("redirect", location.pathname + location.search)
    return <Navigate to="/" replace />
  }
  // SPEC §3 `has_mandatory_surveys`: a mandatory survey comes before every screen until answered.
  const survey = me.data.mandatorySurveyId
  if (survey && hasFeature(selectedClient(me.data), "surveys") && location.pathname !== paths.survey(survey)) return <Navigate to={paths.survey(survey)} replace />
  // SPEC §2 `complete-register`, then `onboarding`: the client's required fields until given, its tour once (issue 49).
  if (steps.isPending) return <p role="status" className="loading">{t("loading")}</p>
  const step = steps.data?.missingProfileFields.length ? ssoPaths.completeRegister : steps.data?.onboarding ? ssoPaths.onboarding : undefined
  if (step !== undefined && location.pathname !== step) return <Navigate to={step} replace />
  return children
}
