import { Effect } from "effect"
import { HttpApiSchema } from "effect/http-api"
import { ApiFailure } from "../../../domain/api/ApiFailure.ts"

/** How one list sorts: the fields a client may name (→ their SQL), its default and a tie-break. */
export interface ListSpec {
  readonly resource: string
  readonly sortable: Readonly<Record<string, string>>
  readonly defaultSort: readonly [field: string, order: "ASC" | "DESC"]
  /** Appended to every ORDER BY so pages never overlap or skip rows of equal keys. */
  readonly tieBreak: string
}

export interface PageRequest {
  readonly orderBy: string
  readonly offset: number
  readonly limit: number
}

/** A page holds at most this many rows: a client asking more gets this many. */
export const maxPageSize = 500
const defaultRange: readonly [number, number] = [0, 24]

const invalid = (path: string, message: string) =>
  new ApiFailure({ status: 400, code: "input.invalid", details: { in: "query", issues: [{ path, message }] } })

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

const isIndex = (u: unknown): u is number => typeof u === "number" && Number.isSafeInteger(u) && u >= 0

/** `range=[0,24]&sort=["field","DESC"]` (ra-data-simple-rest) → ORDER BY, OFFSET and LIMIT; else 400. */
export const pageRequest = (query: { readonly range?: string | undefined; readonly sort?: string | undefined }, spec: ListSpec) =>
  Effect.gen(function* () {
    let range = defaultRange
    if (query.range !== undefined) {
      const r = parseJson(query.range)
      if (!Array.isArray(r) || r.length !== 2 || !isIndex(r[0]) || !isIndex(r[1]) || r[1] < r[0]) {
        return yield* invalid("range", "must be [first, last], two whole numbers from 0 with first ≤ last")
      }
      range = [r[0], r[1]]
    }
    let [field, order] = spec.defaultSort
    if (query.sort !== undefined) {
      const s = parseJson(query.sort)
      if (!Array.isArray(s) || s.length !== 2 || typeof s[0] !== "string" || !Object.hasOwn(spec.sortable, s[0]) || (s[1] !== "ASC" && s[1] !== "DESC")) {
        return yield* invalid("sort", `must be ["field","ASC"|"DESC"] with a field among ${Object.keys(spec.sortable).join(", ")}`)
      }
      ;[field, order] = [s[0], s[1]]
    }
    const request: PageRequest = {
      orderBy: `${spec.sortable[field]} ${order}, ${spec.tieBreak}`,
      offset: range[0],
      limit: Math.min(range[1] - range[0] + 1, maxPageSize)
    }
    return request
  })

/** The page with its `Content-Range: <resource> <first>-<last>/<total>` (`*` when the page is empty). */
export const page = <A>(spec: ListSpec, request: PageRequest, rows: ReadonlyArray<A>, total: number) =>
  HttpApiSchema.withHeaders({
    body: rows,
    headers: {
      "content-range": rows.length === 0 ? `${spec.resource} */${total}` : `${spec.resource} ${request.offset}-${request.offset + rows.length - 1}/${total}`
    }
  })
