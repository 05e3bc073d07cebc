import { useParams } from "react-router"
import { CoursePage } from "../../../features/learning/components/CoursePage.tsx"
import { loadLearningText, useLearningLanguage } from "../../../features/learning/i18n/index.ts"

/** `online-courses/{id}` and `trails/{id_trail}/course/{id}` (SPEC §2): the course page. */
export const loader = () => loadLearningText().then(() => null)

export const Component = () => {
  useLearningLanguage()
  const { id = "", trailId } = useParams()
  return <CoursePage key={`${trailId}/${id}`} courseId={id} trailId={trailId} />
}
