import type { ReactNode } from "react"
import { QueryView } from "../../../components/states.tsx"
import { useClass } from "../api/classes.ts"
import { tc } from "../i18n/index.ts"

/**
 * The class's players (SPEC §2 `…/activities/{hierarchy_order}`): the course's player once I hold a
 * seat, unless the activity waits for the instructor (`instructorAuthorized`, not opened yet).
 */
export const ClassActivityGate = ({ classId, order, children }: { classId: string; order: number; children: (courseId: string) => ReactNode }) => {
  const query = useClass(classId)
  return (
    <QueryView query={query}>
      {(c) =>
        c.courseId === null ? (
          <p className="note">{tc("classes.notFound")}</p>
        ) : !c.subscribed ? (
          <p className="note">{tc("classes.subscribeFirst")}</p>
        ) : c.lockedOrders.includes(order) ? (
          <p className="note">{tc("classes.locked")}</p>
        ) : (
          children(c.courseId)
        )
      }
    </QueryView>
  )
}
