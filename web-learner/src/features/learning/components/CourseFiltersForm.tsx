import { useId } from "react"
import type { CourseFilters } from "../api/courses.ts"
import { tl, type LearningKey } from "../i18n/index.ts"
import { progresses } from "./ProgressBadge.tsx"

interface Props {
  readonly filters: CourseFilters
  readonly categories: ReadonlyArray<string>
  readonly tags: ReadonlyArray<string>
  readonly onChange: (next: CourseFilters) => void
}

/** SPEC §3's course filters, with its defaults: everything 'all' (categories 'all_f'), the search empty. */
export const CourseFiltersForm = ({ filters, categories, tags, onChange }: Props) => {
  const id = useId()
  const set = (patch: Partial<CourseFilters>) => onChange({ ...filters, ...patch })
  const select = (key: "progress" | "category" | "tag" | "subscription", label: LearningKey, all: LearningKey, options: ReadonlyArray<readonly [string, string]>) => (
    <div className="field">
      <label htmlFor={`${id}-${key}`}>{tl(label)}</label>
      <select id={`${id}-${key}`} value={filters[key]} onChange={(e) => set({ [key]: e.target.value } as Partial<CourseFilters>)}>
        <option value="all">{tl(all)}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  )
  return (
    <form role="search" className="filters" aria-label={tl("filters.title")} onSubmit={(e) => e.preventDefault()}>
      <div className="field search">
        <label htmlFor={`${id}-search`}>{tl("filters.search")}</label>
        <input id={`${id}-search`} type="search" value={filters.search} onChange={(e) => set({ search: e.target.value })} />
      </div>
      {select("progress", "filters.progress", "filters.all", progresses.map((p) => [p, tl(`progress.${p}`)]))}
      {select("category", "filters.category", "filters.all_f", categories.map((c) => [c, c]))}
      {select("tag", "filters.tag", "filters.all_f", tags.map((c) => [c, c]))}
      {select("subscription", "filters.subscription", "filters.all", [
        ["enrolled", tl("filters.enrolled")],
        ["not_enrolled", tl("filters.not_enrolled")]
      ])}
    </form>
  )
}
