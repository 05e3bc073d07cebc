import "../learning.css"
import { Link } from "react-router"
import { useLanguage } from "../../../i18n/index.ts"
import { ApiError } from "../../../lib/api-client.ts"
import { formatDate, formatNumber } from "../../../lib/format.ts"
import { useCourse, useCourseCommand } from "../api/courses.ts"
import { learningPaths } from "../api/paths.ts"
import { useTrail } from "../api/trails.ts"
import type { Detail } from "../api/types.ts"
import { tl } from "../i18n/index.ts"
import { ActivityList } from "./ActivityList.tsx"
import { CertificateBox } from "./CertificateBox.tsx"
import { PreviousResults } from "./PreviousResults.tsx"
import { ProgressBadge } from "./ProgressBadge.tsx"
import { QueryState } from "./QueryState.tsx"

const TrailBack = ({ trailId }: { trailId: string }) => {
  const trail = useTrail(trailId)
  return <Link to={learningPaths.trail(trailId)}>{tl("course.trailBack", { title: trail.data?.title ?? "" })}</Link>
}

/** Enrol (open courses, prerequisites approved) or unenrol after a confirmation that says what it costs. */
const Enrolment = ({ course }: { course: Detail }) => {
  const command = useCourseCommand(course.courseId)
  const failed = command.error ? <p role="alert" className="error">{tl("actionFailed", { message: command.error.message })}</p> : null
  // An approved course is kept: leaving it would change nothing (re-enrolment is refused once approved).
  if (course.enrolled && (course.progress === "approved" || course.progress === "improved")) return null
  if (course.enrolled)
    return (
      <div className="actions">
        <button type="button" className="secondary" disabled={command.isPending} onClick={() => window.confirm(tl("course.unenrolConfirm")) && command.mutate({ kind: "unenrol" })}>
          {tl("course.unenrol")}
        </button>
        {failed}
      </div>
    )
  if (course.enrolmentType === "assigned") return <p className="note">{tl("course.assigned")}</p>
  return (
    <div>
      {course.missingPrerequisites.length > 0 && <p className="note">{tl("course.missingPrerequisites", { courses: course.missingPrerequisites.join(", ") })}</p>}
      <button type="button" disabled={command.isPending || course.missingPrerequisites.length > 0} onClick={() => command.mutate({ kind: "enrol" })}>
        {tl("course.enrol")}
      </button>
      {failed}
    </div>
  )
}

/** The course page (SPEC §2 `online-courses/{id}` and its trail variant). */
export const CoursePage = ({ courseId, trailId }: { courseId: string; trailId: string | undefined }) => {
  const locale = useLanguage()
  const query = useCourse(courseId)
  const course = query.data
  const next = course?.activities.find((a) => !a.completed && !a.locked)
  // A draft, an unknown id or another's archived course: said so, with the way back (not "could not load").
  if (query.error instanceof ApiError && query.error.status === 404)
    return (
      <>
        <h1>{tl("course.notFound")}</h1>
        <p>
          <Link to={learningPaths.courses}>{tl("course.back")}</Link>
        </p>
      </>
    )
  return (
    <QueryState query={query}>
      {course && (
        <article className="course">
          <p>{trailId === undefined ? <Link to={learningPaths.courses}>{tl("course.back")}</Link> : <TrailBack trailId={trailId} />}</p>
          {course.coverUrl && <img className="cover" src={course.coverUrl} alt="" width={640} height={360} />}
          <h1>{course.title}</h1>
          {course.description && <p>{course.description}</p>}
          <dl className="data">
            <div>
              <dt>{tl("course.status")}</dt>
              <dd>
                <ProgressBadge progress={course.progress} />
              </dd>
            </div>
            {course.category && (
              <div>
                <dt>{tl("course.category")}</dt>
                <dd>{course.category}</dd>
              </div>
            )}
            <div>
              <dt>{tl("course.workloadLabel")}</dt>
              <dd>{tl("course.workload", { hours: formatNumber(course.workloadHours, locale) })}</dd>
            </div>
            {course.deadline && (
              <div>
                <dt>{tl("course.deadline")}</dt>
                <dd>{formatDate(course.deadline, locale)}</dd>
              </div>
            )}
            {course.grade !== null && (
              <div>
                <dt>{tl("course.grade")}</dt>
                <dd>{formatNumber(course.grade, locale)}%</dd>
              </div>
            )}
          </dl>
          <Enrolment course={course} />
          <p>
            <Link className="button secondary" to={learningPaths.forum(course.courseId)}>
              {tl("course.forum")}
            </Link>
          </p>
          {course.certificateCode && <CertificateBox code={course.certificateCode} />}
          <section aria-labelledby="activities-title">
            <h2 id="activities-title">{tl("course.activities")}</h2>
            {!course.enrolled && <p className="note">{tl("course.notEnrolled")}</p>}
            {course.enrolled && next && (
              <Link className="button" to={learningPaths.activity(course.courseId, next.hierarchyOrder, trailId)}>
                {course.activities.some((a) => a.completed) ? tl("course.continue") : tl("course.start")}: {next.title ?? ""}
              </Link>
            )}
            <ActivityList course={course} trailId={trailId} />
            {course.reaction && !course.reaction.unlocked && <p className="note">{tl("reaction.locked")}</p>}
          </section>
          {course.supportMaterials.length > 0 && (
            <section aria-labelledby="materials-title">
              <h2 id="materials-title">{tl("course.materials")}</h2>
              <ul>
                {course.supportMaterials.map((m) => (
                  <li key={m.url}>
                    <a href={m.url} download>
                      {m.title}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {course.enrolled && <PreviousResults courseId={course.courseId} />}
        </article>
      )}
    </QueryState>
  )
}
