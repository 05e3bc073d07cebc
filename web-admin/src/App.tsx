import { Admin, CustomRoutes, Resource } from "react-admin"
import { Route } from "react-router-dom"
import { lazy } from "react"
import { authProvider } from "./authProvider.ts"
import { dataProvider } from "./dataProvider.ts"
import { i18nProvider } from "./i18n/index.ts"
import { Layout } from "./Layout.tsx"
import { theme } from "./theme.ts"
import sales from "./sales/index.ts"
import levelUps from "./levelUps/index.ts"
import accounts from "./accounts/index.ts"
import campaigns from "./campaigns/index.ts"
import clients from "./clients/index.ts"
import brands from "./brands/index.ts"
import agencies from "./agencies/index.ts"
import chains from "./chains/index.ts"
import stores from "./stores/index.ts"
import products from "./products/index.ts"
import events from "./events/index.ts"
import participants from "./participants/index.ts"
import rewards from "./rewards/index.ts"
import orders from "./orders/index.ts"
import photos from "./photos/index.ts"
import meetups from "./meetups/index.ts"
import classes from "./classes/index.ts"
import classesCatalogs from "./classesCatalogs/index.ts"
import news from "./news/index.ts"
import faqCategories from "./faqCategories/index.ts"
import faqEntries from "./faqEntries/index.ts"
import sitePages from "./sitePages/index.ts"
import contactMessages from "./contactMessages/index.ts"
import surveys from "./surveys/index.ts"
import forumPosts from "./forumPosts/index.ts"
import forumTopics from "./forumTopics/index.ts"
import courses from "./courses/index.ts"
import trails from "./trails/index.ts"
import enrolments from "./enrolments/index.ts"
import certificates from "./certificates/index.ts"
import playlists from "./playlists/index.ts"
import podcastAudios from "./podcastAudios/index.ts"
import libraryFiles from "./libraryFiles/index.ts"
import senceClients from "./senceClients/index.ts"
import senceCourses from "./senceCourses/index.ts"
import lounges from "./lounges/index.ts"
import courseTests from "./courseTests/index.ts"
import brandingClientErrors from "./brandingClientErrors/index.ts"
import scormAttempts from "./scormAttempts/index.ts"
import brandingClientThemes from "./brandingClientThemes/index.ts"

// Views load on demand (React.lazy in each resource's index.ts, the dashboard and its charts too):
// the first load carries only react-admin's shell, within the 350 kB gzip budget.
const ReplayPage = lazy(() => import("./campaigns/ReplayPage.tsx"))
const Dashboard = lazy(() => import("./dashboard/Dashboard.tsx"))
const SignUpQueue = lazy(() => import("./signUps/SignUpQueue.tsx"))
const GameCourseCreate = lazy(() => import("./gameCourses/GameCourseCreate.tsx"))
const LoginConfigPage = lazy(() => import("./branding/LoginConfigPage.tsx"))
const GameCourseEdit = lazy(() => import("./gameCourses/GameCourseEdit.tsx"))

// No `requireAuth`: the layout sends a visitor without a session to the login form (Layout.tsx).
// Every resource is declared at once, so the queue renders without waiting for GET /api/me (a
// permissions-dependent list of resources would hold every route until it answers); the menu
// (Menu.tsx) shows each role what it may open (DESIGN §5.3).
export const App = () => (
  <Admin
    title="Vitrine Admin"
    dashboard={Dashboard}
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    layout={Layout}
    theme={theme}
    disableTelemetry
  >
    <CustomRoutes>
      <Route path="/sign-ups" element={<SignUpQueue />} />
      <Route path="/game-courses/create" element={<GameCourseCreate />} />
      <Route path="/branding" element={<LoginConfigPage />} />
      <Route path="/game-courses/:id" element={<GameCourseEdit />} />
    </CustomRoutes>
    <Resource name="sales" {...sales} />
    <Resource name="level-ups" {...levelUps} />
    <Resource name="accounts" {...accounts} />
    <Resource name="campaigns" {...campaigns}>
      <Route path=":id/replay" element={<ReplayPage />} />
    </Resource>
    <Resource name="clients" {...clients} />
    <Resource name="chains" {...chains} />
    <Resource name="stores" {...stores} />
    <Resource name="brands" {...brands} />
    <Resource name="agencies" {...agencies} />
    <Resource name="products" {...products} />
    <Resource name="events" {...events} />
    <Resource name="participants" {...participants} />
    <Resource name="rewards" {...rewards} />
    <Resource name="orders" {...orders} />
    <Resource name="photos" {...photos} />
    <Resource name="meetups" {...meetups} />
    <Resource name="news" {...news} />
    <Resource name="faq-categories" {...faqCategories} />
    <Resource name="faq-entries" {...faqEntries} />
    <Resource name="site-pages" {...sitePages} />
    <Resource name="contact-messages" {...contactMessages} />
    <Resource name="surveys" {...surveys} />
    <Resource name="forum-posts" {...forumPosts} />
    <Resource name="forum-topics" {...forumTopics} />
    <Resource name="courses" {...courses} />
    <Resource name="trails" {...trails} />
    <Resource name="enrolments" {...enrolments} />
    <Resource name="certificates" {...certificates} />
    <Resource name="playlists" {...playlists} />
    <Resource name="podcast-audios" {...podcastAudios} />
    <Resource name="library-files" {...libraryFiles} />
    <Resource name="sence-clients" {...senceClients} />
    <Resource name="sence-courses" {...senceCourses} />
    <Resource name="lounges" {...lounges} />
    <Resource name="tests" {...courseTests} />
    <Resource name="branding-client-errors" {...brandingClientErrors} />
    <Resource name="branding-client-themes" {...brandingClientThemes} />
    <Resource name="classes" {...classes} />
    <Resource name="classes-catalogs" {...classesCatalogs} />
    <Resource name="scorm-attempts" {...scormAttempts} />
    {/* Read only through references: registered so their queries have a home. */}
    <Resource name="wallets" />
    <Resource name="statement-lines" />
    <Resource name="photo-types" recordRepresentation="name" />
    <Resource name="check-ins" />
    <Resource name="listenings" />
    <Resource name="classes-seats" />
  </Admin>
)
