import "../classes.css"
import { Link } from "react-router"
import { QueryView } from "../../../components/states.tsx"
import { useClass } from "../api/classes.ts"
import { classPaths } from "../api/paths.ts"
import { tc } from "../i18n/index.ts"
import { ClassActions } from "./ClassActions.tsx"
import { ClassFacts } from "./ClassFacts.tsx"
import { ClassReaction } from "./ClassReaction.tsx"

/** `webinars/{id}` and `live-classes/{id}` (and their trail variants): the class, my seat, the calendar and the room. */
export const ClassPage = ({ id, back }: { id: string; back: string }) => {
  const query = useClass(id)
  return (
    <>
      <Link className="page-back" to={back}>
        ← {tc("classes.back")}
      </Link>
      <QueryView query={query}>
        {(c) => (
          <>
            <h1>{c.title}</h1>
            <p className="product-meta">{tc(`type.${c.type}`)}</p>
            <ClassFacts c={c} />
            <ClassActions c={c} />
            {c.courseId && (
              <p>
                {c.subscribed ? <Link to={classPaths.activity(c, c.firstActivityOrder ?? 0)}>{tc("classes.openActivities")}</Link> : <span className="product-meta">{tc("classes.subscribeFirst")}</span>}
              </p>
            )}
            <ClassReaction c={c} />
          </>
        )}
      </QueryView>
    </>
  )
}
