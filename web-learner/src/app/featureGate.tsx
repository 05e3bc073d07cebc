import { Outlet } from "react-router"
import { NotFoundContent } from "../components/NotFoundContent.tsx"
import { selectedClient, useMe } from "../features/session/api/getMe.ts"
import { hasFeature, homePath } from "./modules.ts"

/**
 * A module's routes, behind its client flag (app/modules.ts): a client without the feature sees
 * the not-found screen in the app's frame (menu and "log out" kept), so a loyalty-off client
 * reaches no loyalty screen, not even by typing its address. Inside RequireSession: `me` is read.
 */
export const RequireFeature = ({ flag }: { flag: string | undefined }) => {
  const me = useMe()
  const client = me.data && selectedClient(me.data)
  if (hasFeature(client, flag)) return <Outlet />
  return <NotFoundContent home={homePath(client)} />
}
