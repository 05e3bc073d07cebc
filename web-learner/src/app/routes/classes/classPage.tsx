import { useLocation, useParams } from "react-router"
import { ClassPage } from "../../../features/classes/components/ClassPage.tsx"
import { classPaths } from "../../../features/classes/api/paths.ts"
import { loadClassesText, useClassesLanguage } from "../../../features/classes/i18n/index.ts"

/** `webinars/{id}`, `live-classes/{id}` and their trail variants (SPEC §2). */
export const loader = () => loadClassesText().then(() => null)

export const Component = () => {
  useClassesLanguage()
  const { id = "" } = useParams()
  const live = useLocation().pathname.includes("/live-classes/")
  return <ClassPage key={id} id={id} back={live ? classPaths.liveClasses : classPaths.webinars} />
}
