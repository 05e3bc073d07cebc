import type { RouteObject } from "react-router"
import type { Client } from "../features/session/api/getMe.ts"
import type { MessageKey } from "../i18n/pt-BR.ts"
import { redirectTable } from "./redirects.tsx"

/**
 * The learner app's modules (DESIGN §7: "every module behind its client flag"): one entry each.
 * The menu, the route guard, the phone's drawer and `homeRoute` all read this list, so a new
 * module is one entry here (and its feature folder); README "Adding a module". It is data only
 * (icons are SVG path data, screens lazy), since the login route reads it to find the home screen.
 */
export interface LearnerModule {
  /** The screen's path, as a client's `homeRoute` may name it; the menu links to it. */
  readonly path: string
  /** The menu's text, in every catalogue. */
  readonly label: MessageKey
  /** A 24×24 SVG path drawn beside the label. */
  readonly icon: string
  /**
   * The client's feature (`features[flag]` or `features["has_" + flag]` in `GET /api/me`
   * clients[]); without one, every client has the module.
   */
  readonly flag?: string
  /** The screen, loaded when first opened. */
  readonly lazy: NonNullable<RouteObject["lazy"]>
  /** More routes of the module (`courses/:id` …), behind the same flag. */
  readonly routes?: ReadonlyArray<RouteObject>
  /** An API path answering `{count}` (unread messages …): the menu shows it beside the label when above zero. */
  readonly badge?: string
}

