import { Navigate, useLocation, useParams, useSearchParams } from "react-router"
import { selectedClient, useMe, type Client } from "../../features/session/api/getMe.ts"
import { t } from "../../i18n/index.ts"
import { write } from "../../lib/storage.ts"
import { useLoggedIn } from "../../lib/useLoggedIn.ts"
import { hasFeature, homePath } from "../modules.ts"

/** SPEC §2: the module named in the query, when the client has its feature; else the home route. */
const moduleRoute = (client: Client | undefined, module: string | null, id: string | null): string => {
  const home = homePath(client)
  if (module === null || client === undefined) return home
  const known: Record<string, [feature: string, path: string]> = {
    library_single: ["library", "/libraries"],
    news_single: ["news", "/news"],
    webinar: ["webcasts", "/webinars"],
    webinars: ["webcasts", "/webinars"],
    profile: ["profile", "/profile"]
  }
  const [feature, path] = known[module] ?? [`${module}s`, `/${module}s`]
  if (!hasFeature(client, feature)) return home
  return id !== null && module !== "profile" ? `${path}/${encodeURIComponent(id)}` : path
}

export const Component = () => {
  const loggedIn = useLoggedIn()
  const { token } = useParams()
  const [params] = useSearchParams()
  const location = useLocation()
  const me = useMe(loggedIn)
  if (!loggedIn) {
    // Come back here after login, so the module routing runs with the client's features.
    write("redirect", `/webservice-login${location.search}`)
    if (token !== undefined) write("token", token)
    return <Navigate to={token !== undefined ? `/?token=${encodeURIComponent(token)}` : "/"} replace />
  }
  if (me.data === undefined) return <p role="status">{t("loading")}</p>
  return <Navigate to={moduleRoute(selectedClient(me.data), params.get("module"), params.get("id"))} replace />
}
