import "../../../features/sso/components/sso.css"
import { Link, Navigate, useParams } from "react-router"
import { Empty, QueryView } from "../../../components/states.tsx"
import { useShowcase } from "../../../features/sso/api/pages.ts"
import { courseIdOfSlug } from "../../../features/sso/api/paths.ts"
import { PublicPage } from "../../../features/sso/components/PublicPage.tsx"
import { Unavailable } from "../../../features/sso/components/Unavailable.tsx"
import { loadSsoText, ts } from "../../../features/sso/i18n/index.ts"
import { language } from "../../../i18n/index.ts"
import { paths } from "../../../config/paths.ts"
import { useLoggedIn } from "../../../lib/useLoggedIn.ts"

/** `portfolio-course/{slug}` (SPEC §2): a published course's public showcase; the id is the text after `-id-`. */
export const loader = () => loadSsoText().then(() => null)

const Showcase = ({ courseId }: { courseId: string }) => {
  const course = useShowcase(courseId)
  if (course.isError) return <Unavailable error={course.error} onRetry={() => course.refetch()} />
  return (
    <QueryView query={course}>
      {(c) => (
        <article className="showcase">
          {c.coverUrl && <img className="showcase-cover" src={c.coverUrl} alt="" />}
          <h1>{c.title}</h1>
          <ul className="facts">
            <li>{ts("showcase.workload", { hours: new Intl.NumberFormat(language()).format(c.workloadHours) })}</li>
            {c.category && <li>{ts("showcase.category", { category: c.category })}</li>}
          </ul>
          {c.description && <p>{c.description}</p>}
          <nav className="links cta" aria-label={ts("showcase.cta")}>
            <Link className="button" to={paths.login}>{ts("showcase.cta")}</Link>
            <Link to={paths.register}>{ts("showcase.register")}</Link>
          </nav>
        </article>
      )}
    </QueryView>
  )
}

export const Component = () => {
  const { slug = "" } = useParams()
  const courseId = courseIdOfSlug(slug)
  // A portfolio route, as `portfolio`: a logged-in user goes on to their client's home (SPEC §2's guards).
  if (useLoggedIn()) return <Navigate to="/" replace />
  return (
    <PublicPage wide>
      {courseId === undefined ? (
        <Empty>
          <p>{ts("showcase.badSlug")}</p>
        </Empty>
      ) : (
        <Showcase courseId={courseId} />
      )}
    </PublicPage>
  )
}
