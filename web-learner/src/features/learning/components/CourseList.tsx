import "../learning.css"
import { useSearchParams } from "react-router"
import { defaultFilters, useCourses, type CourseFilters } from "../api/courses.ts"
import { tl } from "../i18n/index.ts"
import { CourseCard } from "./CourseCard.tsx"
import { CourseFiltersForm } from "./CourseFiltersForm.tsx"
import { QueryState } from "./QueryState.tsx"

const keys = Object.keys(defaultFilters) as Array<keyof CourseFilters>

/** The catalogue with SPEC §3's filters, kept in the URL so "back" from a course finds them as they were. */
export const CourseList = () => {
  const [params, setParams] = useSearchParams()
  const filters = Object.fromEntries(keys.map((k) => [k, params.get(k) ?? defaultFilters[k]])) as unknown as CourseFilters
  const all = useCourses(defaultFilters)
  const list = useCourses(filters)
  const categories = [...new Set((all.data?.items ?? []).flatMap((c) => (c.category ? [c.category] : [])))].sort()
  const tags = [...new Set((all.data?.items ?? []).flatMap((c) => c.tags))].sort()
  const change = (next: CourseFilters) => setParams(Object.fromEntries(keys.filter((k) => next[k] !== defaultFilters[k]).map((k) => [k, next[k]])), { replace: true })
  return (
    <>
      <h1>{tl("courses.title")}</h1>
      <CourseFiltersForm filters={filters} categories={categories} tags={tags} onChange={change} />
      <QueryState query={list}>
        <p role="status">{list.data?.total === 1 ? tl("courses.countOne") : tl("courses.count", { n: list.data?.total ?? 0 })}</p>
        {list.data?.items.length === 0 ? (
          <p>
            {tl("courses.empty")}{" "}
            <button type="button" className="link" onClick={() => change(defaultFilters)}>
              {tl("filters.clear")}
            </button>
          </p>
        ) : (
          <ul className="cards">
            {list.data?.items.map((c) => <CourseCard key={c.courseId} course={c} />)}
          </ul>
        )}
      </QueryState>
    </>
  )
}
