import { lazy, Suspense, useEffect, useState, type ReactNode } from "react"
import { NavLink, Outlet, useLocation } from "react-router"
import { useQueryClient } from "@tanstack/react-query"
import { t, useLanguage } from "../../i18n/index.ts"
import { apiPaths, paths } from "../../config/paths.ts"
import { useFlushPendingSales } from "../../features/sales/api/pendingSales.ts"
import { selectedClient, useMe } from "../../features/session/api/getMe.ts"
import { requestToken } from "../../lib/api-client.ts"
import { clearSession, tokens } from "../../lib/session.ts"
import { applyClientTheme } from "../../lib/theme.ts"
import { RequireSession } from "../guards.tsx"
import { modulesOf } from "../modules.ts"
import { MenuBadge } from "../MenuBadge.tsx"

const logout = async () => {
  const refresh = tokens()?.refreshToken
  clearSession()
  // Logged out, the app wears the deployment's theme again (DESIGN §7).
  applyClientTheme(undefined)
  // RFC 7009: revoke the refresh token (and with it the session); a failure changes nothing here.
  if (refresh) void requestToken({ token: refresh, token_type_hint: "refresh_token" }, apiPaths.revoke).catch(() => undefined)
}

const infoLinks = ["about-the-program", "faq", "terms-and-conditions", "privacy-policy", "cookies", "contact-us"] as const

const Icon = ({ d }: { d: string }) => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <path d={d} fill="currentColor" />
  </svg>
)

/** Sends the sales kept offline, from whatever screen the learner is on (rendered once signed in). */
const SendKeptSales = () => {
  useFlushPendingSales(useMe().data?.userId)
  return null
}

// Offline use (issue 48), a moment after the frame: its chunks are not the login's to list.
const OfflineWork = lazy(() => import("./offlineWork.tsx"))

/** The drawer's state: open on a phone after "Menu", closed again by choosing a screen. */
const useDrawer = () => {
  const { pathname } = useLocation()
  const [open, setOpen] = useState(false)
  useEffect(() => setOpen(false), [pathname])
  return [open, setOpen] as const
}

/**
 * The main navigation: the selected client's modules (app/modules.ts), nothing else. A desktop
 * shows it as a side column with icons (a dozen modules and more stay in sight, one per row); on a
 * phone or a tablet it folds into a drawer under the header, behind the "Menu" button.
 */
const MainNav = ({ open }: { open: boolean }) => {
  const me = useMe()
  const entries = modulesOf(me.data && selectedClient(me.data))
  return (
    <nav id="main-nav" className={open ? "main-nav open" : "main-nav"} aria-label={t("nav.main")}>
      {entries.map((m) => (
        <NavLink key={m.path} to={m.path}>
          <Icon d={m.icon} />
          <span>{t(m.label)}</span>
          {m.badge && <MenuBadge path={m.badge} />}
        </NavLink>
      ))}
    </nav>
  )
}

/** The authenticated screens' frame: a skip link, the client's menu, "log out", the information pages. */
export const AppFrame = ({ children }: { children: ReactNode }) => {
  useLanguage()
  const queryClient = useQueryClient()
  const [open, setOpen] = useDrawer()
  return (
    <RequireSession>
      <SendKeptSales />
      <a className="skip" href="#main">
        {t("app.skip")}
      </a>
      <div className="frame">
        <header className="top">
          <span className="brand">{t("app.name")}</span>
          <button type="button" className="menu-toggle secondary" aria-expanded={open} aria-controls="main-nav" onClick={() => setOpen(!open)}>
            <Icon d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
            {t("nav.menu")}
          </button>
          <button
            type="button"
            className="link logout"
            onClick={() => {
              queryClient.clear()
              void logout()
            }}
          >
            {t("nav.logout")}
          </button>
        </header>
        <MainNav open={open} />
        <main id="main" tabIndex={-1}>
          <Suspense fallback={null}>
            <OfflineWork />
          </Suspense>
          {children}
        </main>
        <footer>
          <nav aria-label={t("nav.info")} className="links">
            {infoLinks.map((slug) => (
              <NavLink key={slug} to={paths.page(slug)}>
                {t(`page.${slug}.title`)}
              </NavLink>
            ))}
          </nav>
        </footer>
      </div>
    </RequireSession>
  )
}

export const Component = () => (
  <AppFrame>
    <Outlet />
  </AppFrame>
)