/** The menu's order. Profile has no flag: it holds the account's security and its deletion. */
export const modules: ReadonlyArray<LearnerModule> = [
  { path: "/home", label: "nav.home", flag: "loyalty", icon: "M3 11l9-8 9 8v10h-6v-6H9v6H3z", lazy: () => import("./routes/home.tsx") },
  { path: "/campaigns", label: "nav.campaigns", flag: "loyalty", icon: "M4 4h16v4H4zm0 6h16v10H4z", lazy: () => import("./routes/campaigns.tsx") },
  { path: "/insert-sales", label: "nav.insertSales", flag: "loyalty", icon: "M11 4h2v7h7v2h-7v7h-2v-7H4v-2h7z", lazy: () => import("./routes/insertSales.tsx") },
  { path: "/points-table", label: "nav.pointsTable", flag: "loyalty", icon: "M3 5h18v2H3zm0 6h18v2H3zm0 6h18v2H3z", lazy: () => import("./routes/pointsTable.tsx") },
  {
    path: "/reward-store",
    label: "nav.rewardStore",
    flag: "loyalty",
    icon: "M20 7h-3.2A3 3 0 0 0 12 3.8 3 3 0 0 0 7.2 7H4v4h1v9h14v-9h1zM9 6a1 1 0 1 1 0 2 1 1 0 0 1 0-2zm6 0a1 1 0 1 1 0 2 1 1 0 0 1 0-2zm-4 12H7v-7h4zm6 0h-4v-7h4z",
    lazy: () => import("./routes/rewardStore.tsx"),
    routes: [{ path: "reward-store/details/:id", lazy: () => import("./routes/rewardDetails.tsx") }]
  },
  {
    path: "/online-courses",
    label: "nav.onlineCourses",
    flag: "courses",
    icon: "M12 3 1 9l11 6 9-4.9V17h2V9zM5 13.2v4L12 21l7-3.8v-4L12 17z",
    lazy: () => import("./routes/learning/onlineCourses.tsx"),
    routes: [
      { path: "online-courses/:id", lazy: () => import("./routes/learning/onlineCourse.tsx") },
      { path: "online-courses/:id/forum", lazy: () => import("./routes/forums/forum.tsx") },
      { path: "online-courses/:id/forum/:topicId", lazy: () => import("./routes/forums/forumTopic.tsx") },
      { path: "courses/:id/activities/:order", lazy: () => import("./routes/learning/activity.tsx") },
      // A webinar's lounge, reached from the webinar's page (no menu item of its own).
      { path: "webinars-lounge/:id", lazy: () => import("./routes/lounge/lounge.tsx") }
    ]
  },
  {
    path: "/trails",
    label: "nav.trails",
    flag: "courses",
    icon: "M4 18a2 2 0 1 0 0-.01zM20 6a2 2 0 1 0 0-.01zM6 17h5a3 3 0 0 0 0-6H9a3 3 0 0 1 0-6h9v2H9a1 1 0 0 0 0 2h2a5 5 0 0 1 0 10H6z",
    lazy: () => import("./routes/learning/trails.tsx"),
    routes: [
      { path: "trails/:trailId", lazy: () => import("./routes/learning/trail.tsx") },
      { path: "trails/:trailId/course/:id", lazy: () => import("./routes/learning/onlineCourse.tsx") },
      { path: "trails/:trailId/courses/:id/activities/:order", lazy: () => import("./routes/learning/activity.tsx") },
      { path: "trails/:trailId/webinars-lounge/:id", lazy: () => import("./routes/lounge/lounge.tsx") }
    ]
  },
  { path: "/upload-photos", label: "nav.uploadPhotos", flag: "loyalty", icon: "M9 3 7.2 5H4v14h16V5h-3.2L15 3zm3 5a4 4 0 1 1 0 8 4 4 0 0 1 0-8z", lazy: () => import("./routes/uploadPhotos.tsx") },
  { path: "/events", label: "nav.events", flag: "loyalty", icon: "M7 2v2H4v16h16V4h-3V2h-2v2H9V2zm-1 8h12v8H6z", lazy: () => import("./routes/events.tsx") },
  { path: "/partner-transfer", label: "nav.partnerTransfer", flag: "loyalty", icon: "M4 7h12l-3-3 1.4-1.4L20 8l-5.6 5.4L13 12l3-3H4zm16 10H8l3 3-1.4 1.4L4 16l5.6-5.4L11 12l-3 3h12z", lazy: () => import("./routes/partnerTransfer.tsx") },
  {
    path: "/podcasts",
    label: "nav.podcasts",
    flag: "podcasts",
    icon: "M12 2a4 4 0 0 0-4 4v6a4 4 0 0 0 8 0V6a4 4 0 0 0-4-4zm-7 10h2a5 5 0 0 0 10 0h2a7 7 0 0 1-6 6.9V22h-2v-3.1A7 7 0 0 1 5 12z",
    lazy: () => import("./routes/podcasts.tsx"),
    routes: [
      { path: "podcasts/search/:name", lazy: () => import("./routes/podcasts.tsx") },
      { path: "podcasts/:id", lazy: () => import("./routes/podcast.tsx") }
    ]
  },
  {
    path: "/library",
    label: "nav.library",
    flag: "library",
    icon: "M4 3h4v18H4zm6 0h4v18h-4zm5.5 1.2 3.9-1 4.1 17.4-3.9 1z",
    lazy: () => import("./routes/library.tsx"),
    routes: [
      { path: "library/:name", lazy: () => import("./routes/library.tsx") },
      { path: "libraries/:id", lazy: () => import("./routes/libraryFile.tsx") }
    ]
  },
  {
    path: "/webinars",
    label: "nav.classes",
    flag: "webcasts",
    icon: "M7 2v2H4v16h16V4h-3V2h-2v2H9V2zm-1 8h12v8H6z",
    lazy: () => import("./routes/classes/index.tsx"),
    // Every screen of classes matches its own path inside (routes/classes/index.tsx), so that only
    // these prefixes weigh on the entry; a trail's other screens rank above the trail's splat.
    routes: ["webinars", "live-classes", "presential-courses", "trails/:trailId"].map((p) => ({ path: `${p}/*`, lazy: () => import("./routes/classes/index.tsx") }))
  },
  { path: "/ranking", label: "nav.ranking", flag: "ranking", icon: "M4 20V10h4v10zm6 0V4h4v16zm6 0v-7h4v7z", lazy: () => import("./routes/ranking.tsx") },
  { path: "/inbox", label: "nav.inbox", badge: "/api/me/inbox/unread", icon: "M3 5h18v14H3zm2 2v1.5l7 4.5 7-4.5V7l-7 4.5z", lazy: () => import("./routes/inbox.tsx") },
  {
    path: "/news",
    label: "nav.news",
    flag: "news",
    icon: "M4 4h13v14a2 2 0 0 0 2 2H6a2 2 0 0 1-2-2zm15 4h2v10a2 2 0 0 1-4 0V8zM7 7v4h7V7zm0 6v2h7v-2z",
    lazy: () => import("./routes/content/news.tsx"),
    routes: [{ path: "news/:id", lazy: () => import("./routes/content/newsArticle.tsx") }]
  },
  // No flag: every learner can reach the FAQ and write to support (SPEC §1 "FAQ and support").
  {
    path: "/support",
    label: "nav.support",
    icon: "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 17h-2v-2h2zm2.1-7.7-.9.9A3.4 3.4 0 0 0 13 15h-2v-.5c0-1.1.4-2.1 1.2-2.8l1.2-1.3A2 2 0 1 0 10 9H8a4 4 0 1 1 7.1 2.3z",
    lazy: () => import("./routes/content/support.tsx"),
    routes: [{ path: "contact-us", lazy: () => import("./routes/content/contactUs.tsx") }]
  },
  {
    path: "/surveys",
    label: "nav.surveys",
    flag: "surveys",
    icon: "M9 2h6v2h4v18H5V4h4zm0 4H7v14h10V6h-2v2H9zm1 5h6v2h-6zm0 4h6v2h-6zm-3-4h2v2H7zm0 4h2v2H7z",
    lazy: () => import("./routes/surveys.tsx"),
    routes: [{ path: "home/surveys/:id", lazy: () => import("./routes/survey.tsx") }]
  },
  {
    path: "/profile",
    label: "nav.profile",
    icon: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-8 8c0-4 4-6 8-6s8 2 8 6z",
    lazy: () => import("./routes/profile.tsx"),
    routes: [{ path: "profile/:section", lazy: () => import("./routes/profile.tsx") }]
  }
]

