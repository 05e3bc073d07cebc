import "../classes.css"
import { Link } from "react-router"
import { QueryView } from "../../../components/states.tsx"
import { useCourseClasses } from "../api/classes.ts"
import { classPaths } from "../api/paths.ts"
import { tc } from "../i18n/index.ts"
import { ClassActions } from "./ClassActions.tsx"
import { ClassFacts } from "./ClassFacts.tsx"
import { ClassReaction } from "./ClassReaction.tsx"

/** `presential-courses/{id}` (and its catalog and trail variants): the course's classes, each with my seat in it. */
export const PresentialCoursePage = ({ courseId, back }: { courseId: string; back: string }) => {
  const classes = useCourseClasses(courseId)
  return (
    <>
      <Link className="page-back" to={back}>
        ← {tc("classes.back")}
      </Link>
      <QueryView query={classes} isEmpty={(d) => d.length === 0} empty={tc("presential.noClasses")}>
        {(items) => (
          <>
            <h1>{items[0]!.courseTitle ?? tc("presential.title")}</h1>
            <h2>{tc("presential.classes")}</h2>
            {items.map((c) => (
              <section key={c.classId} id={`class-${c.classId}`} className="card" aria-labelledby={`title-${c.classId}`}>
                <h3 id={`title-${c.classId}`}>{c.title}</h3>
                <ClassFacts c={c} />
                <ClassActions c={c} />
                {c.subscribed && c.firstActivityOrder !== null && <Link to={classPaths.activity(c, c.firstActivityOrder)}>{tc("classes.openActivities")}</Link>}
                <ClassReaction c={c} />
              </section>
            ))}
          </>
        )}
      </QueryView>
    </>
  )
}
