import { Effect } from "effect"
import type Database from "better-sqlite3"
import type { Principal } from "../../../domain/api/security.ts"
import type { StoreQuery } from "../../../domain/api/rewards/schemas.ts"
import { RewardNotFound } from "../../../domain/reward/errors.ts"
import { failureOf } from "../errors.ts"
import { page, pageRequest, type ListSpec } from "../me/lists.ts"
import { prepared } from "../statements.ts"
import { ServerContext } from "../ServerContext.ts"
import { blockersOf, storeContext, type RewardRow, type StoreContext } from "./storeContext.ts"

export const storeList: ListSpec = {
  resource: "rewards",
  // "Popular": units in orders not rejected (DESIGN §4.6).
  sortable: { id: "r.reward_id", popular: "r.ordered", name: "r.name COLLATE NOCASE", price: "r.price" },
  defaultSort: ["popular", "DESC"],
  tieBreak: "r.name COLLATE NOCASE, r.reward_id"
}

export const columns = `r.reward_id AS rewardId, r.name, r.description, r.department, r.category, r.price, r.stock, r.ordered,
  r.min_level AS minLevel, r.required_course_ids AS requiredCourseIds, r.image_file_id AS imageFileId`

/** Listed, not withdrawn, offered in the learner's country (an empty list offers it everywhere). */
export const offered = "r.withdrawn = 0 AND (r.countries = '[]' OR EXISTS (SELECT 1 FROM json_each(r.countries) j WHERE j.value = ?))"

/** The titles of the courses a page's rewards require, in one query for the page (not one per reward and course). */
const courseTitles = (db: Database.Database, rows: ReadonlyArray<RewardRow>): ReadonlyMap<string, string> => {
  const ids = [...new Set(rows.flatMap((r) => (r.requiredCourseIds === "[]" ? [] : (JSON.parse(r.requiredCourseIds) as Array<string>))))]
  if (ids.length === 0) return new Map()
  const found = prepared(db, "SELECT course_id AS courseId, title FROM courses WHERE course_id IN (SELECT value FROM json_each(?))").all(JSON.stringify(ids)) as Array<{ courseId: string; title: string }>
  return new Map(found.map((c) => [c.courseId, c.title]))
}

const toStoreReward = (r: RewardRow, ctx: StoreContext, titles: ReadonlyMap<string, string>) => ({
  id: r.rewardId,
  ...r,
  requiredCourses: (r.requiredCourseIds === "[]" ? [] : (JSON.parse(r.requiredCourseIds) as Array<string>)).map((courseId) => ({
    courseId,
    title: titles.get(courseId) ?? null,
    approved: ctx.approvedCourses.has(courseId)
  })),
  blockers: blockersOf(r, ctx)
})

/** `GET /api/me/reward-store`: the wallet that pays, the level, and the departments with their categories. */
export const myRewardStore = (user: Principal) =>
  Effect.gen(function* () {
    const { programme } = yield* ServerContext
    const ctx = storeContext(programme.db, user)
    const rows = prepared(programme.db, `SELECT DISTINCT r.department, r.category FROM rewards r WHERE ${offered} ORDER BY r.department, r.category`).all(user.country) as Array<{
      department: string
      category: string
    }>
    const departments = new Map<string, Array<string>>()
    for (const row of rows) departments.set(row.department, [...(departments.get(row.department) ?? []), row.category])
    return { campaign: ctx.campaign, level: ctx.level, departments: [...departments].map(([name, categories]) => ({ name, categories })) }
  })

/** `GET /api/me/rewards?department=&category=&q=&sort=&range=`: a page of the store. */
export const listMyRewards = (user: Principal, query: typeof StoreQuery.Type) =>
  Effect.gen(function* () {
    const { programme } = yield* ServerContext
    const request = yield* pageRequest(query, storeList)
    const where = [offered]
    const params: Array<string | number> = [user.country]
    if (query.department) (where.push("r.department = ?"), params.push(query.department))
    if (query.category) (where.push("r.category = ?"), params.push(query.category))
    const q = query.q?.trim().toLowerCase()
    if (q) (where.push("r.search_text LIKE ? ESCAPE '\\'"), params.push(`%${q.replace(/[\\%_]/g, (c) => "\\" + c)}%`))
    const sql = where.join(" AND ")
    const total = prepared(programme.db, `SELECT count(*) FROM rewards r WHERE ${sql}`).pluck().get(...params) as number
    const rows = prepared(programme.db, `SELECT ${columns} FROM rewards r WHERE ${sql} ORDER BY ${request.orderBy} LIMIT ? OFFSET ?`).all(
      ...params,
      request.limit,
      request.offset
    ) as Array<RewardRow>
    const ctx = storeContext(programme.db, user)
    const titles = courseTitles(programme.db, rows)
    return page(storeList, request, rows.map((r) => toStoreReward(r, ctx, titles)), total)
  })

/** `GET /api/me/rewards/:id`: one reward of my store; another country's or a withdrawn one is not there. */
export const myReward = (user: Principal, rewardId: string) =>
  Effect.gen(function* () {
    const { programme } = yield* ServerContext
    const row = prepared(programme.db, `SELECT ${columns} FROM rewards r WHERE r.reward_id = ? AND ${offered}`).get(rewardId, user.country) as RewardRow | undefined
    if (row === undefined) return yield* failureOf(new RewardNotFound({ rewardId }))
    return toStoreReward(row, storeContext(programme.db, user), courseTitles(programme.db, [row]))
  })
