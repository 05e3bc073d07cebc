import { NotFoundContent } from "../../components/NotFoundContent.tsx"
import { selectedClient, useMe } from "../../features/session/api/getMe.ts"
import { useLanguage } from "../../i18n/index.ts"
import { useLoggedIn } from "../../lib/useLoggedIn.ts"
import { homePath } from "../modules.ts"
import { AppFrame } from "./appLayout.tsx"

/** Inside the frame, `me` is read: "back home" is the client's real home screen. */
const InFrame = () => {
  const me = useMe()
  return <NotFoundContent home={homePath(me.data && selectedClient(me.data))} />
}

/**
 * Every path not in SPEC §2's table, and redirects to screens not built yet. A logged-in user
 * keeps the menu and "log out" (the app's frame); a visitor gets the page alone, back to login.
 */
export const Component = () => {
  useLanguage()
  return useLoggedIn() ? (
    <AppFrame>
      <InFrame />
    </AppFrame>
  ) : (
    <main id="main" className="narrow">
      <NotFoundContent home="/" />
    </main>
  )
}
