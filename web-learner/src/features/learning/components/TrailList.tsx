import "../learning.css"
import { useId } from "react"
import { Link, useSearchParams } from "react-router"
import { learningPaths } from "../api/paths.ts"
import { useTrails } from "../api/trails.ts"
import type { Trail } from "../api/types.ts"
import { tl, type LearningKey } from "../i18n/index.ts"
import { QueryState } from "./QueryState.tsx"

const statuses = ["not_started", "in_progress", "approved"] as const

export const TrailProgress = ({ trail }: { trail: Trail }) => (
  <>
    <p className="meta">
      <span className={`badge trail-${trail.status}`}>{tl(`trails.status.${trail.status}` as LearningKey)}</span>
      <span>{tl("trails.progress", { approved: trail.coursesApproved, count: trail.courseCount })}</span>
    </p>
    <progress max={100} value={trail.progress} aria-label={tl("trails.progress", { approved: trail.coursesApproved, count: trail.courseCount })} />
  </>
)

/** Trails with SPEC §3's filters (search, progress; 'all' by default), kept in the URL. */
export const TrailList = () => {
  const id = useId()
  const [params, setParams] = useSearchParams()
  const search = params.get("search") ?? ""
  const status = params.get("progress") ?? "all"
  const trails = useTrails(search, status)
  const set = (key: string, value: string, empty: string) => {
    const next = new URLSearchParams(params)
    if (value === empty) next.delete(key)
    else next.set(key, value)
    setParams(next, { replace: true })
  }
  return (
    <>
      <h1>{tl("trails.title")}</h1>
      <form role="search" className="filters" aria-label={tl("filters.title")} onSubmit={(e) => e.preventDefault()}>
        <div className="field search">
          <label htmlFor={`${id}-search`}>{tl("filters.search")}</label>
          <input id={`${id}-search`} type="search" value={search} onChange={(e) => set("search", e.target.value, "")} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-progress`}>{tl("filters.progress")}</label>
          <select id={`${id}-progress`} value={status} onChange={(e) => set("progress", e.target.value, "all")}>
            <option value="all">{tl("filters.all_f")}</option>
            {statuses.map((s) => (
              <option key={s} value={s}>
                {tl(`trails.status.${s}`)}
              </option>
            ))}
          </select>
        </div>
      </form>
      <QueryState query={trails}>
        {trails.data?.items.length === 0 && <p>{tl("trails.empty")}</p>}
        <ul className="cards">
          {trails.data?.items.map((t) => (
            <li key={t.trailId} className="card">
              <h2>{t.title}</h2>
              <TrailProgress trail={t} />
              <Link className="button secondary" to={learningPaths.trail(t.trailId)} aria-label={`${tl("trails.open")}: ${t.title}`}>
                {tl("trails.open")}
              </Link>
            </li>
          ))}
        </ul>
      </QueryState>
    </>
  )
}
