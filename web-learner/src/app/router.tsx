import { Navigate, Outlet, createBrowserRouter, useLocation, type RouteObject } from "react-router"
import { lazy, Suspense, type ComponentType } from "react"
import { loadAllMessages } from "../i18n/index.ts"
import { useLoggedIn } from "../lib/useLoggedIn.ts"
import { appSettings } from "../lib/settings.ts"
import { withinChunkTime } from "../lib/chunkError.ts"
import { RouteError } from "./RouteError.tsx"
import { ScrollToTop } from "./ScrollToTop.tsx"
import { modules } from "./modules.ts"
import { redirectRoutes } from "./redirects.tsx"
import type { PageSlug } from "./routes/staticPage.tsx"

// The banner comes a moment after the first screen rather than weigh on the login's JS (issue 41, item 26).
const CookieBanner = lazy(() => Promise.all([import("../components/CookieBanner.tsx"), loadAllMessages()]).then(([m]) => ({ default: m.CookieBanner })))

// Under maintenance a visitor sees its page; only `maintenance-login` lets admins in (DESIGN §7).
const Maintenance = lazy(() => Promise.all([import("./routes/maintenance.tsx"), loadAllMessages()]).then(([m]) => m))
const Screen = () => {
  const loggedIn = useLoggedIn()
  const { pathname } = useLocation()
  if (appSettings().underMaintenance && !loggedIn && pathname !== "/maintenance-login")
    return (
      <Suspense fallback={null}>
        <Maintenance />
      </Suspense>
    )
  return <Outlet />
}

const Root = () => (
  <>
    <ScrollToTop />
    <Screen />
    <Suspense fallback={null}>
      <CookieBanner />
    </Suspense>
  </>
)

/**
 * A lazy route whose screen reads the API: it comes with the query cache (app/QueryProvider.tsx).
 * The login form reads nothing, so neither the cache nor the library is in its JS (issue 41, item 26).
 */
const withQueries = (load: () => Promise<{ Component: ComponentType; loader?: () => Promise<null> }>) => async () => {
  const [route, { QueryProvider }] = await Promise.all([load(), import("./QueryProvider.tsx")])
  const Screen = route.Component
  const Component = () => (
    <QueryProvider>
      <Screen />
    </QueryProvider>
  )
  return route.loader ? { Component, loader: route.loader } : { Component }
}

/** A module's routes behind its client flag (app/featureGate.tsx), loaded with the frame's screens. */
const featureGate = (flag: string | undefined) => async () => {
  const { RequireFeature } = await import("./featureGate.tsx")
  return { Component: () => <RequireFeature flag={flag} /> }
}

/** Public pages: a logged-in user is sent on by the login route (to the client's home route). */
const PublicOnly = () => (useLoggedIn() ? <Navigate to="/" replace /> : <Outlet />)

const page = (slug: PageSlug) => async () => {
  const { StaticPage } = await import("./routes/staticPage.tsx")
  return { Component: () => <StaticPage slug={slug} /> }
}

const publicPage = (slug: PageSlug) => async () => {
  const { StaticPage } = await import("./routes/staticPage.tsx")
  return {
    Component: () => (
      <main id="main" className="narrow">
        <StaticPage slug={slug} />
      </main>
    )
  }
}

const institutional: Array<[string, PageSlug]> = [
  ["about", "about-the-program"],
  ["cookies_policy", "cookies"],
  ["support", "contact-us"],
  ["privacy-policy", "privacy-policy"],
  ["terms-and-conditions", "terms-and-conditions"]
]

// `contact-us` is the support module's form (app/modules.ts); the public `institutional/support` keeps the page.
const pages: ReadonlyArray<PageSlug> = ["about-the-program", "faq", "terms-and-conditions", "privacy-policy", "cookies"]

const loginRoute: RouteObject = { index: true, lazy: () => import("./routes/login.tsx") }
/** A screen of the deployment's face (issue 49), through its one lazy table (routes/sso/screens.tsx). */
const sso = (name: string) => withQueries(async () => (await import("./routes/sso/screens.ts")).ssoScreens[name]!)

