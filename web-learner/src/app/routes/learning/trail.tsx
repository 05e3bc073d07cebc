import { useParams } from "react-router"
import { TrailPage } from "../../../features/learning/components/TrailPage.tsx"
import { loadLearningText, useLearningLanguage } from "../../../features/learning/i18n/index.ts"

/** `trails/{id}` (SPEC §2): a trail's courses in order. */
export const loader = () => loadLearningText().then(() => null)

export const Component = () => {
  useLearningLanguage()
  const { trailId = "" } = useParams()
  return <TrailPage key={trailId} trailId={trailId} />
}
