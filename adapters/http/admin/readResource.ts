import type Database from "better-sqlite3"
import { contentRange } from "../listParams.ts"
import { prepared } from "../statements.ts"
import { Effect } from "effect"
import { HttpServerResponse } from "effect/http"
import { ApiFailure } from "../../../domain/api/ApiFailure.ts"
import { forbidden, type CountryScope } from "../scope.ts"
import { listSql, oneSql, parseListQuery, recordOf, type RawListQuery, type Sql } from "./listQuery.ts"
import type { ResourceSpec } from "./resource.ts"

export const notFound = new ApiFailure({ status: 404, code: "http.not_found", details: {} })

const all = (db: Database.Database, q: Sql) => prepared(db, q.sql).all(...q.params) as Array<Record<string, unknown>>

/** A resource that tells every country's facts is a superuser's: a country admin does not read it (403). */
const checkScopeKind = (spec: ResourceSpec, scope: CountryScope): Effect.Effect<void, ApiFailure> =>
  spec.scope === "superuser" && !scope.all ? Effect.fail(forbidden) : Effect.void

/** A list page as ra-data-simple-rest reads it: the records, and the total in `Content-Range`. */
export const listResource = (db: Database.Database, spec: ResourceSpec, raw: RawListQuery, scope: CountryScope) =>
  Effect.gen(function* () {
    yield* checkScopeKind(spec, scope)
    const query = parseListQuery(spec, raw)
    if (query instanceof ApiFailure) return yield* query
    const { page, count } = listSql(spec, query, scope)
    const rows = all(db, page).map((r) => recordOf(spec, r))
    const total = prepared(db, count.sql).pluck().get(...count.params) as number
    return HttpServerResponse.jsonUnsafe(rows, {
      headers: { "content-range": contentRange(spec.name, query.range[0], rows.length, total), "access-control-expose-headers": "Content-Range" }
    })
  })

/** One record by id; another country's record, like a missing one, is a 404. */
export const oneRecord = (db: Database.Database, spec: ResourceSpec, id: string, scope: CountryScope) =>
  Effect.gen(function* () {
    yield* checkScopeKind(spec, scope)
    const row = all(db, oneSql(spec, id, scope))[0]
    if (row === undefined) return yield* notFound
    return recordOf(spec, row)
  })
