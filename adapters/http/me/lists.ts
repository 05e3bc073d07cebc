import { Effect } from "effect"
import { HttpApiSchema } from "effect/http-api"
import { ApiFailure } from "../../../domain/api/ApiFailure.ts"
import { contentRange, readRange, readSort, type SortOrder } from "../listParams.ts"

/** How one list sorts: the fields a client may name (→ their SQL), its default and a tie-break. */
export interface ListSpec {
  readonly resource: string
  readonly sortable: Readonly<Record<string, string>>
  readonly defaultSort: readonly [field: string, order: SortOrder]
  /** Appended to every ORDER BY so pages never overlap or skip rows of equal keys. */
  readonly tieBreak: string
}

export interface PageRequest {
  readonly orderBy: string
  readonly offset: number
  readonly limit: number
}

const invalid = (path: string, message: string) =>
  new ApiFailure({ status: 400, code: "input.invalid", details: { in: "query", issues: [{ path, message }] } })

/** `range=[0,24]&sort=["field","DESC"]` (ra-data-simple-rest) → ORDER BY, OFFSET and LIMIT; else 400. */
export const pageRequest = (query: { readonly range?: string | undefined; readonly sort?: string | undefined }, spec: ListSpec) =>
  Effect.gen(function* () {
    const range = readRange(query.range)
    if (!range.ok) return yield* invalid("range", range.reason)
    const sort = readSort(query.sort, spec.sortable, spec.defaultSort)
    if (!sort.ok) return yield* invalid("sort", sort.reason)
    const [[first, last], [field, order]] = [range.value, sort.value]
    const request: PageRequest = {
      orderBy: `${spec.sortable[field]} ${order}, ${spec.tieBreak}`,
      offset: first,
      // At most listParams.ts's maxPageSize: readRange refuses more.
      limit: last - first + 1
    }
    return request
  })

/** The page with its `Content-Range: <resource> <first>-<last>/<total>` (`*` when the page is empty). */
export const page = <A>(spec: ListSpec, request: PageRequest, rows: ReadonlyArray<A>, total: number) =>
  HttpApiSchema.withHeaders({
    body: rows,
    headers: {
      "content-range": contentRange(spec.resource, request.offset, rows.length, total)
    }
  })
