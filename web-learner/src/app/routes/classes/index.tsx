import { matchPath, useLocation, type Params } from "react-router"
import type { ReactNode } from "react"
import { ClassActivityGate } from "../../../features/classes/components/ClassActivityGate.tsx"
import { CatalogList } from "../../../features/classes/components/CatalogList.tsx"
import { ClassList } from "../../../features/classes/components/ClassList.tsx"
import { ClassPage } from "../../../features/classes/components/ClassPage.tsx"
import { PresentialCoursePage } from "../../../features/classes/components/PresentialCoursePage.tsx"
import { classPaths } from "../../../features/classes/api/paths.ts"
import { loadClassesText, useClassesLanguage } from "../../../features/classes/i18n/index.ts"
import { ActivityPlayer } from "../../../features/learning/components/ActivityPlayer.tsx"
import { loadLearningText, useLearningLanguage } from "../../../features/learning/i18n/index.ts"
import { NotFoundContent } from "../../../components/NotFoundContent.tsx"
import { useMe } from "../../../features/session/api/getMe.ts"

const Player = ({ p }: { p: Params }) => {
  const userId = useMe().data?.userId
  const classId = p["eventId"] ?? p["id"] ?? ""
  const order = Number(p["order"])
  return (
    <ClassActivityGate key={`${classId}/${order}`} classId={classId} order={order}>
      {(courseId) => <ActivityPlayer courseId={courseId} order={order} trailId={p["trailId"]} userId={userId} classId={classId} />}
    </ClassActivityGate>
  )
}
const player = (p: Params) => <Player p={p} />
const presentialCourse = (p: Params) => <PresentialCoursePage key={p["id"]} courseId={p["id"] ?? ""} back={classPaths.presentialCourses} />
const trail = "/trails/:trailId"
const catalog = `${trail}/presential-catalogs/:catalogId`

/**
 * SPEC §2's screens of classes, matched here rather than in the app's route table so that their
 * paths stay out of the entry (the login route's budget): `webinars…`, `live-classes…`,
 * `presential-courses…`, their trail and catalog variants and the class players.
 */
const table: ReadonlyArray<readonly [string, (p: Params) => ReactNode]> = [
  ["/webinars", () => <ClassList type="webinar" />],
  ["/live-classes", () => <ClassList type="live_class" />],
  ["/presential-courses", () => <CatalogList />],
  [catalog, (p) => <CatalogList only={p["catalogId"] ?? ""} />],
  ...["/webinars/:id", `${trail}/webinars/:id`].map((path) => [path, (p: Params) => <ClassPage key={p["id"]} id={p["id"] ?? ""} back={classPaths.webinars} />] as const),
  ...["/live-classes/:id", `${trail}/live-classes/:id`].map((path) => [path, (p: Params) => <ClassPage key={p["id"]} id={p["id"] ?? ""} back={classPaths.liveClasses} />] as const),
  ["/presential-courses/:id", presentialCourse],
  [`${catalog}/presential-courses/:id`, presentialCourse],
  ...["", trail].flatMap((t) => [`${t}/webinars/:id/activities/:order`, `${t}/live-classes/:id/activities/:order`].map((path) => [path, player] as const)),
  ["/presential-courses/:id/event/:kind/:eventId/activities/:order", player],
  [`${catalog}/presential-courses/:id/event/:kind/:eventId/activities/:order`, player]
]

export const loader = () => Promise.all([loadClassesText(), loadLearningText()]).then(() => null)

export const Component = () => {
  useClassesLanguage()
  useLearningLanguage()
  const { pathname } = useLocation()
  for (const [path, render] of table) {
    const match = matchPath({ path, end: true }, pathname)
    if (match) return <>{render(match.params)}</>
  }
  return <NotFoundContent home={classPaths.webinars} />
}
