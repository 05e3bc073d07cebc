import { CourseList } from "../../../features/learning/components/CourseList.tsx"
import { loadLearningText, useLearningLanguage } from "../../../features/learning/i18n/index.ts"

/** `online-courses` (SPEC §2): the catalogue with SPEC §3's filters. */
export const loader = () => loadLearningText().then(() => null)

export const Component = () => {
  useLearningLanguage()
  return <CourseList />
}
