import { TrailList } from "../../../features/learning/components/TrailList.tsx"
import { loadLearningText, useLearningLanguage } from "../../../features/learning/i18n/index.ts"

/** `trails` (SPEC §2): my trails with their progress. */
export const loader = () => loadLearningText().then(() => null)

export const Component = () => {
  useLearningLanguage()
  return <TrailList />
}
