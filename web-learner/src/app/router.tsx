import { Navigate, Outlet, createBrowserRouter, type RouteObject } from "react-router"
import { CookieBanner } from "../components/CookieBanner.tsx"
import { useLoggedIn } from "../lib/useLoggedIn.ts"
import { ScrollToTop } from "./guards.tsx"
import { redirectRoutes } from "./redirects.tsx"
import type { PageSlug } from "./routes/staticPage.tsx"

const Root = () => (
  <>
    <ScrollToTop />
    <Outlet />
    <CookieBanner />
  </>
)

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

const pages: ReadonlyArray<PageSlug> = ["about-the-program", "faq", "terms-and-conditions", "privacy-policy", "cookies", "contact-us"]

/** SPEC §2's route table, for the screens that exist; every route but the frame is lazy. */
export const routes: Array<RouteObject> = [
  {
    element: <Root />,
    children: [
      { index: true, lazy: () => import("./routes/login.tsx") },
      { path: "portfolio", lazy: () => import("./routes/portfolio.tsx") },
      { element: <PublicOnly />, children: institutional.map(([path, slug]) => ({ path: `institutional/${path}`, lazy: publicPage(slug) })) },
      // Account self-service (SPEC §2's public routes; issue 14).
      {
        element: <PublicOnly />,
        children: [
          { path: "register", lazy: () => import("./routes/register.tsx") },
          { path: "register-success", lazy: () => import("./routes/registerSuccess.tsx") },
          { path: "first_access", lazy: () => import("./routes/firstAccess.tsx") },
          { path: "request-password", lazy: () => import("./routes/requestPassword.tsx") },
          { path: "set-password/:username/:uidb64/:token", lazy: () => import("./routes/setPassword.tsx") },
          { path: "recover-password/:username/:uidb64/:token", lazy: () => import("./routes/setPassword.tsx") }
        ]
      },
      { path: "webservice-login", lazy: () => import("./routes/webserviceLogin.tsx") },
      { path: "webservice-login/:token", lazy: () => import("./routes/webserviceLogin.tsx") },
      // Learning (issue 43): the public certificate check; the screens themselves are below.
      { path: "verify-certificate/:code", lazy: () => import("./routes/learning/verifyCertificate.tsx") },
      {
        lazy: () => import("./routes/appLayout.tsx"),
        children: [
          { path: "home", lazy: () => import("./routes/home.tsx") },
          { path: "campaigns", lazy: () => import("./routes/campaigns.tsx") },
          { path: "insert-sales", lazy: () => import("./routes/insertSales.tsx") },
          { path: "points-table", lazy: () => import("./routes/pointsTable.tsx") },
          { path: "profile", lazy: () => import("./routes/profile.tsx") },
          ...pages.map((slug) => ({ path: slug, lazy: page(slug) })),
          // Learning (issue 43; SPEC §2's routes and activity player routes, each with its trail variant).
          { path: "online-courses", lazy: () => import("./routes/learning/onlineCourses.tsx") },
          { path: "online-courses/:id", lazy: () => import("./routes/learning/onlineCourse.tsx") },
          { path: "trails", lazy: () => import("./routes/learning/trails.tsx") },
          { path: "trails/:trailId", lazy: () => import("./routes/learning/trail.tsx") },
          { path: "trails/:trailId/course/:id", lazy: () => import("./routes/learning/onlineCourse.tsx") },
          { path: "courses/:id/activities/:order", lazy: () => import("./routes/learning/activity.tsx") },
          { path: "trails/:trailId/courses/:id/activities/:order", lazy: () => import("./routes/learning/activity.tsx") }
        ]
      },
      ...redirectRoutes,
      { path: "*", lazy: () => import("./routes/notFound.tsx") }
    ]
  }
]

export const createRouter = () => createBrowserRouter(routes)
