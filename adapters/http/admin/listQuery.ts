import { ApiFailure } from "../../../domain/api/ApiFailure.ts"
import type { CountryScope } from "../scope.ts"
import { maxPageSize, readRange, readSort } from "../listParams.ts"
import type { ResourceSpec } from "./resource.ts"

/** The query string of a ra-data-simple-rest list: each a JSON text, as the client sends it. */
export interface RawListQuery {
  readonly sort?: string | undefined
  readonly range?: string | undefined
  readonly filter?: string | undefined
}

type Scalar = string | number | boolean | null
export interface ListQuery {
  readonly sort: readonly [string, "ASC" | "DESC"]
  readonly range: readonly [number, number]
  readonly filter: Readonly<Record<string, Scalar | ReadonlyArray<Scalar>>>
}

export interface Sql {
  readonly sql: string
  readonly params: ReadonlyArray<unknown>
}

/** The most ids a getMany names (and values a filter lists): a page's worth. */
const maxListed = maxPageSize

export const invalidQuery = (param: string, reason: string): ApiFailure =>
  new ApiFailure({ status: 400, code: "input.invalid_query", details: { param, reason } })

const parseJson = (param: string, text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    throw invalidQuery(param, "not JSON")
  }
}

const isScalar = (u: unknown): u is Scalar => u === null || ["string", "number", "boolean"].includes(typeof u)

/** Reads sort, range and filter against the resource's whitelist: anything else is a 400. */
export const parseListQuery = (spec: ResourceSpec, raw: RawListQuery): ListQuery | ApiFailure => {
  try {
    const sortRead = readSort(raw.sort, spec.fields, spec.defaultSort)
    if (!sortRead.ok) throw invalidQuery("sort", sortRead.reason)
    const sort = sortRead.value
    const rangeRead = readRange(raw.range)
    if (!rangeRead.ok) throw invalidQuery("range", rangeRead.reason)
    const range = rangeRead.value
    const filter = raw.filter === undefined ? {} : parseJson("filter", raw.filter)
    if (typeof filter !== "object" || filter === null || Array.isArray(filter)) throw invalidQuery("filter", "expected an object")
    for (const [key, value] of Object.entries(filter)) {
      if (key !== "q" && key !== "id" && filterSqlOf(spec, key) === undefined) throw invalidQuery("filter", `unknown filter ${key}`)
      const ok = Array.isArray(value) ? value.length <= maxListed && value.every(isScalar) : isScalar(value)
      if (!ok || (key === "q" && typeof value !== "string")) throw invalidQuery("filter", `bad value for ${key}`)
    }
    return { sort: [sort[0], sort[1]], range: [range[0], range[1]], filter: filter as ListQuery["filter"] }
  } catch (e) {
    if (e instanceof ApiFailure) return e
    throw e
  }
}

const bounds = { _gte: ">=", _lte: "<=" } as const

const filterSqlOf = (spec: ResourceSpec, key: string) => {
  if (Object.hasOwn(spec.filters, key)) return { sql: spec.filters[key]!, op: "=" }
  for (const [suffix, op] of Object.entries(bounds)) {
    const base = key.slice(0, -suffix.length)
    if (key.endsWith(suffix) && Object.hasOwn(spec.filters, base) && typeof spec.filters[base] === "string") return { sql: spec.filters[base]!, op }
  }
  return undefined
}

const sqlValue = (v: Scalar): unknown => (typeof v === "boolean" ? (v ? 1 : 0) : v)

/** `%` and `_` stand for themselves in a search: escaped with `\`. */
const likePattern = (q: string): string => `%${q.replace(/[\\%_]/g, (c) => "\\" + c)}%`

