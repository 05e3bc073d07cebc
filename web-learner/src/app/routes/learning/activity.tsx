import { useParams } from "react-router"
import { ActivityPlayer } from "../../../features/learning/components/ActivityPlayer.tsx"
import { loadLearningText, useLearningLanguage } from "../../../features/learning/i18n/index.ts"
import { SenceGate } from "../../../features/sence/components/SenceGate.tsx"
import { loadSenceText } from "../../../features/sence/i18n/index.ts"
import { useMe } from "../../../features/session/api/getMe.ts"

/** `courses/{id}/activities/{hierarchy_order}` and its trail variant (SPEC §2): the activity player. */
export const loader = () => Promise.all([loadLearningText(), loadSenceText()]).then(() => null)

export const Component = () => {
  useLearningLanguage()
  const { id = "", order = "", trailId } = useParams()
  const userId = useMe().data?.userId
  // A Chilean learner's SENCE session comes before the content (DESIGN §4.9).
  return (
    <SenceGate courseId={id}>
      <ActivityPlayer key={`${id}/${order}`} courseId={id} order={Number(order)} trailId={trailId} userId={userId} />
    </SenceGate>
  )
}
