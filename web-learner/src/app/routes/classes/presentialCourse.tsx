import { useParams } from "react-router"
import { PresentialCoursePage } from "../../../features/classes/components/PresentialCoursePage.tsx"
import { classPaths } from "../../../features/classes/api/paths.ts"
import { loadClassesText, useClassesLanguage } from "../../../features/classes/i18n/index.ts"

/** `presential-courses/{id}` and `trails/{id_trail}/presential-catalogs/{id_catalog}/presential-courses/{id}` (SPEC §2). */
export const loader = () => loadClassesText().then(() => null)

export const Component = () => {
  useClassesLanguage()
  const { id = "" } = useParams()
  return <PresentialCoursePage key={id} courseId={id} back={classPaths.presentialCourses} />
}
