import { useLanguage } from "../../../i18n/index.ts"
import { formatDate } from "../../../lib/format.ts"
import { useResults } from "../api/attempts.ts"
import { tl } from "../i18n/index.ts"
import { PreviousRounds } from "./PreviousRounds.tsx"

/** My attempts at the course's tests, latest first, then my rounds of its games. */
export const PreviousResults = ({ courseId }: { courseId: string }) => {
  const locale = useLanguage()
  const results = useResults()
  const mine = (results.data ?? []).filter((r) => r.courseId === courseId)
  return (
    <section aria-labelledby="results-title">
      <h2 id="results-title">{tl("course.results")}</h2>
      {mine.length === 0 ? (
        <p>{tl("course.noResults")}</p>
      ) : (
        <ul className="results-list">
          {mine.map((r) => (
            <li key={r.attemptId}>
              {r.score === null ? tl("course.resultOpen", { date: formatDate(r.startedAt, locale) }) : tl("course.resultLine", { date: formatDate(r.startedAt, locale), score: r.score })}
              {r.passed !== null && <span className={`badge ${r.passed ? "approved" : "reproved"}`}>{tl(r.passed ? "progress.approved" : "progress.reproved")}</span>}
            </li>
          ))}
        </ul>
      )}
      <PreviousRounds courseId={courseId} />
    </section>
  )
}
