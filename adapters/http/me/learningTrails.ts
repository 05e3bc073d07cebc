import { Effect } from "effect"
import type { Principal } from "../../../domain/api/security.ts"
import { matchesSearch } from "../../../domain/course/search.ts"
import { TrailNotFound } from "../../../domain/trail/errors.ts"
import { trailProgress } from "../../../domain/trail/progress.ts"
import type { Programme } from "../../programme/Programme.ts"
import { failureOf } from "../errors.ts"
import { ServerContext } from "../ServerContext.ts"
import { readSort } from "../listParams.ts"
import { page, pageRequest, type ListSpec } from "./lists.ts"

type CourseRow = {
  trailId: string; courseId: string; title: string | null; status: string | null; mandatory: number | null
  enrolled: number | null; approved: number | null; progress: string | null; grade: number | null; certificateCode: string | null
}

// Trails are few (a handful per programme): each is read whole and sorted here, by these keys.
const trailList: ListSpec = {
  resource: "trails",
  sortable: { id: "trailId", trailId: "trailId", title: "title", progress: "progress", status: "status" },
  defaultSort: ["title", "ASC"],
  tieBreak: "trailId"
}

/**
 * Every trail a learner may see, with their standing in each course, in the trail's order. A
 * trail listing a draft course is not released yet: it is left out (its id answers 404).
 */
const readTrails = (programme: Programme, userId: string, trailId?: string) => {
  const rows = programme.db
    .prepare<[Record<string, string | null>], CourseRow>(
      `SELECT t.trail_id AS trailId, j.value AS courseId, c.title, c.status, c.mandatory, e.enrolled, e.approved, e.status AS progress, e.grade,
              e.certificate_code AS certificateCode
       FROM trails t JOIN json_each(t.course_ids) j
       LEFT JOIN courses c ON c.course_id = j.value
       LEFT JOIN enrolments e ON e.course_id = j.value AND e.user_id = @me
       WHERE (@trail IS NULL OR t.trail_id = @trail)
       ORDER BY t.trail_id, j.key`
    )
    .all({ me: userId, trail: trailId ?? null })
  const titles = new Map(programme.db.prepare<[], { trailId: string; title: string }>("SELECT trail_id AS trailId, title FROM trails").all().map((t) => [t.trailId, t.title]))
  const byTrail = new Map<string, Array<CourseRow>>()
  for (const r of rows) byTrail.set(r.trailId, [...(byTrail.get(r.trailId) ?? []), r])
  return [...byTrail].flatMap(([id, courses]) => {
    if (courses.some((c) => c.status === null || c.status === "draft")) return []
    const progress = trailProgress(courses.map((c) => ({ mandatory: c.mandatory === 1, approved: c.approved === 1, begun: c.enrolled === 1 || c.approved === 1 })))
    return [
      {
        id,
        trailId: id,
        title: titles.get(id) ?? id,
        courses: courses.map((c) => ({
          courseId: c.courseId,
          title: c.title ?? c.courseId,
          mandatory: c.mandatory === 1,
          available: c.status === "published" || (c.status === "archived" && c.enrolled === 1),
          enrolled: c.enrolled === 1,
          progress: c.progress ?? "not_enrolled",
          grade: c.grade,
          certificateCode: c.certificateCode
        })),
        coursesApproved: progress.coursesApproved,
        courseCount: progress.courses,
        progress: progress.percent,
        status: progress.status
      }
    ]
  })
}

type Trail = ReturnType<typeof readTrails>[number]
type TrailQuery = { range?: string | undefined; sort?: string | undefined; q?: string | undefined; status?: string | undefined }

const compare = (field: string) => (a: Trail, b: Trail): number => {
  const key = trailList.sortable[field] as keyof Trail
  const [x, y] = [a[key], b[key]]
  return typeof x === "number" && typeof y === "number" ? x - y : String(x).localeCompare(String(y), "pt-BR")
}

/** `GET /api/me/trails`: my trails with their courses and my progress; `q` (accent- and case-insensitive) and `status` filter. */
export const listMyTrails = (user: Principal, query: TrailQuery) =>
  Effect.gen(function* () {
    const { programme } = yield* ServerContext
    const request = yield* pageRequest(query, trailList)
    const q = query.q ?? ""
    const matching = readTrails(programme, user.userId).filter(
      (t) => (query.status === undefined || t.status === query.status) && (q === "" || [t.title, ...t.courses.map((c) => c.title)].some((text) => matchesSearch(text, q)))
    )
    // pageRequest has checked the sort already; read again as a field, it orders in memory.
    const sort = readSort(query.sort, trailList.sortable, trailList.defaultSort)
    const [field, order] = sort.ok ? sort.value : trailList.defaultSort
    const sorted = matching.sort((a, b) => (order === "DESC" ? -1 : 1) * compare(field)(a, b) || compare("trailId")(a, b))
    return page(trailList, request, sorted.slice(request.offset, request.offset + request.limit), matching.length)
  })

/** `GET /api/me/trails/:id`: one trail; an unknown or unreleased one is `404 trail.not_found`. */
export const myTrail = (user: Principal, trailId: string) =>
  Effect.gen(function* () {
    const { programme } = yield* ServerContext
    const [trail] = readTrails(programme, user.userId, trailId)
    return trail ?? (yield* failureOf(new TrailNotFound({ trailId })))
  })
