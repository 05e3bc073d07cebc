import type { ReactNode } from "react"
import { Failed, Loading } from "../../../components/states.tsx"
import { useSenceStatus } from "../api/getSenceStatus.ts"
import { useSenceLanguage } from "../i18n/index.ts"
import { SenceClose } from "./SenceClose.tsx"
import { SenceLogin } from "./SenceLogin.tsx"

/**
 * A course's content behind SENCE (DESIGN §4.9): a Chilean learner whose client and course have
 * SENCE codes starts a session first; anyone else sees the content at once. The server withholds
 * the content too, so this is the learner's way in, not the guard.
 */
export const SenceGate = ({ courseId, children }: { courseId: string; children: ReactNode }) => {
  useSenceLanguage()
  const status = useSenceStatus(courseId)
  if (status.isPending) return <Loading />
  if (status.isError) return <Failed error={status.error} onRetry={() => status.refetch()} />
  if (!status.data.required) return <>{children}</>
  if (!status.data.started) return <SenceLogin courseId={courseId} status={status.data} />
  return (
    <>
      <SenceClose courseId={courseId} />
      {children}
    </>
  )
}
