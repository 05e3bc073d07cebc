import type { ReactNode } from "react"
import { Layout as RaLayout } from "react-admin"
import { Navigate, useLocation } from "react-router-dom"
import { AppBar } from "./AppBar.tsx"
import { Menu } from "./Menu.tsx"
import { readTokens } from "./tokens.ts"
import { useUserLanguage } from "./userLanguage.ts"

// react-admin's layout takes the width of its widest child (min-width: fit-content), so on a phone a
// long alert or a row of tabs made the whole page scroll sideways. Phones keep the screen's width and
// let such children wrap or scroll inside; wider screens keep react-admin's behaviour.
const fitTheScreen = { minWidth: { xs: 0, md: "fit-content" }, "& .RaLayout-content": { minWidth: { xs: 0, md: "auto" } } }

/**
 * Logged out, every page but the login form goes straight to it, remembering the page asked for.
 * react-admin's `requireAuth` did this with a logout on mount that reset the store and the query
 * cache, which re-ran its own check and logged out again: the navigation to #/login was started
 * thousands of times and the page stayed blank for 10–16 s (issue 41, item 9). Having no tokens
 * is known without asking anyone, so the redirect is decided here, once, during the render.
 */
const RequireSession = ({ children }: { children: ReactNode }) => {
  const location = useLocation()
  if (readTokens()) return children
  return <Navigate to="/login" replace state={{ nextPathname: location.pathname, nextSearch: location.search }} />
}

const SignedIn = ({ children }: { children: ReactNode }) => {
  useUserLanguage()
  return (
    <RaLayout appBar={AppBar} menu={Menu} sx={fitTheScreen}>
      {children}
    </RaLayout>
  )
}

export const Layout = ({ children }: { children: ReactNode }) => (
  <RequireSession>
    <SignedIn>{children}</SignedIn>
  </RequireSession>
)
