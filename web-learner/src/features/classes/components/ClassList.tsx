import "../classes.css"
import { Link } from "react-router"
import { QueryView } from "../../../components/states.tsx"
import { useClasses } from "../api/classes.ts"
import { classPaths, type ClassType } from "../api/paths.ts"
import { tc } from "../i18n/index.ts"
import { whenInMyZone } from "./when.ts"

/** `webinars` and `live-classes` (SPEC §2): my client's classes of one kind, soonest first. */
export const ClassList = ({ type }: { type: Exclude<ClassType, "presential_class"> }) => {
  const list = useClasses(type)
  return (
    <>
      <h1>{tc(type === "webinar" ? "webinars.title" : "liveClasses.title")}</h1>
      <QueryView query={list} isEmpty={(d) => d.length === 0} empty={tc("classes.empty")}>
        {(items) => (
          <ul className="cards">
            {items.map((c) => (
              <li key={c.classId} className="card">
                <h2>
                  <Link to={classPaths.page(c)}>{c.title}</Link>
                </h2>
                <p>{whenInMyZone(c)}</p>
                <p className="product-meta">
                  <span className="class-status">{tc(`status.${c.shownStatus}`)}</span>
                  {c.subscribed ? ` · ${tc("classes.subscribed")}` : ""}
                </p>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </>
  )
}
