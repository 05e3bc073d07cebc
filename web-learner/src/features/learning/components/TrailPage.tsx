import "../learning.css"
import { Link } from "react-router"
import { learningPaths } from "../api/paths.ts"
import { useTrail } from "../api/trails.ts"
import { tl } from "../i18n/index.ts"
import { CourseCard } from "./CourseCard.tsx"
import { QueryState } from "./QueryState.tsx"
import { TrailProgress } from "./TrailList.tsx"

/** A trail: its courses in order with my progress in each; a course opens inside the trail (`trails/{id}/course/{id}`). */
export const TrailPage = ({ trailId }: { trailId: string }) => {
  const trail = useTrail(trailId)
  return (
    <QueryState query={trail}>
      {trail.data && (
        <article>
          <p>
            <Link to={learningPaths.trails}>{tl("trail.back")}</Link>
          </p>
          <h1>{trail.data.title}</h1>
          <TrailProgress trail={trail.data} />
          <h2>{tl("trail.courses")}</h2>
          <ol className="cards">
            {trail.data.courses.map((c) => (
              <CourseCard key={c.courseId} course={c} trailId={trailId} />
            ))}
          </ol>
        </article>
      )}
    </QueryState>
  )
}
