import { useFlushPendingCompletions, usePendingCompletions } from "../../features/learning/api/pendingCompletions.ts"
import { useFlushPendingScormCommits, usePendingScormCommits } from "../../features/learning/api/pendingScormCommits.ts"
import { OfflineFrame } from "../../features/offline/components/OfflineFrame.tsx"
import { useMe } from "../../features/session/api/getMe.ts"

/**
 * Offline use on every signed-in screen (issue 48): the worker, the downloads left unfinished, the
 * activity completions and SCORM commits kept offline (sent when the connection returns, counted while they wait)
 * and the offline notice. Composed here: the learning and offline features do not know each other's frame.
 */
const OfflineWork = () => {
  const userId = useMe().data?.userId
  useFlushPendingCompletions(userId)
  useFlushPendingScormCommits(userId)
  const waiting = usePendingCompletions(userId).data?.filter((c) => c.refusal === undefined).length ?? 0
  // SCORM commits wait too (a package played offline): counted by activity, the learner's unit.
  const scorm = new Set(usePendingScormCommits(userId).data?.filter((c) => c.refusal === undefined).map((c) => `${c.courseId}:${c.activityId}`)).size
  return <OfflineFrame waiting={waiting} scormWaiting={scorm} />
}

export default OfflineWork