/** The WHERE clause of a list or a getOne: the filters, the search, and the country scope. */
export const whereOf = (spec: ResourceSpec, filter: ListQuery["filter"], scope: CountryScope): Sql => {
  const parts: Array<string> = []
  const params: Array<unknown> = []
  if (typeof spec.scope === "string" && spec.scope !== "superuser" && !scope.all) {
    parts.push(spec.scope)
    // The condition may ask for the country more than once (the log's, once per kind of record).
    for (const _ of spec.scope.matchAll(/\?/g)) params.push(scope.country)
  }
  for (const [key, value] of Object.entries(filter)) {
    if (key === "q") {
      const q = String(value).trim()
      if (q === "" || !spec.search) continue
      parts.push(`(${spec.search.map((s) => s.replace("LIKE ?", "LIKE ? ESCAPE '\\'")).join(" OR ")})`)
      for (const _ of spec.search) params.push(likePattern(q))
      continue
    }
    const found = key === "id" ? { sql: spec.id, op: "=" } : filterSqlOf(spec, key)!
    const values = Array.isArray(value) ? value : [value]
    if (typeof found.sql === "function") {
      const conds = values.map((v) => (found.sql as (v: string) => Sql)(String(v)))
      parts.push(conds.length === 0 ? "0 = 1" : `(${conds.map((c) => c.sql).join(" OR ")})`)
      for (const c of conds) params.push(...c.params)
    } else if (Array.isArray(value)) {
      parts.push(value.length === 0 ? "0 = 1" : `${found.sql} IN (${value.map(() => "?").join(", ")})`)
      params.push(...value.map(sqlValue))
    } else if (value === null) {
      parts.push(`${found.sql} IS NULL`)
    } else {
      parts.push(`${found.sql} ${found.op} ?`)
      params.push(sqlValue(value as Scalar))
    }
  }
  return { sql: parts.length === 0 ? "" : `WHERE ${parts.join(" AND ")}`, params }
}

const selectList = (spec: ResourceSpec): string =>
  Object.entries(spec.fields)
    .map(([name, sql]) => `${sql} AS "${name}"`)
    .join(", ")

/** The page and the count of a list: the page sorted by the field, then by id for stable pages. */
export const listSql = (spec: ResourceSpec, query: ListQuery, scope: CountryScope): { readonly page: Sql; readonly count: Sql } => {
  const where = whereOf(spec, query.filter, scope)
  const [field, order] = query.sort
  const [first, last] = query.range
  const tieBreak = spec.fields[field] === spec.id ? "" : `, ${spec.id} ${order}`
  return {
    page: {
      sql: `SELECT ${selectList(spec)} FROM ${spec.from} ${spec.joins ?? ""} ${where.sql} ORDER BY ${spec.fields[field]} ${order}${tieBreak} LIMIT ? OFFSET ?`,
      params: [...where.params, last - first + 1, first]
    },
    count: countSql(spec, query.filter, scope, where)
  }
}

/**
 * The list's total: summed from the resource's counts when they answer this filter (each
 * filter is one they are kept by), else counted over the filtered rows, joins left out.
 */
const countSql = (spec: ResourceSpec, filter: ListQuery["filter"], scope: CountryScope, where: Sql): Sql => {
  const counted = spec.counted
  if (counted !== undefined && Object.keys(filter).every((key) => Object.hasOwn(counted.filters, key))) {
    const byCounts = whereOf({ ...spec, filters: counted.filters, scope: counted.scope }, filter, scope)
    return { sql: `SELECT coalesce(sum(${counted.sum}), 0) FROM ${counted.from} ${byCounts.sql}`, params: byCounts.params }
  }
  return { sql: `SELECT count(*) FROM ${spec.from} ${where.sql}`, params: where.params }
}

/** One record by id, in scope (another country's is absent). */
export const oneSql = (spec: ResourceSpec, id: string, scope: CountryScope): Sql => {
  const where = whereOf(spec, { id }, scope)
  return { sql: `SELECT ${selectList(spec)} FROM ${spec.from} ${spec.joins ?? ""} ${where.sql}`, params: where.params }
}

/** A row as the API answers it: JSON columns parsed, flags as booleans. */
export const recordOf = (spec: ResourceSpec, row: Record<string, unknown>): Record<string, unknown> => {
  for (const f of spec.json ?? []) if (typeof row[f] === "string") row[f] = JSON.parse(row[f] as string)
  for (const f of spec.booleans ?? []) if (row[f] !== null && row[f] !== undefined) row[f] = row[f] === 1
  return row
}
