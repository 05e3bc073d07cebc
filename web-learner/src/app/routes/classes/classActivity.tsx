import { useParams } from "react-router"
import { ClassActivityGate } from "../../../features/classes/components/ClassActivityGate.tsx"
import { loadClassesText, useClassesLanguage } from "../../../features/classes/i18n/index.ts"
import { ActivityPlayer } from "../../../features/learning/components/ActivityPlayer.tsx"
import { loadLearningText, useLearningLanguage } from "../../../features/learning/i18n/index.ts"

/**
 * SPEC §2's class players: `webinars/{id}/activities/{n}`, `live-classes/{id}/activities/{n}` and
 * `presential-courses/{id}/event/{kind}/{event_id}/activities/{n}` (with their trail variants): the
 * learning player of the class's course, behind the class's seat and the instructor's unlocks.
 */
export const loader = () => Promise.all([loadClassesText(), loadLearningText()]).then(() => null)

export const Component = () => {
  useClassesLanguage()
  useLearningLanguage()
  const { id = "", eventId, order = "", trailId } = useParams()
  const classId = eventId ?? id
  return (
    <ClassActivityGate key={`${classId}/${order}`} classId={classId} order={Number(order)}>
      {(courseId) => <ActivityPlayer courseId={courseId} order={Number(order)} trailId={trailId} />}
    </ClassActivityGate>
  )
}
