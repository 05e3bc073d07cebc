import { NavLink, Outlet } from "react-router"
import { useQueryClient } from "@tanstack/react-query"
import { t, useLanguage } from "../../i18n/index.ts"
import { apiPaths, paths } from "../../config/paths.ts"
import { requestToken } from "../../lib/api-client.ts"
import { clearSession, tokens } from "../../lib/session.ts"
import { RequireSession } from "../guards.tsx"

const logout = async () => {
  const refresh = tokens()?.refreshToken
  clearSession()
  // RFC 7009: revoke the refresh token (and with it the session); a failure changes nothing here.
  if (refresh) void requestToken({ token: refresh, token_type_hint: "refresh_token" }, apiPaths.revoke).catch(() => undefined)
}

const mainLinks = [
  [paths.home, "nav.home"],
  [paths.campaigns, "nav.campaigns"],
  [paths.insertSales, "nav.insertSales"],
  [paths.pointsTable, "nav.pointsTable"],
  [paths.profile, "nav.profile"],
  [paths.onlineCourses, "nav.onlineCourses"],
  [paths.trails, "nav.trails"]
] as const

const infoLinks = ["about-the-program", "faq", "terms-and-conditions", "privacy-policy", "cookies", "contact-us"] as const

/** The authenticated screens' frame: a skip link, the main navigation, the information pages. */
export const Component = () => {
  useLanguage()
  const queryClient = useQueryClient()
  return (
    <RequireSession>
      <a className="skip" href="#main">
        {t("app.skip")}
      </a>
      <header className="top">
        <span className="brand">{t("app.name")}</span>
        <button
          type="button"
          className="link"
          onClick={() => {
            queryClient.clear()
            void logout()
          }}
        >
          {t("nav.logout")}
        </button>
      </header>
      <nav className="main-nav" aria-label={t("nav.main")}>
        {mainLinks.map(([to, key]) => (
          <NavLink key={to} to={to}>
            {t(key)}
          </NavLink>
        ))}
      </nav>
      <main id="main" tabIndex={-1}>
        <Outlet />
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
    </RequireSession>
  )
}