/** SPEC §2's route table, for the screens that exist; every route but the frame is lazy. */
export const routes: Array<RouteObject> = [
  {
    element: <Root />,
    // A screen that fails to load, or breaks, says so with a reload (issue 49), never a blank page.
    errorElement: <RouteError />,
    children: [
      loginRoute,
      { path: "maintenance-login", lazy: withinChunkTime(() => import("./routes/maintenanceLogin.tsx")) },
      { path: "portfolio", lazy: () => import("./routes/portfolio.tsx") },
      { element: <PublicOnly />, children: institutional.map(([path, slug]) => ({ path: `institutional/${path}`, lazy: publicPage(slug) })) },
      // Account self-service (SPEC §2's public routes; issue 14).
      {
        element: <PublicOnly />,
        children: [
          { path: "register", lazy: withQueries(() => import("./routes/register.tsx")) },
          { path: "register-success", lazy: withQueries(() => import("./routes/registerSuccess.tsx")) },
          { path: "first_access", lazy: withQueries(() => import("./routes/firstAccess.tsx")) },
          { path: "request-password", lazy: withQueries(() => import("./routes/requestPassword.tsx")) },
          { path: "set-password/:username/:uidb64/:token", lazy: withQueries(() => import("./routes/setPassword.tsx")) },
          { path: "recover-password/:username/:uidb64/:token", lazy: withQueries(() => import("./routes/setPassword.tsx")) }
        ]
      },
      // The deployment's face (issue 49): single sign-on's callbacks, the partner routes, the showcase.
      { path: "login-redirect-v2", lazy: sso("loginRedirect") },
      { path: "intel-login-redirect", lazy: sso("loginRedirect") },
      { path: "portfolio-course/:slug", lazy: sso("portfolioCourse") },
      {
        element: <PublicOnly />,
        children: [
          { path: "intel-first-access", lazy: sso("intelFirstAccess") },
          { path: "tigre-juntos-somos-mais", lazy: sso("partnerLanding") },
          { path: "register-seven-trade", lazy: sso("partnerSignUp") },
          { path: "register-pop-trade", lazy: sso("partnerSignUp") },
          { path: "about-team", lazy: sso("aboutTeam") }
        ]
      },
      { path: "webservice-login", lazy: withQueries(() => import("./routes/webserviceLogin.tsx")) },
      { path: "webservice-login/:token", lazy: withQueries(() => import("./routes/webserviceLogin.tsx")) },
      // Learning (issue 43): the public certificate check.
      { path: "verify-certificate/:code", lazy: withQueries(() => import("./routes/learning/verifyCertificate.tsx")) },
      {
        lazy: withQueries(() => import("./routes/appLayout.tsx")),
        children: [
          // Each module's screens behind its client flag (app/modules.ts; README "Adding a module").
          ...modules.map((m) => ({ lazy: featureGate(m.flag), children: [{ path: m.path.slice(1), lazy: typeof m.lazy === "function" ? withinChunkTime(m.lazy) : m.lazy }, ...(m.routes ?? [])] })),
          ...pages.map((slug) => ({ path: slug, lazy: page(slug) })),
          // The deployment's face inside the app (issue 49): the campaign's hotsite, the team page, the shell's steps.
          { path: "hotsite", lazy: sso("hotsite") },
          { path: "about-the-team", lazy: sso("aboutTheTeam") },
          { path: "onboarding", lazy: sso("onboarding") },
          { path: "complete-register", lazy: sso("completeRegister") }
        ]
      },
      ...redirectRoutes,
      { path: "*", lazy: withQueries(() => import("./routes/notFound.tsx")) }
    ]
  }
]

/**
 * Every lazy route but the login's also brings the language's whole catalogue: the login's
 * first script holds only the login's texts (i18n/core/), so each module's texts weigh on the
 * screens that show them.
 */
const withMessages = (route: RouteObject): RouteObject => {
  const load = route.lazy
  const children = route.children?.map(withMessages)
  if (typeof load !== "function" || route === loginRoute) return { ...route, ...(children && { children }) } as RouteObject
  return { ...route, ...(children && { children }), lazy: () => Promise.all([load(), loadAllMessages()]).then(([r]) => r) } as RouteObject
}

export const createRouter = () => createBrowserRouter(routes.map(withMessages))
