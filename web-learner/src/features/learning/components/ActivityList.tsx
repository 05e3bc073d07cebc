import { Link } from "react-router"
import { learningPaths } from "../api/paths.ts"
import type { Detail } from "../api/types.ts"
import { tl } from "../i18n/index.ts"
import { titleOf, typeLabel } from "./activityLabels.ts"

/** The course's activities in order, each with its state: done, to do, or locked and by what. */
export const ActivityList = ({ course, trailId }: { course: Detail; trailId: string | undefined }) => (
  <ol className="activities">
    {course.activities.map((a) => {
      const title = a.title ?? typeLabel(a.type)
      const open = course.enrolled && !a.locked
      return (
        <li key={a.activityId} className={a.completed ? "done" : a.locked ? "locked" : ""}>
          <div>
            {open ? <Link to={learningPaths.activity(course.courseId, a.hierarchyOrder, trailId)}>{title}</Link> : <span className="title">{title}</span>}
            <span className="meta">
              {typeLabel(a.type)}
              {!a.mandatory && ` · ${tl("activity.optional")}`}
              {a.blocking && ` · ${tl("activity.blocking")}`}
            </span>
          </div>
          <span className={`state ${a.completed ? "done" : a.locked ? "locked" : "todo"}`}>
            {a.completed ? `✓ ${tl("activity.done")}` : a.locked ? tl("activity.locked", { activity: titleOf(course.activities, a.waitingFor) }) : tl("activity.todo")}
          </span>
        </li>
      )
    })}
  </ol>
)
