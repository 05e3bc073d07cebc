import { Link } from "react-router"
import { useLanguage } from "../../../i18n/index.ts"
import { formatNumber } from "../../../lib/format.ts"
import { learningPaths } from "../api/paths.ts"
import type { Course } from "../api/types.ts"
import { tl } from "../i18n/index.ts"
import { ProgressBadge } from "./ProgressBadge.tsx"

/** A course in a list: cover, title, category, workload, my progress, and the way in. */
export const CourseCard = ({ course, trailId }: { course: Pick<Course, "courseId" | "title" | "progress"> & Partial<Course>; trailId?: string }) => {
  const locale = useLanguage()
  return (
    <li className="card course-card">
      {course.coverUrl && <img src={course.coverUrl} alt="" width={320} height={180} loading="lazy" />}
      <h3>{course.title}</h3>
      <p className="meta">
        <ProgressBadge progress={course.progress} />
        {course.category && <span>{course.category}</span>}
        {course.workloadHours !== undefined && <span>{tl("course.workload", { hours: formatNumber(course.workloadHours, locale) })}</span>}
        {course.mandatory && <span className="badge">{tl("course.mandatory")}</span>}
      </p>
      {course.description && <p>{course.description}</p>}
      <Link className="button secondary" to={learningPaths.course(course.courseId, trailId)} aria-label={`${tl("course.open")}: ${course.title}`}>
        {tl("course.open")}
      </Link>
    </li>
  )
}