/**
 * Whether a client has a feature: `loyalty: true` or `has_loyalty: true`; no flag, every client.
 * A user in no client company (a new sign-up) has the programme's modules, as before clients existed.
 */
export const hasFeature = (client: Client | undefined, flag: string | undefined): boolean =>
  flag === undefined || client === undefined || client.features[flag] === true || client.features[`has_${flag}`] === true

/** The client's modules, in the menu's order. */
export const modulesOf = (client: Client | undefined): ReadonlyArray<LearnerModule> => modules.filter((m) => hasFeature(client, m.flag))

/** The module a path belongs to (`/profile/points` → profile), if any. */
export const moduleAt = (path: string): LearnerModule | undefined =>
  modules.find((m) => path === m.path || path.startsWith(`${m.path}/`) || path.startsWith(`${m.path}?`))

/**
 * Where a client's user lands: its `homeRoute` when that is a screen the client has (after SPEC
 * §2's redirect table: `/courses` is `/online-courses`), else the first screen the client has.
 * Profile has no flag, so there is always one: never a not-found screen, never a loop.
 */
export const homePath = (client: Client | undefined): string => {
  const wanted = client?.homeRoute ?? "/home"
  const redirected = redirectTable.find(([from]) => wanted === `/${from}` || wanted.startsWith(`/${from}/`))
  const path = redirected ? wanted.replace(`/${redirected[0]}`, `/${redirected[1]}`) : wanted
  const module = moduleAt(path)
  return module !== undefined && hasFeature(client, module.flag) ? path : modulesOf(client)[0]!.path
}
